import Foundation
import Testing
import Wireframe

@testable import WireframeGallery

/// `wireframe gallery --compare`: only the scenarios whose picture differs, each with what changed.
@MainActor
@Suite struct GalleryComparisonTests {
    private func scenarios(title: String, buttons: [String]) -> [Scenario] {
        [
            Scenario("note", description: "A note", screen: Screen(width: 96, height: nil)) { Text("메모") },
            Scenario("card", description: "A card", screen: Screen(width: 240, height: nil)) {
                VStack {
                    Text(title)
                    HStack { ForEach(buttons, id: \.self) { Button($0) {} } }
                }
            },
        ]
    }

    private func earlierGallery() async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GalleryComparisonTests-\(UUID().uuidString)")
        try await Gallery(scenarios: scenarios(title: "메시지 삭제", buttons: ["취소", "삭제"])).write(to: directory)
        return directory
    }

    @Test func onlyTheScenariosThatDifferAreListedWithWhatChanged() async throws {
        let earlier = try await earlierGallery()
        defer { try? FileManager.default.removeItem(at: earlier) }
        let gallery = try await Gallery(scenarios: scenarios(title: "배경화면 변경", buttons: ["취소", "삭제"]))
        let comparison = GalleryComparison(gallery, earlier: earlier)
        #expect(comparison.entries.map(\.name) == ["card"])
        #expect(comparison.comparedCount == 2)
        #expect(comparison.lines == [#"card: Text "메시지 삭제" → "배경화면 변경", width 82.92 → 98.56 pt"#])
    }

    @Test func thePageOutlinesWhatWasRemovedOnTheEarlierPicture() async throws {
        let earlier = try await earlierGallery()
        defer { try? FileManager.default.removeItem(at: earlier) }
        let gallery = try await Gallery(scenarios: scenarios(title: "메시지 삭제", buttons: ["삭제"]))
        let page = GalleryComparison(gallery, earlier: earlier).html()
        #expect(page.contains("<p>1 of 2 scenarios differ from "))
        #expect(page.contains(#"<rect class="removed""#))
        #expect(page.contains(#"<li class="removed">Text &quot;취소&quot; removed"#))
        #expect(!page.contains("<script"))
    }

    @Test func aScenarioTheEarlierGalleryDoesNotHaveIsNew() async throws {
        let earlier = try await earlierGallery()
        defer { try? FileManager.default.removeItem(at: earlier) }
        let gallery = try await Gallery(scenarios: [
            Scenario("badge", description: "A badge", screen: Screen(width: 96, height: nil)) { Text("<script>") }
        ])
        let comparison = GalleryComparison(gallery, earlier: earlier)
        #expect(comparison.lines == ["badge: new scenario"])
        #expect(comparison.html().contains("<h2>badge <small>(new)</small></h2>"))
    }
}
