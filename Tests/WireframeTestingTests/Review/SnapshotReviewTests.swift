import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotReviewTests {
    private let sandbox = SnapshotSandbox()
    private var review: SnapshotReview { SnapshotReview(snapshotsDirectory: sandbox.snapshots) }

    @Test func pendingSnapshotsAreTheNewFilesSortedByPath() throws {
        try sandbox.write("a\n", to: "B/changed.txt")
        try sandbox.write("b\n", to: "B/changed.txt.new")
        try sandbox.write("c\n", to: "A/added.svg.new")
        try sandbox.write("x", to: "A/.added.svg.1.tmp")
        #expect(
            try review.pendingSnapshots() == [
                PendingSnapshot(
                    relativePath: "A/added.svg", goldenPath: sandbox.snapshots + "/A/added.svg",
                    pendingPath: sandbox.snapshots + "/A/added.svg.new", isNew: true
                ),
                PendingSnapshot(
                    relativePath: "B/changed.txt", goldenPath: sandbox.snapshots + "/B/changed.txt",
                    pendingPath: sandbox.snapshots + "/B/changed.txt.new", isNew: false
                ),
            ]
        )
    }

    @Test func reportShowsControlCharactersInFileNamesInsteadOfSendingThem() throws {
        try sandbox.write("a\n", to: "A/b\u{1B}[2J.txt")
        try sandbox.write("b\n", to: "A/b\u{1B}[2J.txt.new")
        let pending = try #require(try review.pendingSnapshots().first)
        let report = review.report(for: pending)
        #expect(!report.contains("\u{1B}"))
        #expect(report.contains("b␛[2J.txt"))
    }

    @Test func noSnapshotsDirectoryMeansNothingPending() throws {
        #expect(try review.pendingSnapshots().isEmpty)
    }

    @Test func acceptReplacesTheGolden() throws {
        try sandbox.write("old\n", to: "A/b.txt")
        try sandbox.write("new\n", to: "A/b.txt.new")
        let pending = try #require(try review.pendingSnapshots().first)
        try review.accept(pending)
        #expect(sandbox.read("A/b.txt") == "new\n")
        #expect(!sandbox.exists("A/b.txt.new"))
    }

    @Test func rejectDeletesThePendingFileOnly() throws {
        try sandbox.write("old\n", to: "A/b.txt")
        try sandbox.write("new\n", to: "A/b.txt.new")
        let pending = try #require(try review.pendingSnapshots().first)
        try review.reject(pending)
        #expect(sandbox.read("A/b.txt") == "old\n")
        #expect(!sandbox.exists("A/b.txt.new"))
    }

    @Test func reportShowsWhatChangedTheDiffAndTheTwoSideBySide() throws {
        try sandbox.write("┌──┐\n│ab│\n└──┘\n", to: "A/b.txt")
        try sandbox.write("┌──┐\n│ac│\n└──┘\n", to: "A/b.txt.new")
        let pending = try #require(try review.pendingSnapshots().first)
        #expect(
            review.report(for: pending) == """
                What changed (texts of the ASCII picture):
                  Text "ab" → "ac"

                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1,3 +1,3 @@
                 ┌──┐
                -│ab│
                +│ac│
                 └──┘

                  golden | new
                  ┌──┐   | ┌──┐
                > │ab│   | │ac│
                  └──┘   | └──┘
                """
        )
    }

    @Test func reportOfANewSnapshotDiffsAgainstNothing() throws {
        try sandbox.write("<svg/>\n", to: "A/b.svg.new")
        let pending = try #require(try review.pendingSnapshots().first)
        #expect(
            review.report(for: pending) == """
                --- /dev/null
                +++ b/Snapshots/A/b.svg.new
                @@ -0,0 +1 @@
                +<svg/>
                """
        )
    }

    @Test func reportOfBinaryPendingSaysSo() throws {
        try FileManager.default.createDirectory(atPath: sandbox.snapshots + "/A", withIntermediateDirectories: true)
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: sandbox.snapshots + "/A/b.png.new"))
        let pending = try #require(try review.pendingSnapshots().first)
        #expect(review.report(for: pending) == "Snapshots/A/b.png.new is not UTF-8 text; open it to compare.")
    }
}
