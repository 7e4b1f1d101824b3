import Foundation
import Testing

@testable import WireframeTesting

@Suite struct SnapshotReviewCommandTests {
    private let sandbox = SnapshotSandbox()

    private func run(_ arguments: [String], in directory: String? = nil, answers: [String] = []) -> (Int32, String) {
        var remaining = answers[...]
        var output = ""
        let status = SnapshotReviewCommand.run(
            arguments: arguments,
            currentDirectory: directory ?? sandbox.root + "/Tests",
            environment: [:],
            readLine: { remaining.popFirst() },
            write: { output += $0 }
        )
        return (status, output)
    }

    @Test func argumentsChooseOneAction() throws {
        #expect(try SnapshotReviewCommand(arguments: []).action == .interactive)
        #expect(try SnapshotReviewCommand(arguments: ["--accept-all"]).action == .acceptAll)
        #expect(try SnapshotReviewCommand(arguments: ["--html", "out"]).action == .html(directory: "out"))
        let command = try SnapshotReviewCommand(arguments: ["--snapshots", "S", "--unreferenced"])
        #expect(command.action == .listUnreferenced)
        #expect(command.snapshotsDirectory == "S")
    }

    @Test func twoActionsAreRejected() {
        #expect(throws: SnapshotReviewError("Choose one action; see `wireframe review --help`.")) {
            try SnapshotReviewCommand(arguments: ["--accept-all", "--reject-all"])
        }
    }

    @Test func optionWithoutValueIsRejected() {
        #expect(throws: SnapshotReviewError("--html needs a directory.")) {
            try SnapshotReviewCommand(arguments: ["--html"])
        }
    }

    @Test func unknownArgumentExitsWithUsage() {
        let (status, output) = run(["--frobnicate"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: Unknown argument \"--frobnicate\"; see `wireframe review --help`.\n\nOVERVIEW:"))
    }

    @Test func helpPrintsUsage() {
        let (status, output) = run(["--help"])
        #expect(status == 0)
        #expect(output == SnapshotReviewCommand.usage)
    }

    @Test func acceptAllFindsSnapshotsFromThePackageRoot() throws {
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = run(["--accept-all"])
        #expect(status == 0)
        #expect(output == "accepted Snapshots/A/b.txt\nAccepted 1 pending snapshot.\n")
        #expect(sandbox.read("A/b.txt") == "new\n")
    }

    @Test func snapshotsOptionIsRelativeToTheCurrentDirectory() throws {
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = run(["--snapshots", "../Snapshots", "--reject-all"])
        #expect(status == 0)
        #expect(output == "rejected Snapshots/A/b.txt\nRejected 1 pending snapshot.\n")
    }

    @Test func unreferencedGoldensMakeTheListingFail() throws {
        _ = sandbox.verify("kept")
        try sandbox.write("gone\n", to: "Old/removed.txt")
        let (status, output) = run(["--unreferenced"])
        #expect(status == 1)
        #expect(
            output == """
                Snapshots/Old/removed.txt
                1 golden was not asserted in the last full test run; delete with \
                `wireframe review --delete-unreferenced`.

                """
        )
    }

    @Test func directoryOutsideAnyPackageIsAnError() {
        let (status, output) = run([], in: "/")
        #expect(status == 1)
        #expect(output == "error: No Package.swift in / or above it. Run the command inside the package, or pass --snapshots <dir>.\n")
    }

    @Test func interactiveReviewReadsAnswers() throws {
        try sandbox.write("old\n", to: "A/b.txt")
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = run([], answers: ["a"])
        #expect(status == 0)
        #expect(output.hasSuffix("Accepted 1, rejected 0, skipped 0.\n"))
        #expect(sandbox.read("A/b.txt") == "new\n")
    }
}
