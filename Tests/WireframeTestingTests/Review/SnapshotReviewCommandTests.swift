import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// The review's actions as the command runs them; their command line is tested with the
/// command's parser in WireframeGalleryTests.
@Suite struct SnapshotReviewCommandTests {
    private let sandbox = SnapshotSandbox()

    private func run(
        _ action: SnapshotReviewCommand.Action, snapshots: String? = nil, in directory: String? = nil, answers: [String] = []
    ) throws -> (Int32, String) {
        var remaining = answers[...]
        var output = ""
        let status = try SnapshotReviewCommand(action: action, snapshotsDirectory: snapshots).run(
            currentDirectory: directory ?? sandbox.root + "/Tests",
            environment: [:],
            readLine: { remaining.popFirst() },
            write: { output += $0 }
        )
        return (status, output)
    }

    @Test func acceptAllFindsSnapshotsFromThePackageRoot() throws {
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = try run(.acceptAll)
        #expect(status == 0)
        #expect(output == "accepted Snapshots/A/b.txt\nAccepted 1 pending snapshot.\n")
        #expect(sandbox.read("A/b.txt") == "new\n")
    }

    @Test func snapshotsDirectoryIsRelativeToTheCurrentDirectory() throws {
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = try run(.rejectAll, snapshots: "../Snapshots")
        #expect(status == 0)
        #expect(output == "rejected Snapshots/A/b.txt\nRejected 1 pending snapshot.\n")
    }

    @Test func unreferencedGoldensMakeTheListingFail() throws {
        _ = sandbox.verify("kept")
        try sandbox.write("gone\n", to: "Old/removed.txt")
        let (status, output) = try run(.listUnreferenced)
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
        #expect(
            throws: SnapshotReviewError(
                "No Package.swift in / or above it. Run the command inside the package, or pass --snapshots <dir>.")
        ) {
            try run(.interactive, in: "/")
        }
    }

    @Test func interactiveReviewReadsAnswers() throws {
        try sandbox.write("old\n", to: "A/b.txt")
        try sandbox.write("new\n", to: "A/b.txt.new")
        let (status, output) = try run(.interactive, answers: ["a"])
        #expect(status == 0)
        #expect(output.hasSuffix("Accepted 1, rejected 0, skipped 0.\n"))
        #expect(sandbox.read("A/b.txt") == "new\n")
    }
}

/// `wireframe review` in a package that also has swift-snapshot-testing's `__Snapshots__` folders.
@Suite struct SnapshotReviewCommandSnapshotTestingTests {
    private let sandbox = SnapshotSandbox()

    private func write(_ text: String, to relative: String) throws {
        let path = sandbox.root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func run(_ action: SnapshotReviewCommand.Action) throws -> String {
        var output = ""
        _ = try SnapshotReviewCommand(action: action).run(
            currentDirectory: sandbox.root + "/Tests", environment: [:], readLine: { nil }, write: { output += $0 })
        return output
    }

    @Test func acceptAllFindsPendingSnapshotsInSnapshotsAndInEverySnapshotsFolder() throws {
        try sandbox.write("new\n", to: "A/b.txt.new")
        try write("new", to: "Tests/UserTests/__Snapshots__/UserTests/testUser.1.txt.new")
        let output = try run(.acceptAll)
        #expect(
            output == """
                accepted Snapshots/A/b.txt
                Accepted 1 pending snapshot.
                accepted __Snapshots__/UserTests/testUser.1.txt
                Accepted 1 pending snapshot.

                """)
        let accepted = FileManager.default.contents(atPath: sandbox.root + "/Tests/UserTests/__Snapshots__/UserTests/testUser.1.txt")
        #expect(accepted == Data("new".utf8))
    }

    @Test func aPackageWithOnlySnapshotsFoldersReviewsThem() throws {
        try write("new", to: "Tests/UserTests/__Snapshots__/UserTests/testUser.1.txt.new")
        #expect(try run(.rejectAll) == "rejected __Snapshots__/UserTests/testUser.1.txt\nRejected 1 pending snapshot.\n")
    }
}
