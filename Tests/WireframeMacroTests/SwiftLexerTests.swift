import Testing
import WireframeSyntax

/// The one Swift lexer: tokens for the macro plugin and the preview scanner, and the scanner the
/// inline-snapshot writer steps over literals with, by the same rules.
@Suite struct SwiftLexerTests {
    private func texts(_ code: String) -> [String] {
        let source = SwiftSource(code)
        return source.tokens.map(source.text)
    }

    @Test func commentsAndWhitespaceAreSkippedAndOperatorsSplit() {
        #expect(texts("case child(Child.Action) // the child") == ["case", "child", "(", "Child", ".", "Action", ")"])
        #expect(texts("a /* one /* nested */ still */ b") == ["a", "b"])
        #expect(texts("f() -> [Int]>>") == ["f", "(", ")", "->", "[", "Int", "]", ">", ">"])
    }

    @Test func stringLiteralsOfEveryFormAreOneToken() {
        #expect(texts(#"x = "a \(b) c""#) == ["x", "=", #""a \(b) c""#])
        #expect(texts(##"#"raw "quoted" \(not)"# + y"##) == [##"#"raw "quoted" \(not)"#"##, "+", "y"])
        #expect(texts("\"\"\"\nline \"one\"\n\"\"\" z") == ["\"\"\"\nline \"one\"\n\"\"\"", "z"])
    }

    /// An interpolation's code is stepped over as code: a comment in it may hold a `)` or a quote.
    @Test func anInterpolationMayHoldCommentsAndStrings() {
        let code = #""\(f(/* ) " */ "in)")) done" tail"#
        #expect(texts(code) == [#""\(f(/* ) " */ "in)")) done""#, "tail"])
    }

    @Test func extendedRegexLiteralsAndPoundDirectives() {
        #expect(texts("#if DEBUG\nlet r = #/a)b/#\n#endif") == ["#if", "DEBUG", "let", "r", "=", "#/a)b/#", "#endif"])
    }

    @Test func tokensKnowWhetherALineBreakPrecedesThem() {
        let source = SwiftSource("a /* x\n */ b\nc")
        #expect(source.tokens.map(\.isAtLineStart) == [true, true, true])
        #expect(SwiftSource("a b").tokens.map(\.isAtLineStart) == [true, false])
    }

    @Test func malformedInputEndsTheTokensWithoutACrash() {
        #expect(texts("let s = \"unterminated\nnext") == ["let", "s", "="])
        #expect(texts("a /* never closed") == ["a"])
    }

    @Test func theScannerStepsOverACallsArgumentsByTheSameRules() {
        let bytes = Array(#"f("a)", { "\(1)" }, #/)/#) + 2"#.utf8)
        let scanner = SwiftSourceScanner(bytes: bytes)
        let end = scanner.skipBalanced(from: 1)
        #expect(end.map { String(decoding: bytes[..<$0], as: UTF8.self) } == #"f("a)", { "\(1)" }, #/)/#)"#)
        #expect(SwiftSourceScanner(bytes: Array("(a]".utf8)).skipBalanced(from: 0) == nil)
    }
}
