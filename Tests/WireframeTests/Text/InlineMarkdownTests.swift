import Testing

@testable import Wireframe

@Suite struct InlineMarkdownTests {
    private func spans(_ source: String) -> [String] {
        InlineMarkdown.parse(source).map { span in
            var marks = ""
            if span.style.contains(.stronglyEmphasized) { marks += "b" }
            if span.style.contains(.emphasized) { marks += "i" }
            if span.style.contains(.code) { marks += "c" }
            if span.style.contains(.strikethrough) { marks += "s" }
            if let link = span.link { marks += "@" + link }
            return marks.isEmpty ? span.text : "\(span.text)/\(marks)"
        }
    }

    @Test func strongEmphasisAndCodeBecomeStyledSpans() {
        #expect(spans("**bold** and *italic* and `code`") == ["bold/b", " and ", "italic/i", " and ", "code/c"])
    }

    @Test func underscoresEmphasiseButNotInsideAWord() {
        #expect(spans("__strong__ _em_") == ["strong/b", " ", "em/i"])
        #expect(spans("snake_case_name") == ["snake_case_name"])
    }

    @Test func tripleDelimitersAreStrongAndEmphasised() {
        #expect(spans("***both***") == ["both/bi"])
    }

    @Test func tildesStrikeThrough() {
        #expect(spans("~~gone~~ kept") == ["gone/s", " kept"])
    }

    @Test func aLinkKeepsItsTextAndDestination() {
        #expect(spans("See [the docs](https://example.com) now") == ["See ", "the docs/@https://example.com", " now"])
        #expect(spans("[**bold** link](x)") == ["bold/b@x", " link/@x"])
    }

    @Test func unmatchedDelimitersAreCharacters() {
        #expect(spans("5 * 3 = 15") == ["5 * 3 = 15"])
        #expect(spans("**open") == ["**open"])
        #expect(spans("`tick") == ["`tick"])
        #expect(spans("[not a link]") == ["[not a link]"])
    }

    @Test func aBackslashEscapesSyntax() {
        #expect(spans(#"\*not\* em"#) == ["*not* em"])
    }

    @Test func codeKeepsWhatItHoldsAsWritten() {
        #expect(spans("`a *b* c`") == ["a *b* c/c"])
        #expect(spans("`` `x` ``") == ["`x`/c"])
    }

    @Test func whitespaceIsKeptCollapsedOrJoinedByParagraph() {
        #expect(InlineMarkdown.parse("a\n\nb  c", whitespace: .preserved).map(\.text) == ["a\n\nb  c"])
        #expect(InlineMarkdown.parse("a\n\nb  c", whitespace: .collapsed).map(\.text) == ["a b c"])
        #expect(InlineMarkdown.parse("one\ntwo\n\nthree", whitespace: .paragraphs).map(\.text) == ["one twothree"])
    }

    @Test func hostileInputIsReadInTimeAndKeepsItsCharacters() {
        let brackets = String(repeating: "[a](", count: 20_000)
        #expect(InlineMarkdown.parse(brackets).map(\.text).joined() == brackets)
        let stars = String(repeating: "a* ", count: 20_000)
        #expect(InlineMarkdown.parse(stars).map(\.text).joined() == stars)
        let escape = "\u{1B}[31m*red*"
        #expect(InlineMarkdown.parse(escape).map(\.text) == ["\u{1B}[31m", "red"])
        #expect(InlineMarkdown.parse("").isEmpty)
    }
}
