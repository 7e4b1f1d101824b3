import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct VerifySnapshotTests {
    private let card = """
        ┌────────┐
        │ Delete │
        │ Cancel │
        └────────┘
        """

    @Test func missingGoldenIsRecordedAndFails() {
        let sandbox = SnapshotSandbox()
        let outcome = sandbox.verify(card, record: .missing)
        #expect(outcome.status == .recorded)
        #expect(
            outcome.message == """
                Recorded the new golden Snapshots/CardTests/showsTitle.txt \
                (record mode "missing" (the record: parameter)). A test that records always fails: \
                run it again to compare against the golden.
                """
        )
        #expect(sandbox.read("CardTests/showsTitle.txt") == card + "\n")
    }

    @Test func recordedGoldenMatchesOnTheNextRun() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(card)
        let outcome = sandbox.nextRun().verify(card)
        #expect(outcome == SnapshotOutcome(status: .matched, goldenPath: sandbox.snapshots + "/CardTests/showsTitle.txt"))
    }

    @Test func mismatchFailsWithUnifiedDiffAndWritesPendingFile() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write(card + "\n", to: "CardTests/showsTitle.txt")
        let changed = card.replacingOccurrences(of: "Cancel", with: "Close ")
        let outcome = sandbox.verify(changed, record: .missing)
        #expect(outcome.status == .mismatched)
        #expect(
            outcome.message == """
                Snapshot does not match the golden Snapshots/CardTests/showsTitle.txt.

                --- a/Snapshots/CardTests/showsTitle.txt
                +++ b/Snapshots/CardTests/showsTitle.txt.new
                @@ -1,4 +1,4 @@
                 ┌────────┐
                 │ Delete │
                -│ Cancel │
                +│ Close  │
                 └────────┘

                The new snapshot is in Snapshots/CardTests/showsTitle.txt.new. Accept or reject it \
                with `swift run wireframe review`, or re-record with WIREFRAME_RECORD=failed.
                """
        )
        #expect(sandbox.read("CardTests/showsTitle.txt") == card + "\n")
        #expect(sandbox.read("CardTests/showsTitle.txt.new") == changed + "\n")
        #expect(outcome.attachment == .init(name: "showsTitle.txt.new", data: Data((changed + "\n").utf8)))
    }

    @Test func gridMismatchMarksFirstDifferingCell() throws {
        let sandbox = SnapshotSandbox()
        let grid = Snapshotting<String, String>(
            pathExtension: "txt",
            diffing: .grid(cellWidth: { ("가"..."힣").contains($0) ? 2 : 1 }),
            snapshot: { $0 }
        )
        try sandbox.write("│한글 ab│\n", to: "CardTests/showsTitle.txt")
        let outcome = sandbox.verify("│한글 ax│", as: grid)
        #expect(
            outcome.message == """
                Snapshot does not match the golden Snapshots/CardTests/showsTitle.txt.

                --- a/Snapshots/CardTests/showsTitle.txt
                +++ b/Snapshots/CardTests/showsTitle.txt.new
                @@ -1 +1 @@
                -│한글 ab│
                +│한글 ax│

                First difference: line 1, column 8
                -│한글 ab│
                +│한글 ax│
                        ^

                The new snapshot is in Snapshots/CardTests/showsTitle.txt.new. Accept or reject it \
                with `swift run wireframe review`, or re-record with WIREFRAME_RECORD=failed.
                """
        )
    }

    @Test func missingGoldenInCIFailsWithoutRecording() {
        let sandbox = SnapshotSandbox(environment: ["CI": "true"])
        let outcome = sandbox.verify("Title\nBody", record: nil)
        #expect(outcome.status == .missing)
        #expect(
            outcome.message == """
                No golden at Snapshots/CardTests/showsTitle.txt, and record mode "never" (CI is set) \
                does not record one.

                --- /dev/null
                +++ b/Snapshots/CardTests/showsTitle.txt.new
                @@ -0,0 +1,2 @@
                +Title
                +Body

                The new snapshot is in Snapshots/CardTests/showsTitle.txt.new. Accept it with \
                `swift run wireframe review`, or record it with WIREFRAME_RECORD=missing.
                """
        )
        #expect(!sandbox.exists("CardTests/showsTitle.txt"))
        #expect(sandbox.read("CardTests/showsTitle.txt.new") == "Title\nBody\n")
    }

    @Test func explicitRecordingInCIRecordsAndStillFails() {
        let sandbox = SnapshotSandbox(environment: ["CI": "1", "WIREFRAME_RECORD": "missing"])
        let outcome = sandbox.verify("Title", record: nil)
        #expect(outcome.status == .recorded)
        #expect(outcome.message?.hasSuffix("CI is set: commit the recorded golden.") == true)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "Title\n")
    }

    @Test func unknownRecordModeFailsListingValidModes() {
        let sandbox = SnapshotSandbox(environment: ["WIREFRAME_RECORD": "yes"])
        let outcome = sandbox.verify("Title", record: nil)
        #expect(outcome.status == .failed)
        #expect(outcome.message == "Unknown WIREFRAME_RECORD value \"yes\". Valid values: missing, all, failed, never.")
        #expect(!sandbox.exists("CardTests"))
    }

    @Test func failedModeRewritesOnlyDifferingGoldens() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("same\n", to: "CardTests/showsTitle.txt")
        try sandbox.write("old\n", to: "CardTests/showsTitle.2.txt")
        let same = sandbox.verify("same", record: .failed)
        let changed = sandbox.verify("new", record: .failed)
        #expect(same.status == .matched)
        #expect(changed.status == .recorded)
        #expect(
            changed.message == """
                Recorded the golden Snapshots/CardTests/showsTitle.2.txt (record mode "failed" \
                (the record: parameter)), which differed:

                --- a/Snapshots/CardTests/showsTitle.2.txt
                +++ b/Snapshots/CardTests/showsTitle.2.txt
                @@ -1 +1 @@
                -old
                +new

                A test that records always fails: run it again to compare against the golden.
                """
        )
        #expect(sandbox.read("CardTests/showsTitle.2.txt") == "new\n")
        #expect(!sandbox.exists("CardTests/showsTitle.2.txt.new"))
    }

    @Test func failedModeLeavesGoldenWithOtherLineEndings() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\r\nb\r\n", to: "CardTests/showsTitle.txt")
        #expect(sandbox.verify("a\nb", record: .failed).status == .matched)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "a\r\nb\r\n")
    }

    @Test func allModeRewritesGoldenWithOtherLineEndings() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\r\nb\r\n", to: "CardTests/showsTitle.txt")
        let outcome = sandbox.verify("a\nb", record: .all)
        #expect(outcome.status == .recorded)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "a\nb\n")
    }

    @Test func allModePassesWhenBytesAreIdentical() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\n", to: "CardTests/showsTitle.txt")
        #expect(sandbox.verify("a", record: .all).status == .matched)
    }

    @Test func neverModeLeavesGoldenAndWritesPending() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\n", to: "CardTests/showsTitle.txt")
        #expect(sandbox.verify("b", record: .never).status == .mismatched)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "a\n")
        #expect(sandbox.read("CardTests/showsTitle.txt.new") == "b\n")
    }

    @Test func matchRemovesStalePendingFile() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\n", to: "CardTests/showsTitle.txt")
        try sandbox.write("b\n", to: "CardTests/showsTitle.txt.new")
        #expect(sandbox.verify("a").status == .matched)
        #expect(!sandbox.exists("CardTests/showsTitle.txt.new"))
    }

    @Test func throwingValueFailsWithItsError() {
        struct Unrenderable: Error, CustomStringConvertible {
            var description: String { "viewport width is NaN" }
        }
        let sandbox = SnapshotSandbox()
        let strategy = Snapshotting<String, String>.lines.pullback { (_: Int) -> String in throw Unrenderable() }
        let request = SnapshotRequest(
            identity: SnapshotTestIdentity(
                key: "k", name: "rendersRow", filePath: sandbox.root + "/Tests/CardTests.swift", isParameterized: false
            ),
            callSite: SnapshotCallSite(fileID: "AppTests/CardTests.swift", line: 1, column: 1),
            record: .missing
        )
        let outcome = verifySnapshot(
            of: { 1 }, as: strategy, request: request, environment: sandbox.environment, registry: sandbox.registry
        )
        #expect(outcome.message == "Could not take the snapshot: viewport width is NaN")
    }
}
