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

    private let writer = InlineSnapshotWriter()

    /// Writes `text` for the call at compiled `line`; the calls at lines 6 (of `source`) and 10
    /// and 16 (of `rewritten`) were compiled with a closure, holding what those files hold.
    private func write(_ file: TestFile, line: Int, _ text: String, writer: InlineSnapshotWriter? = nil) throws {
        let expected = [6: "old", 10: "two\n\"2\"", 16: "three"][line]
        try (writer ?? self.writer).rewrite(
            path: file.path, line: line, column: 25, function: "assertInlineSnapshot", expected: expected, text: text)
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
        let nextRun = InlineSnapshotWriter()
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

    /// Issue 29: a binary built before a call was added above wrote its snapshot into the closure
    /// of the call that moved to its line. The closure's text tells them apart, whatever the
    /// files' timestamps say.
    @Test func aStaleBinaryDoesNotWriteIntoAnotherCallsClosure() throws {
        let edited = Self.source.replacingOccurrences(
            of: "@Test func b() {\n",
            with:
                "@Test func b() {\n    assertInlineSnapshot(of: \"y\", as: .dump) {\n        \"\"\"\n        other\n        \"\"\"\n    }\n"
        )
        let moved = edited.replacingOccurrences(of: "assertInlineSnapshot(of: \"y\"", with: "assertInlineSnapshot(of: \"x\"")
        for text in [edited, moved] {
            let file = try TestFile(text)
            #expect {
                try write(file, line: 6, "two")
            } throws: { error in
                (error as? InlineSnapshotWriter.Refusal)?.description
                    == "the closure at that place holds other text than the test binary was built with, so the file changed since "
                    + "the build; build and run the tests again to record the snapshot"
            }
            #expect(file.text == text)
        }
    }

    @Test func aFileWithCRLFKeepsItsLineEndings() throws {
        let file = try TestFile(Self.source.replacingOccurrences(of: "\n", with: "\r\n"))
        try write(file, line: 2, "one")
        try write(file, line: 6, "two\n\"2\"")
        try write(file, line: 11, "three")
        #expect(file.text == Self.rewritten.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func aFileIndentedByTwoSpacesKeepsItsIndentation() throws {
        let twoSpaces = "@Test func a() {\n  assertInlineSnapshot(of: 1, as: .dump)\n  if true {\n    print(1)\n  }\n}\n"
        let file = try TestFile(twoSpaces)
        try writer.rewrite(path: file.path, line: 2, column: 23, function: "assertInlineSnapshot", expected: nil, text: "one")
        #expect(
            file.text
                == "@Test func a() {\n  assertInlineSnapshot(of: 1, as: .dump) {\n    \"\"\"\n    one\n    \"\"\"\n  }\n"
                + "  if true {\n    print(1)\n  }\n}\n")
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
            try writer.rewrite(path: file.path, line: 6, column: 25, function: "assertInlineSnapshot", expected: nil, text: "x")
        } throws: { error in
            (error as? InlineSnapshotWriter.Refusal)?.description
                == "the call has a trailing closure in the file but was built without one; build and run the tests again"
        }
        #expect(file.text == Self.source)
    }

    @Test func anExpectedTextPassedInsideTheParenthesesIsRewrittenThere() throws {
        let file = try TestFile("    assertInlineSnapshot(of: 1, as: .dump, matches: { \"1\" })\n")
        try writer.rewrite(path: file.path, line: 1, column: 25, function: "assertInlineSnapshot", expected: "1", text: "2")
        #expect(file.text == "    assertInlineSnapshot(of: 1, as: .dump, matches: {\n        \"\"\"\n        2\n        \"\"\"\n    })\n")
    }

    @Test func aMatchesArgumentHoldingCodeIsRefused() throws {
        let file = try TestFile("    assertInlineSnapshot(of: 1, as: .dump, matches: { make() })\n")
        #expect(throws: InlineSnapshotWriter.Refusal.self) {
            try writer.rewrite(path: file.path, line: 1, column: 25, function: "assertInlineSnapshot", expected: "1", text: "2")
        }
        #expect(file.text == "    assertInlineSnapshot(of: 1, as: .dump, matches: { make() })\n")
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
