import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotReviewInteractiveTests {
    private let sandbox = SnapshotSandbox()

    private func pending(_ names: [String]) throws {
        for name in names {
            try sandbox.write("old \(name)\n", to: "A/\(name).txt")
            try sandbox.write("new \(name)\n", to: "A/\(name).txt.new")
        }
    }

    private func run(_ answers: [String]) throws -> (SnapshotReview.Summary, String) {
        var remaining = answers[...]
        var output = ""
        let summary = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).reviewInteractively(
            readLine: { remaining.popFirst() },
            write: { output += $0 }
        )
        return (summary, output)
    }

    @Test func acceptRejectAndSkipActOnEachSnapshotInTurn() throws {
        try pending(["a", "b", "c"])
        let (summary, _) = try run(["a", "r", "s"])
        #expect(summary == SnapshotReview.Summary(accepted: 1, rejected: 1, skipped: 1))
        #expect(sandbox.read("A/a.txt") == "new a\n")
        #expect(sandbox.read("A/b.txt") == "old b\n")
        #expect(!sandbox.exists("A/b.txt.new"))
        #expect(sandbox.read("A/c.txt.new") == "new c\n")
    }

    @Test func acceptAllAnswerAcceptsTheRest() throws {
        try pending(["a", "b", "c"])
        let (summary, _) = try run(["s", "A"])
        #expect(summary == SnapshotReview.Summary(accepted: 2, rejected: 0, skipped: 1))
        #expect(sandbox.read("A/c.txt") == "new c\n")
    }

    @Test func rejectAllAnswerRejectsTheRest() throws {
        try pending(["a", "b"])
        let (summary, _) = try run(["R"])
        #expect(summary == SnapshotReview.Summary(accepted: 0, rejected: 2, skipped: 0))
    }

    @Test func endOfInputLeavesTheRestPending() throws {
        try pending(["a", "b"])
        let (summary, output) = try run(["a"])
        #expect(summary == SnapshotReview.Summary(accepted: 1, rejected: 0, skipped: 1))
        #expect(output.hasSuffix("Accepted 1, rejected 0, skipped 1.\n"))
        #expect(sandbox.exists("A/b.txt.new"))
    }

    @Test func unknownAnswerAsksAgain() throws {
        try pending(["a"])
        let (summary, output) = try run(["yes", "a"])
        #expect(summary.accepted == 1)
        #expect(output.contains("Please answer a, r, s, A, R or q.\n"))
    }

    @Test func eachSnapshotIsShownWithItsDiffBeforeTheQuestion() throws {
        try pending(["a"])
        let (_, output) = try run(["q"])
        #expect(
            output == """
                [1/1] Snapshots/A/a.txt (changed)

                --- a/Snapshots/A/a.txt
                +++ b/Snapshots/A/a.txt.new
                @@ -1 +1 @@
                -old a
                +new a

                  golden | new
                > old a  | new a

                [a]ccept, [r]eject, [s]kip, [A]ccept all, [R]eject all, [q]uit: \
                Accepted 0, rejected 0, skipped 1.

                """
        )
    }

    @Test func acceptAllAndRejectAllNeedNoAnswers() throws {
        try pending(["a", "b"])
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.acceptAll().map(\.relativePath) == ["A/a.txt", "A/b.txt"])
        #expect(sandbox.read("A/b.txt") == "new b\n")
        try sandbox.write("newer\n", to: "A/a.txt.new")
        #expect(try review.rejectAll().count == 1)
        #expect(sandbox.read("A/a.txt") == "new a\n")
    }

    @Test func nothingPendingSaysSo() throws {
        let (summary, output) = try run([])
        #expect(summary == SnapshotReview.Summary())
        #expect(output == "No pending snapshots.\n")
    }
}
