import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct VerifyInlineSnapshotTests {
    private static let source = """
        func check() {
            assertInlineSnapshot(of: [1], as: .dump) {
                \"\"\"
                [
                  [0]: 2
                ]
                \"\"\"
            }
        }

        """

    private let path = FileManager.default.temporaryDirectory.path + "/wireframe-verify-inline-" + UUID().uuidString + ".swift"

    private func verify(
        _ value: [Int], expected: String?, record: SnapshotRecordMode? = nil, source: String = Self.source,
        environment: [String: String] = [:]
    ) throws -> SnapshotOutcome {
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let call = InlineSnapshotCall(fileID: "AppTests/ListTests.swift", filePath: path, line: 2, column: 25)
        return verifyInlineSnapshot(
            of: { value }, as: .dump, record: record, expected: expected, call: call,
            environment: SnapshotEnvironment(environment), writer: InlineSnapshotWriter())
    }

    private var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func aMatchingSnapshotPassesAndLeavesTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try verify([2], expected: "[\n  [0]: 2\n]") == .matched)
        #expect(text == Self.source)
    }

    @Test func inCIAMismatchFailsWithTheDiffAndRewritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try verify([1], expected: "[\n  [0]: 2\n]", environment: ["CI": "1"])
        #expect(outcome.status == .mismatched)
        #expect(
            outcome.message == """
                Inline snapshot at AppTests/ListTests.swift:2 does not match.

                --- a/AppTests/ListTests.swift:2
                +++ b/AppTests/ListTests.swift:2
                @@ -1,3 +1,3 @@
                 [
                -  [0]: 2
                +  [0]: 1
                 ]

                The test file is unchanged.
                """)
        #expect(text == Self.source)
    }

    @Test func inCIAMissingClosureIsNotWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try verify([1], expected: nil, environment: ["CI": "true"])
        #expect(outcome.status == .missing)
        #expect(
            outcome.message?.hasPrefix("No inline snapshot at AppTests/ListTests.swift:2, and record mode \"never\" (CI is set)") == true)
        #expect(text == Self.source)
    }

    @Test func byDefaultAMismatchIsNotRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try verify([1], expected: "[\n  [0]: 2\n]")
        #expect(outcome.status == .mismatched)
        #expect(outcome.message?.hasSuffix("Re-record it with WIREFRAME_RECORD=failed, or edit the expected text.") == true)
        #expect(text == Self.source)
    }

    @Test func recordingFailedRewritesTheClosureAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try verify([1], expected: "[\n  [0]: 2\n]", record: .failed)
        #expect(outcome.status == .recorded)
        #expect(outcome.message?.hasPrefix("Rewrote the inline snapshot at AppTests/ListTests.swift:2 (record mode \"failed\"") == true)
        #expect(text == Self.source.replacingOccurrences(of: "[0]: 2", with: "[0]: 1"))
    }

    @Test func aMissingClosureIsWrittenOutsideCI() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bare = "func check() {\n    assertInlineSnapshot(of: [1], as: .dump)\n}\n"
        let outcome = try verify([2], expected: nil, source: bare, environment: ["WIREFRAME_RECORD": "missing"])
        #expect(outcome.status == .recorded)
        #expect(
            outcome.message == """
                Recorded the inline snapshot at AppTests/ListTests.swift:2 (record mode "missing" (WIREFRAME_RECORD)). \
                A test that records always fails: build and run it again to compare against the snapshot.
                """)
        #expect(text == Self.source)
    }

    @Test func anEmptyLiteralIsRecordedLikeAMissingClosure() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let empty = "func check() {\n    assertInlineSnapshot(of: [1], as: .dump) { \"\" }\n}\n"
        let outcome = try verify([2], expected: "", source: empty)
        #expect(outcome.status == .recorded)
        #expect(text == Self.source)
    }

    @Test func aRefusedRewriteShowsTheClosureItWouldHaveWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
        let call = InlineSnapshotCall(fileID: "AppTests/ListTests.swift", filePath: path, line: 1, column: 11)
        let outcome = verifyInlineSnapshot(
            of: { [3] }, as: .dump, record: .failed, expected: "x", call: call,
            environment: SnapshotEnvironment([:]), writer: InlineSnapshotWriter())
        #expect(outcome.status == .failed)
        #expect(
            outcome.message == """
                Cannot write the inline snapshot at AppTests/ListTests.swift:1: no call to assertInlineSnapshot( is at that \
                place (found "func check() {"); a call from a macro or a helper function cannot be rewritten, and neither \
                can a file edited since the build. The file is unchanged. The snapshot's closure would be:

                {
                    \"\"\"
                    [
                      [0]: 3
                    ]
                    \"\"\"
                }
                """)
        #expect(text == Self.source)
    }
}
