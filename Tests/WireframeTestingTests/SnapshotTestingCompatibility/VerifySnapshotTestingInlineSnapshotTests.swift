import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// The `InlineSnapshotTesting` module's verification, against a test file in a temporary
/// directory indented with two spaces.
@Suite struct VerifySnapshotTestingInlineSnapshotTests {
    private let path = FileManager.default.temporaryDirectory.path + "/inline-\(UUID().uuidString).swift"

    private func verify(
        _ actual: String, expected: String?, record: SnapshotRecordMode, descriptor: InlineSnapshotSyntaxDescriptor = .init(),
        line: UInt, column: UInt
    ) -> String? {
        verifySnapshotTestingInlineSnapshot(
            of: { actual }, as: .lines, message: "", record: record, timeout: 5, syntaxDescriptor: descriptor, expected: expected,
            fileID: "Tests/Inline.swift", filePath: path, function: "testIt()", line: line, column: column)
    }

    private func write(_ source: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
    }

    private var source: String { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "" }

    @Test func aMissingSnapshotIsWrittenWithTheFilesIndentation() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        write("func testIt() {\n  assertInlineSnapshot(of: x, as: .lines)\n}\n")
        let message = try #require(verify("Hello", expected: nil, record: .missing, line: 2, column: 23))
        #expect(message.hasPrefix("Automatically recorded a new snapshot. Difference: …\n\n  @@ \u{2212}1,1 +1,1 @@"))
        #expect(message.hasSuffix("Re-run \"testIt()\" to assert against the newly-recorded snapshot."))
        #expect(source == "func testIt() {\n  assertInlineSnapshot(of: x, as: .lines) {\n    \"\"\"\n    Hello\n    \"\"\"\n  }\n}\n")
    }

    @Test func aHelpersLabelledClosureIsAddedAtItsPosition() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        write("func testIt() {\n  assertResponse {\n    \"url\"\n  }\n}\n")
        let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 1)
        let message = try #require(verify("<html>", expected: nil, record: .missing, descriptor: descriptor, line: 2, column: 18))
        #expect(message.hasPrefix("Automatically recorded a new snapshot for \"body\"."))
        #expect(source.contains("  } body: {\n    \"\"\"\n    <html>\n    \"\"\"\n  }\n}\n"))
    }

    @Test func aMismatchUnderMissingFailsAndLeavesTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let original = "func testIt() {\n  assertInlineSnapshot(of: x, as: .lines) {\n    \"old\"\n  }\n}\n"
        write(original)
        let message = try #require(verify("new", expected: "old", record: .missing, line: 2, column: 23))
        #expect(message == "Snapshot did not match. Difference: …\n\n  @@ \u{2212}1,1 +1,1 @@\n  \u{2212}old\n  +new")
        #expect(source == original)
    }

    @Test func aFileEditedSinceTheBuildIsRefusedNotRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let edited =
            "func testIt() {\n  // a line added since the build\n  assertInlineSnapshot(of: x, as: .lines) {\n    \"old\"\n  }\n}\n"
        write(edited)
        let message = try #require(verify("new", expected: "old", record: .failed, line: 2, column: 23))
        #expect(message.contains("Cannot write the inline snapshot at Tests/Inline.swift:2"))
        #expect(message.contains("The file is unchanged."))
        #expect(source == edited)
    }

    @Test func textThatNeedsARawStringGetsOne() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        write("func testIt() {\n  assertInlineSnapshot(of: x, as: .lines)\n}\n")
        _ = verify(#"a \(b) """"#, expected: nil, record: .missing, line: 2, column: 23)
        #expect(source.contains("  assertInlineSnapshot(of: x, as: .lines) {\n    #\"\"\"\n"))
    }
}
