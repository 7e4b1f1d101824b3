import Testing

@testable import Wireframe

@MainActor
@Suite struct LineBreakerTests {
    private let korean = "메시지를 삭제하시겠습니까? 삭제된 메시지는 복구할 수 없습니다."
    private let japanese = "これは日本語のテキストです。改行の位置を確認します。"

    @Test func englishBreaksAfterSpaces() {
        let (layout, drawn) = cellLayout(
            "The quick brown fox jumps over the lazy dog", maxWidth: 10)
        #expect(
            drawn == """
                The quick
                brown fox
                jumps over
                the lazy
                dog
                """)
        #expect(layout.lines.map(\.width) == [9, 9, 10, 8, 3])
        #expect(layout.width == 10)
        #expect(!layout.isTruncated)
    }

    @Test func spacesAtABreakAreNotDrawnAndDoNotCount() {
        let (layout, drawn) = cellLayout("ab    cd", maxWidth: 4)
        #expect(drawn == "ab\ncd")
        #expect(layout.lines.map(\.width) == [2, 2])
    }

    /// A lone final jamo (U+11A8) draws nothing; after a space that fills the line, it starts
    /// the next line rather than making the space count.
    @Test func aZeroWidthCharacterAfterASpaceAtTheLimitStartsTheNextLine() {
        let (layout, _) = cellLayout("abc \u{11A8}", maxWidth: 3)
        #expect(layout.lines.map(\.width) == [3, 0])
    }

    @Test func textThatFitsStaysOnOneLine() {
        let (layout, drawn) = cellLayout("Delete memo?", maxWidth: 12)
        #expect(drawn == "Delete memo?")
        #expect(layout.lines == [TextLine(segments: [.characters(0..<12)], width: 12)])
    }

    @Test func koreanBreaksBetweenWordsAtWidth20() {
        #expect(
            cellLayout(korean, maxWidth: 20).drawn == """
                메시지를
                삭제하시겠습니까?
                삭제된 메시지는
                복구할 수 없습니다.
                """)
    }

    @Test func koreanBreaksBetweenWordsAtWidth30() {
        #expect(
            cellLayout(korean, maxWidth: 30).drawn == """
                메시지를 삭제하시겠습니까?
                삭제된 메시지는 복구할 수
                없습니다.
                """)
    }

    @Test func koreanWordWiderThanTheLineBreaksBetweenSyllables() {
        #expect(
            cellLayout(korean, maxWidth: 10).drawn == """
                메시지를
                삭제하시겠
                습니까?
                삭제된
                메시지는
                복구할 수
                없습니다.
                """)
    }

    @Test func japaneseBreaksBetweenCharactersButNeverBeforeFullStop() {
        // 13 characters fit; "。" would start the second line, so "す" moves down with it.
        #expect(
            cellLayout(japanese, maxWidth: 26).drawn == """
                これは日本語のテキストで
                す。改行の位置を確認しま
                す。
                """)
    }

    @Test func japaneseKeepsOpeningBracketsAndSmallKanaWithTheirNeighbours() {
        #expect(
            cellLayout("彼は「こんにちは」と言った。", maxWidth: 6).drawn == """
                彼は
                「こん
                にち
                は」と
                言っ
                た。
                """)
    }

    @Test func chineseBreaksBetweenAnyTwoIdeographs() {
        #expect(cellLayout("我们在测试换行，好吗？", maxWidth: 8).drawn == "我们在测\n试换行，\n好吗？")
    }

    @Test func latinNextToJapaneseBreaksAtTheScriptBoundary() {
        #expect(cellLayout("SwiftUIで作った画面", maxWidth: 8).drawn == "SwiftUI\nで作った\n画面")
    }

    @Test func koreanMixedWithLatinBreaksAtSpaces() {
        #expect(cellLayout("iOS 앱에서 메모를 삭제합니다", maxWidth: 12).drawn == "iOS 앱에서\n메모를\n삭제합니다")
    }

    @Test func asciiClosingPunctuationStaysWithItsWord() {
        #expect(cellLayout("one two.", maxWidth: 7).drawn == "one\ntwo.")
        #expect(cellLayout("yes (no)", maxWidth: 7).drawn == "yes\n(no)")
    }

    @Test func hyphenBetweenLettersIsABreakOpportunity() {
        #expect(cellLayout("well-known words", maxWidth: 6).drawn == "well-\nknown\nwords")
    }

    @Test func wordWiderThanTheLineBreaksBetweenCharacters() {
        #expect(
            cellLayout("supercalifragilistic is long", maxWidth: 8).drawn == """
                supercal
                ifragili
                stic is
                long
                """)
    }

    @Test func newlineForcesABreak() {
        let (layout, drawn) = cellLayout("a\nb\n\nc", maxWidth: nil)
        #expect(drawn == "a\nb\n\nc")
        #expect(layout.lines[2] == TextLine(segments: [], width: 0))
        #expect(layout.lines[3] == TextLine(segments: [.characters(5..<6)], width: 1))
    }

    @Test func trailingNewlineEndsWithAnEmptyLine() {
        #expect(cellLayout("abc\n", maxWidth: 10).layout.lines.count == 2)
    }

    @Test func nilWidthBreaksOnlyAtNewlines() {
        let (layout, drawn) = cellLayout("The quick brown fox\n메시지", maxWidth: nil)
        #expect(drawn == "The quick brown fox\n메시지")
        #expect(layout.width == 19)
    }

    @Test func emptyTextIsOneEmptyLine() {
        let emptyLine = TextLine(segments: [], width: 0)
        let expected = TextLayout(lines: [emptyLine], width: 0, isTruncated: false)
        #expect(cellLayout("", maxWidth: 10).layout == expected)
    }

    @Test func onlySpacesAreDrawnWhileTheyFit() {
        let three = TextLine(segments: [.characters(0..<3)], width: 3)
        let two = TextLine(segments: [.characters(0..<2)], width: 2)
        #expect(cellLayout("   ", maxWidth: 10).layout.lines == [three])
        #expect(cellLayout("     ", maxWidth: 2).layout.lines == [two])
        #expect(cellLayout("     ", maxWidth: nil).layout.width == 5)
    }

    @Test func zeroWidthPutsOneCharacterOnEachLine() {
        #expect(cellLayout("ab cd", maxWidth: 0).drawn == "a\nb\nc\nd")
        #expect(cellLayout("한글", maxWidth: -5).drawn == "한\n글")
    }

    @Test func characterWiderThanTheLineGetsALineOfItsOwn() {
        let (layout, drawn) = cellLayout("漢字 ok", maxWidth: 1)
        #expect(drawn == "漢\n字\no\nk")
        #expect(layout.width == 2)
        #expect(!layout.isTruncated)
    }

    @Test func zeroWidthCharactersNeverCauseABreak() {
        let characters: [Character] = ["a", "\u{200D}", "b"]
        let layout = layoutText(
            characters, widths: [1, 0, 1], ellipsisWidth: 1, maxWidth: 1, maxLines: nil,
            truncation: .tail)
        #expect(layout.drawn(characters) == "a\u{200D}\nb")
    }

    @Test func measuredWidthFitsWhenProposedBack() {
        let characters = Array("Lorem ipsum dolor sit amet 가나다 かなカナ")
        let widths = characters.indices.map { 7.3 + Double($0 % 5) * 0.1 }
        func layout(_ maxWidth: Double?) -> TextLayout {
            layoutText(
                characters, widths: widths, ellipsisWidth: 9, maxWidth: maxWidth, maxLines: nil,
                truncation: .tail)
        }
        let natural = layout(nil)
        #expect(layout(natural.width) == natural)
        let wrapped = layout(100)
        #expect(layout(wrapped.width) == wrapped)
    }

    @Test func missingAndInvalidWidthsAreHandled() {
        let characters = Array("abc")
        let layout = layoutText(
            characters, widths: [1, .nan, -4], ellipsisWidth: 1, maxWidth: .nan, maxLines: nil,
            truncation: .tail)
        #expect(layout.lines == [TextLine(segments: [.characters(0..<3)], width: 1)])
        let short = layoutText(
            characters, widths: [1], ellipsisWidth: 1, maxWidth: 5, maxLines: nil, truncation: .tail
        )
        #expect(short.lines == [TextLine(segments: [.characters(0..<1)], width: 1)])
    }
}
