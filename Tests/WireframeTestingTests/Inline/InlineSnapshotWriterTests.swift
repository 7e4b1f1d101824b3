import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct InlineSnapshotWriterTests {
    static let source = """
        @Test func a() {
            assertInlineSnapshot(of: 1, as: .dump)
        }

        @Test func b() {
            assertInlineSnapshot(of: "x", as: .dump) {
                \"\"\"
                old
                \"\"\"
            }
            assertInlineSnapshot(of: 3, as: .dump)  // last
        }

        """

    /// The source once the three calls (lines 2, 6 and 11) wrote "one", "two\\n\\"2\\"" and "three".
    static let rewritten = """
        @Test func a() {
            assertInlineSnapshot(of: 1, as: .dump) {
                \"\"\"
                one
                \"\"\"
            }
        }

        @Test func b() {
            assertInlineSnapshot(of: "x", as: .dump) {
                #\"\"\"
                two
                "2"
                \"\"\"#
            }
            assertInlineSnapshot(of: 3, as: .dump) {
                \"\"\"
                three
                \"\"\"
            }  // last
        }

        """

    private final class TestFile: Sendable {
        let path = FileManager.default.temporaryDirectory.path + "/wireframe-inline-" + UUID().uuidString + ".swift"

        init(_ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>" }
    }

    private let writer = InlineSnapshotWriter(builtAt: { .distantFuture })

    /// Writes `text` for the call at compiled `line`; the calls at lines 6 (of `source`) and 10
    /// and 16 (of `rewritten`) were compiled with a closure.
    private func write(_ file: TestFile, line: Int, _ text: String, writer: InlineSnapshotWriter? = nil) throws {
        let hasClosure = [6, 10, 16].contains(line)
        try (writer ?? self.writer).rewrite(
            path: file.path, line: line, column: 25, function: "assertInlineSnapshot", hasClosure: hasClosure, text: text)
    }

    @Test func callsInOneFileAreRewrittenAtTheirPlacesInOrder() throws {
        let file = try TestFile(Self.source)
        try write(file, line: 2, "one")
        try write(file, line: 6, "two\n\"2\"")
        try write(file, line: 11, "three")
        #expect(file.text == Self.rewritten)
    }

    @Test func callsInOneFileAreRewrittenAtTheirPlacesInAnyOrder() throws {
        let file = try TestFile(Self.source)
        try write(file, line: 11, "three")
        try write(file, line: 2, "one")
        try write(file, line: 6, "two\n\"2\"")
        #expect(file.text == Self.rewritten)
    }

    @Test func theNextRunRewritesTheFileItsBinaryWasBuiltFrom() throws {
        let file = try TestFile(Self.rewritten)
        let nextRun = InlineSnapshotWriter(builtAt: { .distantFuture })
        try write(file, line: 10, "two", writer: nextRun)
        try write(file, line: 16, "3", writer: nextRun)
        #expect(
            file.text
                == Self.rewritten
                .replacingOccurrences(
                    of: "#\"\"\"\n        two\n        \"2\"\n        \"\"\"#", with: "\"\"\"\n        two\n        \"\"\""
                )
                .replacingOccurrences(of: "three", with: "3"))
    }

    @Test func aCallThatRunsAgainWithTheSameTextIsWrittenOnce() throws {
        let file = try TestFile(Self.source)
        try write(file, line: 2, "one")
        try write(file, line: 2, "one")
        #expect(file.text.components(separatedBy: "one").count == 2)
        #expect(throws: InlineSnapshotWriter.Refusal.self) { try write(file, line: 2, "uno") }
    }

    @Test func aFileEditedAfterTheBuildIsRefusedAndLeftAlone() throws {
        let file = try TestFile(Self.source)
        let stale = InlineSnapshotWriter(builtAt: { .distantPast })
        #expect {
            try write(file, line: 2, "one", writer: stale)
        } throws: { error in
            (error as? InlineSnapshotWriter.Refusal)?.description
                == "\(file.path) changed after the tests were built, so its lines may not be where the test binary expects "
                + "them; build and run the tests again to record the snapshot"
        }
        #expect(file.text == Self.source)
    }

    @Test func aFileChangedDuringTheRunIsRefused() throws {
        let file = try TestFile(Self.source)
        try write(file, line: 2, "one")
        try Data((file.text + "// edited\n").utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: InlineSnapshotWriter.Refusal.self) { try write(file, line: 11, "three") }
        #expect(file.text.hasSuffix("}\n// edited\n"))
        #expect(!file.text.contains("three"))
    }

    @Test func aClosureTheBinaryDoesNotKnowIsRefused() throws {
        let file = try TestFile(Self.source)
        #expect {
            try writer.rewrite(path: file.path, line: 6, column: 25, function: "assertInlineSnapshot", hasClosure: false, text: "x")
        } throws: { error in
            (error as? InlineSnapshotWriter.Refusal)?.description
                == "the call has a trailing closure in the file but was built without one; build and run the tests again"
        }
        #expect(file.text == Self.source)
    }

    @Test func anExpectedTextPassedInsideTheParenthesesIsRefused() throws {
        let file = try TestFile("    assertInlineSnapshot(of: 1, as: .dump, matches: { \"1\" })\n")
        #expect(throws: InlineSnapshotWriter.Refusal.self) {
            try writer.rewrite(path: file.path, line: 1, column: 25, function: "assertInlineSnapshot", hasClosure: true, text: "2")
        }
        #expect(file.text == "    assertInlineSnapshot(of: 1, as: .dump, matches: { \"1\" })\n")
    }

    @Test func aLineWithoutTheCallIsRefusedAndLeftAlone() throws {
        let file = try TestFile(Self.source)
        #expect {
            try write(file, line: 1, "one")
        } throws: { error in
            (error as? InlineSnapshotWriter.Refusal)?.description.hasPrefix(
                "no call to assertInlineSnapshot( is at that place (found \"@Test func a() {\")") == true
        }
        #expect(file.text == Self.source)
    }
}
