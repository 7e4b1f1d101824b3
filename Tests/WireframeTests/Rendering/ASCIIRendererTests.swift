import Foundation
import Testing
import Wireframe

/// The ASCII picture: cells of 8 × 16 points, box-drawing outlines, shading for dim layers,
/// wide characters kept whole, and nothing in the output that a terminal would interpret.
@MainActor
@Suite struct ASCIIRendererTests {
    // MARK: Cells

    /// U+0605 is a prepended mark: it and the space after it are one cluster, drawn in one cell.
    @Test func aClusterEndingInASpaceLeavesNoTrailingSpace() throws {
        let picture = try Text("1\u{605} 2\u{605} ").frame(width: 16, alignment: .leading).renderASCII(width: 16, height: nil)
        #expect(picture == "1\u{605}\n2\u{605}\n")
    }

    @Test func screenOf390PointsIs49Columns() throws {
        let text = try VStack { Divider() }.renderASCII(width: 390, height: nil)
        #expect(text == String(repeating: "─", count: 49) + "\n")
    }

    @Test func screenOf844PointsIs53Rows() throws {
        let text = try Text("a").renderASCII(width: 390, height: 844)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 54)
    }

    @Test func paddingOf16PointsIsTwoColumnsAndOneRow() throws {
        let text = try Text("Hi").padding(16).background(Color.white).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ┌────┐
                │ Hi │
                └────┘

                """)
    }

    /// A card 8 points down the screen with its text 14 points inside: on the grid each of
    /// those is a row (a half row rounds up), so the card starts on the second row and its
    /// outline's rows lie around the text's.
    @Test func aCardHalfARowDownStartsARowDownWithItsTextBetweenItsOutlinesRows() throws {
        let card = Text("Row").padding(.horizontal, 8).padding(.vertical, 14)
            .background(RoundedRectangle(cornerRadius: 10).stroke())
            .padding(.top, 8)
        #expect(
            try card.renderASCII(width: 40, height: nil) == """

                ╭───╮
                │Row│
                ╰───╯

                """)
    }

    /// A shape a row tall keeps its one row, whatever the lean.
    @Test func aShapeOneRowTallStaysOneRow() throws {
        let bar = Capsule().stroke().frame(width: 40, height: 16).padding(.top, 8)
        #expect(try bar.renderASCII(width: 40, height: nil) == "\n(   )\n")
    }

    @Test func missingHeightFitsTheScreenToTheContent() throws {
        #expect(try Text("a\nb").renderASCII(width: 8, height: nil) == "a\nb\n")
    }

    @Test func contentIsCentredOnAFixedScreen() throws {
        #expect(try Text("Hi").renderASCII(width: 48, height: 48) == "\n  Hi\n\n")
    }

    // MARK: Outlines

    @Test func strokedRectangleIsABoxDrawingOutline() throws {
        let text = try Rectangle().stroke(.black).frame(width: 48, height: 48).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ┌────┐
                │    │
                └────┘

                """)
    }

    @Test func roundedRectangleHasRoundedCorners() throws {
        let text = try RoundedRectangle(cornerRadius: 8).stroke(.black).frame(width: 48, height: 48).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ╭────╮
                │    │
                ╰────╯

                """)
    }

    @Test func oneRowShapeIsBracketed() throws {
        let text = try Text("OK").padding(.horizontal, 8).background(Color.white).renderASCII(width: 32, height: nil)
        #expect(text == "[OK]\n")
    }

    @Test func oneRowCapsuleIsParenthesised() throws {
        let text = try Text("OK").padding(.horizontal, 8).background(Color.white, in: Capsule()).renderASCII(width: 32, height: nil)
        #expect(text == "(OK)\n")
    }

    @Test func neighboursSnapToCellsWithoutGapsOrOverlaps() throws {
        // 20 pt frames are three columns each in the ASCII target.
        let box = Rectangle().stroke(.black).frame(width: 20, height: 32)
        let text = try HStack(spacing: 0) {
            box
            box
            box
        }.renderASCII(width: 72, height: nil)
        #expect(
            text == """
                ┌─┐┌─┐┌─┐
                └─┘└─┘└─┘

                """)
    }

    @Test func dividerInAVStackIsAHorizontalRule() throws {
        #expect(
            try VStack {
                Text("a")
                Divider()
                Text("b")
            }.renderASCII(width: 40, height: nil) == """
                  a

                ─────

                  b

                """)
    }

    @Test func dividerInAnHStackIsAVerticalBar() throws {
        #expect(
            try HStack {
                Text("a")
                Divider()
                Text("b")
            }.renderASCII(width: 40, height: 48) == """
                  │
                a │ b
                  │

                """)
    }

    @Test func aFilledRectangleThinnerThanHalfACellIsALineJoiningTheLinesItCrosses() throws {
        let card = Rectangle().stroke(.black).frame(width: 48, height: 48)
        let rule = Rectangle().fill(Color.gray).frame(width: 48, height: 2)
        #expect(
            try ZStack {
                card
                rule
            }.renderASCII(width: 48, height: 48) == """
                ┌────┐
                ├────┤
                └────┘

                """)
        let bar = Rectangle().fill(Color.gray).frame(width: 1, height: 32)
        #expect(try bar.renderASCII(width: 24, height: 32) == " │\n │\n")
    }

    /// Text draws on top of the outlines around it: a text on the first row of a box two rows
    /// tall is drawn over the box's top edge, and a 1-point border does not hide it.
    @Test func textIsDrawnOverAnOutlineOnItsRow() throws {
        let text = Text("Hi").frame(width: 32, height: 32, alignment: .top)
        #expect(try text.background(Color.white).renderASCII(width: 32, height: nil) == "┌Hi┐\n└──┘\n")
        #expect(try text.border(.black).renderASCII(width: 32, height: nil) == "┌Hi┐\n└──┘\n")
    }

    @Test func opaqueViewInFrontHidesTheTextBehindIt() throws {
        let text = try ZStack {
            Text("Hello")
            Color.white.frame(width: 16, height: 16)
        }.renderASCII(width: 40, height: nil)
        #expect(text == "He[]o\n")
    }

    // MARK: Dim layers

    @Test func dimLayerShadesEveryBlankCell() throws {
        let text = try ZStack {
            Text("Hi")
            Color.black.opacity(0.4)
        }.renderASCII(width: 48, height: 48)
        #expect(
            text == """
                ░░░░░░
                ░░Hi░░
                ░░░░░░

                """)
    }

    @Test func dimLayerKeepsTheOutlinesBeneathIt() throws {
        let text = try ZStack {
            Text("Hi").padding(8).border(.black)
            Color.black.opacity(0.4)
        }.renderASCII(width: 64, height: 64)
        #expect(
            text == """
                ░░░░░░░░
                ░░┌──┐░░
                ░░│Hi│░░
                ░░└──┘░░

                """)
    }

    // MARK: Wide characters

    @Test func koreanAndEnglishRowsOfTheSameWidthAlign() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("메모")
            Text("memo")
        }
        .padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
        .border(.black)
        #expect(
            try view.renderASCII(width: 48, height: nil) == """
                ┌────┐
                │메모│
                │memo│
                └────┘

                """)
    }

    @Test func wideCharacterThatFitsTheClipIsDrawnWhole() throws {
        let view = Text("가나다라").fixedSize().frame(width: 24, alignment: .leading).clipShape(Rectangle())
        #expect(try view.renderASCII(width: 24, height: nil) == "가\n")
    }

    /// Six columns of text centred in four: one column over each edge, so "가" and "다" are cut
    /// and left out, and "나" keeps its place.
    @Test func wideCharacterCutByTheFrameEdgeIsLeftOut() throws {
        let view = Text("가나다").fixedSize().frame(width: 32).clipShape(Rectangle())
        #expect(try view.renderASCII(width: 32, height: nil) == " 나\n")
    }

    @Test func wideCharacterCutByTheScreenEdgeIsLeftOut() throws {
        #expect(try Text("가나다").fixedSize().renderASCII(width: 32, height: nil) == " 나\n")
    }

    @Test func wideCharacterHalfCoveredByAnOpaqueFillIsRemovedWhole() throws {
        // "나" spans columns 2 and 3; the fill covers columns 0 to 2 and takes the whole character.
        let view = ZStack(alignment: .topLeading) {
            Text("가나").fixedSize()
            Color.white.frame(width: 24, height: 16)
        }
        #expect(try view.renderASCII(width: 32, height: nil) == "[ ]\n")
    }

    @Test func outlineDrawnAfterTextLeavesTheTextReadable() throws {
        // The border's last column falls on the continuation of "나": the character stays whole.
        let view = Text("가나").fixedSize().frame(width: 8).padding(.horizontal, 16).border(.black)
        #expect(try view.renderASCII(width: 40, height: nil) == "[가나\n")
    }

    @Test func combiningMarksAndEmojiSequencesAreDrawnWhole() throws {
        #expect(try Text("e\u{301}👨‍👩‍👧x").renderASCII(width: 32, height: nil) == "e\u{301}👨‍👩‍👧x\n")
    }

    @Test func narrowCharacterBeyondTheBasicPlaneKeepsItsFourBytes() throws {
        #expect(try Text("𝐀b").renderASCII(width: 16, height: nil) == "𝐀b\n")
    }

    @Test func wordColouredApartFromItsTextIsUnderlined() throws {
        let text = Text("a ") + Text("bc").foregroundColor(.red)
        #expect(try text.renderASCII(width: 32, height: nil) == "a b\u{332}c\u{332}\n")
    }

    // MARK: Text safety

    @Test func trailingSpacesAreTrimmed() throws {
        #expect(try Text("a   ").frame(width: 80, alignment: .leading).renderASCII(width: 80, height: nil) == "a\n")
    }

    @Test func everyRowEndsInOneNewline() throws {
        #expect(try Text("Hi").renderASCII(width: 16, height: nil) == "Hi\n")
    }

    @Test func escapeSequencesAreShownAsControlPictures() throws {
        let text = try Text("a\u{1B}[31mred").renderASCII(width: 72, height: nil)
        #expect(text == "a␛[31mred\n")
        #expect(!text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func tabsExpandToTheNextStopOfFourColumns() throws {
        #expect(try Text("a\tb").renderASCII(width: 40, height: nil) == "a   b\n")
    }

    @Test func otherControlCharactersAreVisible() throws {
        let text = try Text("b\u{7}c\u{0}\u{7F}").renderASCII(width: 40, height: nil)
        #expect(text == "b␇c␀␡\n")
    }

    @Test func carriageReturnBreaksTheLineInsteadOfMovingTheCursor() throws {
        #expect(try Text("ab\rc").renderASCII(width: 16, height: nil) == "ab\nc\n")
    }

    // MARK: Scrolling

    @Test func scrollViewClipsItsContentToItsFrame() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Text("row \($0)") } } }
        #expect(
            try view.renderASCII(width: 80, height: 64) == """
                   row 0
                   row 1
                   row 2
                   row 3

                """)
    }

    // MARK: The memo row

    /// The memo row of issue 2: title and description inside the black, rounded row.
    @Test func memoRowDrawsItsTextInsideTheRoundedBox() throws {
        let row = HStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("메모 제목").font(.system(size: 18, weight: .bold)).lineLimit(2).foregroundStyle(.white)
                Text("Memo description").font(.system(size: 16, weight: .regular)).lineLimit(2)
            }
            .padding()
            .background(.black)
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .background(.black)
        .cornerRadius(12)
        let text = try row.renderASCII(width: 390, height: nil)
        #expect(
            text == """
                ╭──────────────────┐────────────────────────────╮
                │ 메모 제목        │                            │
                │                  │                            │
                │ Memo description │                            │
                ╰──────────────────┘────────────────────────────╯

                """)
    }
}
