import Foundation
import Testing
import Wireframe
import WireframeTesting

@MainActor
@Suite struct AssertSnapshotsPreviewsTests {
    private let directory = FileManager.default.temporaryDirectory.path + "/wireframe-previews-" + UUID().uuidString

    private func golden(_ name: String) -> String? {
        FileManager.default.contents(atPath: directory + "/AssertSnapshots+PreviewsTests/" + name).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    @Test func everyPreviewGetsAGoldenPerFormatNamedAfterItsDisplayName() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshots(ofPreviews: TagPreviews.self, as: [.ascii, .svg], record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        let test = "everyPreviewGetsAGoldenPerFormatNamedAfterItsDisplayName"
        #expect(
            golden("\(test).Tag, short.txt") == """
                ┌───────┐
                │ Swift │
                └───────┘


                """)
        #expect(golden("\(test).Tag, short.svg")?.hasPrefix("<svg") == true)
        #expect(golden("\(test).Tag, long.txt") != nil && golden("\(test).Tag, long.svg") != nil)
    }

    @Test func aPreviewThatThrowsFailsItsOwnSnapshotsAndTheOthersStillRun() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = Locked([String]())
        withKnownIssue {
            assertSnapshots(ofPreviews: BrokenPreviews.self, as: [.ascii], record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            recorded.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let test = "aPreviewThatThrowsFailsItsOwnSnapshotsAndTheOthersStillRun"
        #expect(golden("\(test).Before.txt") != nil && golden("\(test).After.txt") != nil)
        #expect(golden("\(test).Too small.txt") == nil)
        let messages = recorded.withLock { $0 }
        #expect(messages.count == 3)
        #expect(messages.filter { $0.hasPrefix("Recorded the new golden") }.count == 2)
        #expect(messages.contains { $0.contains("the width must be greater than zero (got -10)") }, "\(messages)")
    }

    @Test func twoPreviewsWithOneNameAreAFailureNamingBoth() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshots(ofPreviews: TwinPreviews.self, as: [.ascii], record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "Previews 1 and 2 of TwinPreviews are both named \"Twin\"; give each a previewDisplayName of its own."
                || issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
    }

    @Test func aNameWithAPathSeparatorCannotNameAGolden() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshots(ofPreviews: SlashPreviews.self, record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "Preview 1 of SlashPreviews is named \"a/b\", which cannot name a golden: it holds a path separator ('/')."
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/AssertSnapshots+PreviewsTests"))
    }
}

private struct TagPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Swift").padding(16).border(.black).previewDisplayName("Tag, short")
            Text("Swift, SwiftUI and TCA").padding(16).border(.black).previewDisplayName("Tag, long")
        }
        .previewLayout(.sizeThatFits)
    }
}

private struct BrokenPreviews: PreviewProvider {
    static var previews: some View {
        Text("before").previewDisplayName("Before").previewLayout(.sizeThatFits)
        Text("x").previewDisplayName("Too small").previewLayout(.fixed(width: -10, height: 10))
        Text("after").previewDisplayName("After").previewLayout(.sizeThatFits)
    }
}

private struct TwinPreviews: PreviewProvider {
    static var previews: some View {
        Text("a").previewDisplayName("Twin")
        Text("b").previewDisplayName("Twin")
    }
}

private struct SlashPreviews: PreviewProvider {
    static var previews: some View {
        Text("a").previewDisplayName("a/b")
    }
}
