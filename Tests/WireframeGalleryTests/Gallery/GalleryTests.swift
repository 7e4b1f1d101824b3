import Foundation
import Testing
import Wireframe
import WireframeGallery

@MainActor
@Suite struct GalleryTests {
    private let scenarios = [
        Scenario("note", description: "A note", screen: Screen(width: 96, height: nil)) { Text("메모") },
        Scenario("box", description: "A box", screen: Screen(width: 64, height: 32)) { Rectangle().stroke(.black) },
    ]

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("GalleryTests-\(UUID().uuidString)")
    }

    @Test func entriesHoldBothRenderingsInOrder() async throws {
        let gallery = try await Gallery(scenarios: scenarios)
        #expect(gallery.entries.map(\.name) == ["note", "box"])
        #expect(gallery.entries[0].ascii == (try await scenarios[0].render(as: .ascii)))
        #expect(gallery.entries[0].svg == (try await scenarios[0].render(as: .svg)))
        #expect(gallery.failures.isEmpty)
    }

    @Test func writeCreatesTheDirectoryWithEveryFileAndTheIndexLast() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = try await Gallery(scenarios: scenarios)
        let written = try gallery.write(to: directory)
        #expect(written.map(\.lastPathComponent) == ["note.svg", "note.txt", "box.svg", "box.txt", "index.html"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["box.svg", "box.txt", "index.html", "note.svg", "note.txt"])
        #expect(try String(contentsOf: directory.appendingPathComponent("note.txt"), encoding: .utf8) == gallery.entries[0].ascii)
    }

    @Test func eachVariantIsRenderedInItsEnvironmentAndWrittenUnderItsName() async throws {
        struct Direction: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = try await Gallery(scenarios: [Scenario("direction") { Direction() }], variants: [.rightToLeft, .dark])
        let entry = try #require(gallery.entries.first)
        #expect(entry.ascii?.contains("ltr") == true)
        #expect(entry.variants.map(\.variant) == ["rtl", "dark"])
        #expect(entry.variants[0].ascii.contains("rtl"))
        #expect(entry.variants[1].ascii.contains("ltr"))
        let written = try gallery.write(to: directory).map(\.lastPathComponent)
        #expect(
            written == [
                "direction.svg", "direction.txt", "direction.rtl.svg", "direction.rtl.txt", "direction.dark.svg", "direction.dark.txt",
                "index.html",
            ])
    }

    @Test func aNameThatIsNotAFileNameIsRefusedBeforeAnythingRenders() async {
        await #expect(throws: ScenarioError.self) { try await Gallery(scenarios: [Scenario("../escape") { EmptyView() }]) }
    }

    @Test func aRepeatedNameIsRefused() async {
        await #expect(throws: ScenarioError.self) { try await Gallery(scenarios: [scenarios[0], scenarios[0]]) }
    }

    @Test func aScenarioThatCannotRenderKeepsItsErrorAndTheOthersAreRendered() async throws {
        let broken = Scenario("broken", screen: Screen(width: -1, height: nil)) { EmptyView() }
        let gallery = try await Gallery(scenarios: [scenarios[0], broken, scenarios[1]])
        #expect(gallery.entries.map(\.name) == ["note", "broken", "box"])
        #expect(gallery.failures.map(\.name) == ["broken"])
        #expect(gallery.entries[1].error == "cannot render: the width must be greater than zero (got -1)")
        #expect(gallery.entries[1].svg == nil && gallery.entries[1].ascii == nil)
        #expect(gallery.entries[2].ascii != nil)
    }

    @Test func aScenarioThatFailedGetsNoFiles() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = Scenario("broken", screen: Screen(width: -1, height: nil)) { EmptyView() }
        let written = try await Gallery(scenarios: [broken, scenarios[0]]).write(to: directory)
        #expect(written.map(\.lastPathComponent) == ["note.svg", "note.txt", "index.html"])
    }

    // MARK: File names (issue 29)

    @Test func aScenarioNamedLikeAnotherOnesVariantIsRefusedBeforeRendering() async throws {
        let colliding = [
            Scenario("x", description: "x", screen: Screen(width: 64, height: 32)) { Text("x") },
            Scenario("x.dark", description: "x, dark", screen: Screen(width: 64, height: 32)) { Text("y") },
        ]
        await #expect {
            try await Gallery(scenarios: colliding, variants: [.dark])
        } throws: { error in
            "\(error)"
                == "the 'dark' variant of 'x' (WireframeGalleryTests/GalleryTests.swift:87) and the scenario 'x.dark' "
                + "(WireframeGalleryTests/GalleryTests.swift:88) would both be written as 'x.dark.svg'; rename the scenario"
        }
        _ = try await Gallery(scenarios: colliding)
    }

    @Test(arguments: [String(repeating: "메", count: 100), String(repeating: "😀", count: 100), String(repeating: "가", count: 84)])
    func aLongHangulOrEmojiNameIsWrittenUnderAFileNameThatFits(name: String) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = Scenario(name, description: "long", screen: Screen(width: 64, height: 32)) { Text("x") }
        let written = try await Gallery(scenarios: [scenario], variants: [.dark]).write(to: directory)
        #expect(written.count == 5)
        #expect(written.last?.lastPathComponent == "index.html")
        for url in written { #expect(url.lastPathComponent.utf8.count <= 255) }
        let stem = Gallery.fileStem(for: name)
        #expect(stem.utf8.count + 4 <= 255)
        #expect(stem != Gallery.fileStem(for: name + "."))
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(String(stem.suffix(9)) + ".svg\""))
    }

    @Test func aShortNameIsItsOwnFileName() {
        #expect(Gallery.fileStem(for: "Memo row") == "Memo row")
    }
}
