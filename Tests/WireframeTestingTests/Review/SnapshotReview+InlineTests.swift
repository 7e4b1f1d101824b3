import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotReviewInlineTests {
    private static let source = """
        @Test func a() {
            assertInlineSnapshot(of: 1, as: .dump)
        }

        @Test func b() {
            assertInlineSnapshot(of: 2, as: .dump) {
                \"\"\"
                old
                \"\"\"
            }
        }

        """

    private let sandbox = SnapshotSandbox(environment: ["CI": "1"])

    private var sourcePath: String { sandbox.root + "/Tests/ListTests.swift" }

    private var sourceText: String { (try? String(contentsOfFile: sourcePath, encoding: .utf8)) ?? "" }

    /// Runs the two assertions of `source` as a CI run would: neither is written, both are kept.
    private func runInCI(first: String = "one", second: String = "two") throws -> [SnapshotOutcome] {
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: sourcePath))
        let writer = InlineSnapshotWriter()
        return [(2, first, nil), (6, second, "old")].map { line, text, expected in
            verifyInlineSnapshot(
                of: { text }, as: .lines, record: nil, expected: expected,
                call: InlineSnapshotCall(fileID: "AppTests/ListTests.swift", filePath: sourcePath, line: line, column: 25),
                environment: sandbox.environment, writer: writer)
        }
    }

    @Test func aSnapshotNotWrittenInCIIsKeptForReview() throws {
        let outcomes = try runInCI()
        #expect(outcomes.map(\.status) == [.missing, .mismatched])
        #expect(
            outcomes[1].message?.hasSuffix(
                "The test file is unchanged.\n\nThe new snapshot is in Snapshots/ListTests/line-6.inline.new. "
                    + "Accept it into the test file with `swift run wireframe review`.") == true)
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.pendingInlineSnapshots().map(\.location) == ["AppTests/ListTests.swift:2", "AppTests/ListTests.swift:6"])
        #expect(try review.pendingSnapshots().isEmpty)
        #expect(sourceText == Self.source)
    }

    @Test func acceptingBothWritesEachAtItsPlace() throws {
        _ = try runInCI()
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.acceptAllInline().count == 2)
        #expect(
            sourceText
                == Self.source.replacingOccurrences(
                    of: "assertInlineSnapshot(of: 1, as: .dump)\n",
                    with: "assertInlineSnapshot(of: 1, as: .dump) {\n        \"\"\"\n        one\n        \"\"\"\n    }\n"
                ).replacingOccurrences(of: "old", with: "two"))
        #expect(try review.pendingInlineSnapshots().isEmpty)
    }

    @Test func aTestFileChangedSinceTheRunIsNotRewritten() throws {
        _ = try runInCI()
        try Data((Self.source + "// edited\n").utf8).write(to: URL(fileURLWithPath: sourcePath))
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(throws: SnapshotReviewError.self) { try review.acceptAllInline() }
        #expect(sourceText == Self.source + "// edited\n")
        #expect(try review.pendingInlineSnapshots().count == 2)
    }

    @Test func rejectingDeletesThePendingAndLeavesTheFile() throws {
        _ = try runInCI()
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.rejectAllInline().count == 2)
        #expect(try review.pendingInlineSnapshots().isEmpty)
        #expect(sourceText == Self.source)
    }

    @Test func aMatchingRunRemovesItsPendingSnapshot() throws {
        _ = try runInCI()
        let outcome = verifyInlineSnapshot(
            of: { "old" }, as: .lines, record: nil, expected: "old",
            call: InlineSnapshotCall(fileID: "AppTests/ListTests.swift", filePath: sourcePath, line: 6, column: 25),
            environment: sandbox.environment, writer: InlineSnapshotWriter())
        #expect(outcome == .matched)
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(try review.pendingInlineSnapshots().map(\.line) == [2])
    }

    @Test func theInteractiveReviewShowsAndAcceptsInlineSnapshots() throws {
        _ = try runInCI()
        var answers = ["s", "a"][...]
        var output = ""
        let summary = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).reviewInteractively(
            readLine: { answers.popFirst() }, write: { output += $0 })
        #expect(summary == SnapshotReview.Summary(accepted: 1, rejected: 0, skipped: 1))
        #expect(output.contains("[1/2] AppTests/ListTests.swift:2 (new inline)\n\n--- /dev/null\n+++ b/AppTests/ListTests.swift:2\n"))
        #expect(output.contains("[2/2] AppTests/ListTests.swift:6 (changed inline)\n\n--- a/AppTests/ListTests.swift:6\n"))
        #expect(sourceText == Self.source.replacingOccurrences(of: "old", with: "two"))
    }

    @Test func acceptAllFromTheCommandLineIncludesInlineSnapshots() throws {
        _ = try runInCI()
        var output = ""
        let status = try SnapshotReviewCommand(action: .acceptAll).run(
            currentDirectory: sandbox.root, environment: [:], readLine: { nil }, write: { output += $0 })
        #expect(status == 0)
        #expect(
            output == """
                accepted AppTests/ListTests.swift:2
                accepted AppTests/ListTests.swift:6
                Accepted 2 pending snapshots.

                """)
    }

    // MARK: Pending files from elsewhere (issue 29)

    /// Rewrites the pending file of line 6 so that it names `sourcePath` under `fileID`.
    private func tamper(sourcePath: String, fileID: String = "AppTests/ListTests.swift") throws {
        let path = sandbox.snapshots + "/ListTests/line-6.inline.new"
        var pending = try #require(PendingInlineSnapshot.read(at: path))
        pending.sourcePath = sourcePath
        pending.fileID = fileID
        try pending.encoded().write(to: URL(fileURLWithPath: path))
    }

    @Test func aPendingSnapshotNamingAFileOutsideThePackageIsRefused() throws {
        _ = try runInCI()
        let outside = FileManager.default.temporaryDirectory.path + "/outside-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: outside))
        try tamper(sourcePath: outside, fileID: "AppTests/" + (outside as NSString).lastPathComponent)
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect {
            try review.acceptAllInline()
        } throws: { error in
            "\(error)".contains("is not a Swift file inside the package")
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == Self.source)
    }

    @Test func aPendingSnapshotReachingOutThroughDotDotIsRefused() throws {
        _ = try runInCI()
        try tamper(sourcePath: sandbox.root + "/Tests/../../etc/ListTests.swift", fileID: "AppTests/ListTests.swift")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        let pending = try #require(try review.pendingInlineSnapshots().last)
        #expect(review.sourceProblem(of: pending)?.contains("is not a Swift file inside the package") == true)
    }

    @Test func aPendingSnapshotShownUnderAnotherFilesNameIsRefused() throws {
        _ = try runInCI()
        try tamper(sourcePath: sourcePath, fileID: "AppTests/Harmless.swift")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        #expect(throws: SnapshotReviewError.self) { try review.acceptAllInline() }
        #expect(sourceText.contains("old"))
    }

    @Test func theHTMLReviewShowsPendingInlineSnapshots() throws {
        _ = try runInCI()
        let page = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).htmlPage()
        #expect(page.contains("<h1>Pending snapshots (2)</h1>"))
        #expect(page.contains("<h2>AppTests/ListTests.swift:2 <small>(inline, new)</small></h2>"))
        #expect(page.contains("<h2>AppTests/ListTests.swift:6 <small>(inline, changed)</small></h2>"))
        #expect(page.contains("-old\n+two"))
    }
}
