import Testing

@testable import Wireframe

@MainActor
@Suite struct TruncationTests {
    private let english = "The quick brown fox jumps over the lazy dog"
    private let korean = "메시지를 삭제하시겠습니까? 삭제된 메시지는 복구할 수 없습니다."
    private let japanese = "これは日本語のテキストです。改行の位置を確認します。"

    @Test func tailOnOneLineKeepsTheStart() {
        let (layout, drawn) = cellLayout(english, maxWidth: 10, maxLines: 1, truncation: .tail)
        #expect(drawn == "The quick…")
        #expect(layout.lines == [TextLine(segments: [.characters(0..<9), .ellipsis], width: 10)])
        #expect(layout.isTruncated)
    }

    @Test func tailOnTwoLinesFillsTheLastLineCharacterByCharacter() {
        let (layout, drawn) = cellLayout(english, maxWidth: 10, maxLines: 2, truncation: .tail)
        #expect(drawn == "The quick\nbrown fox…")
        #expect(layout.lines.map(\.width) == [9, 10])
    }

    @Test func tailCutsMidWordAndDropsSpacesBeforeTheEllipsis() {
        #expect(
            cellLayout("Hello wonderful world", maxWidth: 12, maxLines: 1).drawn == "Hello wonde…")
        #expect(cellLayout("Hello wonderful world", maxWidth: 7, maxLines: 1).drawn == "Hello…")
    }

    @Test func headOnOneLineKeepsTheEnd() {
        let (layout, drawn) = cellLayout(english, maxWidth: 10, maxLines: 1, truncation: .head)
        #expect(drawn == "…lazy dog")
        #expect(layout.lines == [TextLine(segments: [.ellipsis, .characters(35..<43)], width: 9)])
    }

    @Test func headOnTwoLinesPutsTheEllipsisOnTheLastLine() {
        #expect(
            cellLayout(english, maxWidth: 10, maxLines: 2, truncation: .head).drawn
                == "The quick\n…lazy dog")
    }

    @Test func middleOnOneLineKeepsBothEnds() {
        let (layout, drawn) = cellLayout(english, maxWidth: 10, maxLines: 1, truncation: .middle)
        #expect(drawn == "The q…dog")
        #expect(layout.lines[0].segments == [.characters(0..<5), .ellipsis, .characters(40..<43)])
    }

    @Test func middleOnTwoLinesJoinsTheLastLineToTheEnd() {
        #expect(
            cellLayout(english, maxWidth: 10, maxLines: 2, truncation: .middle).drawn
                == "The quick\nbrown…dog")
    }

    @Test func textThatFitsIsNotTruncated() {
        let (layout, drawn) = cellLayout("The quick", maxWidth: 9, maxLines: 1)
        #expect(drawn == "The quick")
        #expect(!layout.isTruncated)
        #expect(!cellLayout(english, maxWidth: 10, maxLines: 5).layout.isTruncated)
    }

    @Test func unbreakableRunWiderThanTheLineTruncatesOnOneLine() {
        let (layout, drawn) = cellLayout("Supercalifragilistic", maxWidth: 8, maxLines: 1)
        #expect(drawn == "Superca…")
        #expect(layout.width == 8)
        #expect(layout.isTruncated)
    }

    @Test func koreanTruncatesAtTheTail() {
        let (layout, drawn) = cellLayout(korean, maxWidth: 22, maxLines: 2)
        #expect(drawn == "메시지를\n삭제하시겠습니까? 삭…")
        #expect(layout.lines.map(\.width) == [8, 21])
    }

    @Test func koreanTruncatesAtTheHead() {
        let (layout, drawn) = cellLayout(korean, maxWidth: 20, maxLines: 1, truncation: .head)
        #expect(drawn == "…복구할 수 없습니다.")
        #expect(layout.width == 20)
    }

    @Test func japaneseTruncatesAtTheTail() {
        #expect(cellLayout(japanese, maxWidth: 20, maxLines: 1).drawn == "これは日本語のテキ…")
        #expect(cellLayout(japanese, maxWidth: 20, maxLines: 2).drawn == "これは日本語のテキス\nトです。改行の位置…")
    }

    @Test func japaneseTruncatesInTheMiddle() {
        let (layout, drawn) = cellLayout(japanese, maxWidth: 20, maxLines: 1, truncation: .middle)
        #expect(drawn == "これは日本…します。")
        #expect(layout.width == 19)
    }

    @Test func lineLimitCountsParagraphs() {
        let text = "first\nsecond\nthird"
        #expect(
            cellLayout(text, maxWidth: nil, maxLines: 2, truncation: .tail).drawn
                == "first\nsecond…")
        #expect(
            cellLayout(text, maxWidth: nil, maxLines: 2, truncation: .head).drawn == "first\n…third"
        )
        #expect(
            cellLayout(text, maxWidth: nil, maxLines: 1, truncation: .middle).drawn == "first…third"
        )
    }

    @Test func ellipsisWiderThanTheLineStandsAlone() {
        let (layout, drawn) = cellLayout("abc", maxWidth: 0, maxLines: 1)
        #expect(drawn == "…")
        #expect(layout.lines == [TextLine(segments: [.ellipsis], width: 1)])
    }

    @Test func lineLimitBelowOneKeepsOneLine() {
        #expect(cellLayout("a\nb", maxWidth: nil, maxLines: 0).drawn == "a…")
    }
}
