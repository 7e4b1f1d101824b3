import Foundation
import Testing
import Wireframe

/// Text inside layout: it takes the width it needs, wraps at word boundaries (between characters
/// for Japanese, never starting a line with closing punctuation), and truncates with "…" at its
/// line limit or when the proposed height runs out.
///
/// Pictures pin the text to the leading edge with `frame(maxWidth: .infinity, alignment: .leading)`
/// so each line starts in the first column.
@MainActor
@Suite struct TextLayoutTests {
    @Test func textTakesOnlyTheWidthItNeeds() throws {
        let placed = try Text("Hi").placedTree(width: 384, height: nil)
        #expect(placed.frame == CGRect(x: 184, y: 0, width: 16, height: 16))
    }

    @Test func newlineStartsANewLine() throws {
        let placed = try Text("a\nbc").placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 16, height: 32))
    }

    @Test func wideCharactersTakeTwoCells() throws {
        let placed = try Text("메모a").placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 40, height: 16))
    }

    @Test func emojiTakesTwoCellsAndCombiningMarksNone() throws {
        let placed = try Text("👍e\u{301}").placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 24, height: 16))
    }

    @Test func englishWrapsAtWordBoundaries() throws {
        #expect(
            try leading(Text("The quick brown fox"), width: 80) == """
                The quick
                brown fox

                """)
    }

    @Test func wrappedTextIsAsWideAsItsWidestLine() throws {
        let placed = try Text("The quick brown fox").placedTree(width: 88, height: nil)
        #expect(placed.frame == CGRect(x: 8, y: 0, width: 72, height: 32))
    }

    @Test func koreanWrapsAtSpacesKeepingWordsWhole() throws {
        #expect(
            try leading(Text("메시지를 삭제할까요? 삭제한 메시지는 복구할 수 없습니다."), width: 128) == """
                메시지를
                삭제할까요?
                삭제한 메시지는
                복구할 수
                없습니다.

                """)
    }

    @Test func koreanWordWiderThanTheLineBreaksBetweenSyllables() throws {
        #expect(
            try leading(Text("가나다라마바사"), width: 64) == """
                가나다라
                마바사

                """)
    }

    @Test func japaneseWrapsBetweenCharacters() throws {
        #expect(
            try leading(Text("吾輩は猫である"), width: 64) == """
                吾輩は猫
                である

                """)
    }

    @Test func japaneseLineNeverStartsWithAFullStop() throws {
        #expect(
            try leading(Text("今日は晴れです。"), width: 112) == """
                今日は晴れで
                す。

                """)
    }

    /// From three characters a line, the narrowest that holds "る。」", which may not be split.
    @Test func japaneseLineNeverStartsWithClosingPunctuationAtAnyWidth() throws {
        let text = Text("「吾輩は猫である。」名前はまだ無い、どこで生れたかとんと見当がつかぬ。")
        for width in stride(from: CGFloat(48), through: 320, by: 8) {
            let lines = try leading(text, width: width).split(separator: "\n")
            for line in lines {
                #expect(line.first.map { !"、。」』）".contains($0) } ?? true, "width \(width): \(line)")
            }
        }
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() throws {
        #expect(try leading(Text("The quick brown fox jumps").lineLimit(1), width: 80) == "The quick…\n")
    }

    @Test func lineLimitKeepsEarlierLinesAsTheyWrapped() throws {
        #expect(
            try leading(Text("The quick brown fox jumps over").lineLimit(2), width: 80) == """
                The quick
                brown fox…

                """)
    }

    @Test func textFittingItsLineLimitIsNotTruncated() throws {
        #expect(
            try leading(Text("The quick brown fox").lineLimit(2), width: 80) == """
                The quick
                brown fox

                """)
    }

    @Test func lineLimitEndsTheLastKeptParagraphWithAnEllipsis() throws {
        #expect(try leading(Text("a\nb\nc").lineLimit(2), width: 40) == "a\nb…\n")
    }

    @Test func lowerPriorityTextIsTruncatedToMakeRoom() throws {
        let view = HStack {
            Text("Hello world").lineLimit(1)
            Text("end").layoutPriority(1)
        }
        #expect(try view.renderASCII(width: 80, height: nil) == "Hello… end\n")
    }

    @Test func textIsTruncatedWhenTheProposedHeightRunsOut() throws {
        let view = Text("one two three").frame(width: 40, height: 32, alignment: .topLeading)
        #expect(
            try view.renderASCII(width: 40, height: nil) == """
                one
                two…

                """)
    }

    @Test func textKeepsOneLineWhenProposedNoHeight() throws {
        let placed = try Text("one two three").frame(width: 40, height: 0).placedTree(width: 40, height: nil)
        #expect(placed.frame(ofText: "one two three")?.height == 16)
    }

    @Test func koreanTruncationNeverSplitsASyllable() throws {
        #expect(try leading(Text("메시지를 삭제할까요?").lineLimit(1), width: 64) == "메시지…\n")
    }

    @Test func headTruncationKeepsTheEnd() throws {
        #expect(try leading(Text("The quick brown fox").lineLimit(1).truncationMode(.head), width: 80) == "…brown fox\n")
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        #expect(try leading(Text("The quick brown fox").lineLimit(1).truncationMode(.middle), width: 80) == "The q…fox\n")
    }

    @Test func multilineTextAlignmentCentresEachLine() throws {
        #expect(
            try leading(Text("a\nbbb").multilineTextAlignment(.center), width: 40) == """
                 a
                bbb

                """)
    }

    @Test func multilineTextAlignmentTrailingAlignsEachLineRight() throws {
        #expect(
            try leading(Text("a\nbbb").multilineTextAlignment(.trailing), width: 40) == """
                  a
                bbb

                """)
    }

    @Test func textInAFixedWidthFrameWrapsToTheFrame() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("메모 제목").frame(width: 40, alignment: .leading)
            Text("Memo title").frame(width: 40, alignment: .leading)
        }
        #expect(
            try view.renderASCII(width: 40, height: nil) == """
                메모
                제목
                Memo
                title

                """)
    }
}

/// The text rendered pinned to the leading edge of a `width`-point screen.
@MainActor
private func leading(_ text: some View, width: CGFloat) throws -> String {
    try text.frame(maxWidth: .infinity, alignment: .leading).renderASCII(width: width, height: nil)
}
