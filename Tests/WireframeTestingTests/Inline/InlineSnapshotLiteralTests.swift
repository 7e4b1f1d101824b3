import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct InlineSnapshotLiteralTests {
    @Test func plainTextIsAPlainMultilineLiteralIndentedUnderTheCall() {
        #expect(
            InlineSnapshotLiteral.closure(for: "a\n\n  b", indentation: "    ") == """
                 {
                        \"\"\"
                        a

                          b
                        \"\"\"
                    }
                """)
    }

    private let quotes = "\"\"\""

    @Test func quotesOrBackslashesMakeARawLiteral() {
        let literal = InlineSnapshotLiteral.literal(for: "say \"hi\"")
        #expect(literal.open == "#" + quotes)
        #expect(literal.close == quotes + "#")
        #expect(literal.body == "say \"hi\"")
        #expect(InlineSnapshotLiteral.literal(for: "a\\nb").open == "#" + quotes)
    }

    @Test func aTextThatWouldCloseTheRawLiteralGetsMoreHashes() {
        let text = "end " + quotes + "# and \\# too"
        let literal = InlineSnapshotLiteral.literal(for: text)
        #expect(literal.open == "##" + quotes)
        #expect(literal.close == quotes + "##")
        #expect(literal.body == text)
    }

    @Test func controlCharactersAreEscapedInAPlainLiteral() {
        let literal = InlineSnapshotLiteral.literal(for: "a\u{1B}[1m \"q\" \\")
        #expect(literal.open == quotes)
        #expect(literal.body == "a\\u{1B}[1m \\\"q\\\" \\\\")
    }

    @Test func emptyTextAndAFinalNewlineKeepTheirValue() {
        #expect(InlineSnapshotLiteral.closure(for: "", indentation: "") == " {\n    \"\"\"\n    \"\"\"\n}")
        #expect(InlineSnapshotLiteral.closure(for: "a\n", indentation: "") == " {\n    \"\"\"\n    a\n\n    \"\"\"\n}")
    }

    @Test func tabIndentationIsContinuedWithATab() {
        #expect(InlineSnapshotLiteral.closure(for: "x", indentation: "\t") == " {\n\t\t\"\"\"\n\t\tx\n\t\t\"\"\"\n\t}")
    }

    @Test(arguments: ["", "one", "two\n\"2\"", "back\\slash \"\"\"# and \\#", "\u{1B}[31m\tred", "  leading\n\nblank", "é 메모 😀"])
    func aWrittenClosureReadsBackAsItsText(text: String) {
        for indentation in ["", "    ", "\t"] {
            let closure = InlineSnapshotLiteral.closure(for: text, indentation: indentation)
            #expect(InlineSnapshotLiteral.value(ofClosure: Array(closure.utf8)) == text)
            let crlf = InlineSnapshotLiteral.closure(for: text, indentation: indentation, newline: "\r\n")
            #expect(InlineSnapshotLiteral.value(ofClosure: Array(crlf.utf8)) == text)
        }
    }

    @Test func handWrittenClosuresAreReadAsSwiftReadsThem() {
        #expect(InlineSnapshotLiteral.value(ofClosure: Array(#" { "a\nb" }"#.utf8)) == "a\nb")
        #expect(InlineSnapshotLiteral.value(ofClosure: Array(##" { #"a\nb"# }"##.utf8)) == #"a\nb"#)
        #expect(InlineSnapshotLiteral.value(ofClosure: Array(" {\n    \"\"\"\n    a \\\n    b\n    \"\"\"\n}".utf8)) == "a b")
        #expect(InlineSnapshotLiteral.value(ofClosure: Array(#" { "\(x)" }"#.utf8)) == nil)
    }
}
