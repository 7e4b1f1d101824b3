import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotReviewUnreferencedTests {
    @Test func goldensNoTestAssertedAreListed() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("kept")
        try sandbox.write("gone\n", to: "OldTests/removed.txt")
        try sandbox.write("gone\n", to: "CardTests/renamed.txt")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.unreferencedGoldens() == ["CardTests/renamed.txt", "OldTests/removed.txt"])
    }

    @Test func deletingRemovesThemTheirPendingFilesAndEmptyFolders() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("kept")
        try sandbox.write("gone\n", to: "OldTests/removed.txt")
        try sandbox.write("gone\n", to: "OldTests/removed.txt.new")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.deleteUnreferencedGoldens() == ["OldTests/removed.txt"])
        #expect(!sandbox.exists("OldTests"))
        #expect(sandbox.read("CardTests/showsTitle.txt") == "kept\n")
    }

    @Test func filteredRunAfterAFullRunDoesNotMakeOthersStale() throws {
        let sandbox = SnapshotSandbox(process: .fixture(pid: 11, parent: 10, started: 500))
        _ = sandbox.verify("a", test: "first()")
        _ = sandbox.verify("b", test: "second()")
        let filtered = sandbox.nextRun(process: .fixture(pid: 21, parent: 20, arguments: ["t", "--filter", "first"], started: 900))
        _ = filtered.verify("a", test: "first()")
        #expect(try SnapshotReview(snapshotsDirectory: sandbox.snapshots).unreferencedGoldens().isEmpty)
    }

    @Test func withoutAFullRunNothingIsListedOrDeleted() throws {
        let sandbox = SnapshotSandbox(process: .fixture(arguments: ["t", "--skip", "x"]))
        _ = sandbox.verify("a")
        try sandbox.write("other\n", to: "OldTests/removed.txt")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(
            throws: SnapshotReviewError(
                "No full test run is on record in Snapshots/.wireframe-runs. Run `swift test` without --filter or --skip first."
            )
        ) {
            try review.deleteUnreferencedGoldens()
        }
        #expect(sandbox.exists("OldTests/removed.txt"))
    }
}
