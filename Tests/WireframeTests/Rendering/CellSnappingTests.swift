import Foundation
import Testing
import Wireframe

/// The ASCII target lays out on its grid of 8 × 16 pt cells, as SwiftUI lays out on pixels:
/// padding and spacing are whole cells, a frame's lengths are rounded up to whole cells and every
/// view sits on a cell's corner, and views sharing a stack's room share whole cells. Identical
/// views then take identical cells wherever they land. Rounding the edges of a layout in points
/// instead draws a view landing half a row down differently from its twin: cards of one stack one
/// or two rows tall, grid rows with gaps of zero or one row, a padded text's outline over the text.
@MainActor @Suite struct CellSnappingTests {
    /// The lines of `view` drawn `width` points wide.
    private func lines(of view: some View, width: CGFloat = 390) throws -> [Substring] {
        try view.renderASCII(width: width, height: nil).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The indices of the lines holding `character`.
    private func rows(of character: Character, in lines: [Substring]) -> [Int] {
        lines.indices.filter { lines[$0].contains(character) }
    }

    /// The differences between neighbouring values.
    private func steps(_ values: [Int]) -> [Int] {
        zip(values.dropFirst(), values).map { $0 - $1 }
    }

    @Test func identicalCardsInAStackTakeTheSameRowsWithEqualGaps() throws {
        let picture = try lines(
            of: VStack(spacing: 8) {
                ForEach(0..<4, id: \.self) { index in
                    Text("Card \(index)").padding(8).frame(maxWidth: .infinity).border(.black)
                }
            })
        let tops = rows(of: "┌", in: picture)
        let bottoms = rows(of: "└", in: picture)
        try #require(tops.count == 4 && bottoms.count == 4)
        // Each card: its outline's rows around a row of text, 8 pt of padding being a row.
        #expect(zip(bottoms, tops).map { $0 - $1 } == [2, 2, 2, 2])
        // 8 pt of spacing is a blank row between each two cards.
        #expect(zip(tops.dropFirst(), bottoms).map { $0 - $1 } == [2, 2, 2])
        for (index, top) in tops.enumerated() {
            #expect(picture[top + 1].hasPrefix("│") && picture[top + 1].contains("Card \(index)"))
        }
    }

    @Test func rowsOfALazyGridAreAlikeAndEvenlySpaced() throws {
        let picture = try lines(
            of: LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<6, id: \.self) { index in
                    Text("Item \(index)").frame(height: 40).frame(maxWidth: .infinity).border(.black)
                }
            })
        let tops = rows(of: "┌", in: picture)
        let bottoms = rows(of: "└", in: picture)
        try #require(tops.count == 3 && bottoms.count == 3)
        // 40 pt is three rows; the 10 pt between rows is a blank row.
        #expect(zip(bottoms, tops).map { $0 - $1 } == [2, 2, 2])
        #expect(zip(tops.dropFirst(), bottoms).map { $0 - $1 } == [2, 2])
        // Both cells of each row are outlined on the same rows.
        for top in tops { #expect(picture[top].filter { $0 == "┌" }.count == 2) }
        for bottom in bottoms { #expect(picture[bottom].filter { $0 == "└" }.count == 2) }
    }

    @Test func textsOfAStackAreEvenlySpaced() throws {
        let picture = try lines(of: VStack { ForEach(0..<6, id: \.self) { Text("Row \($0)") } })
        let texts = rows(of: "R", in: picture)
        try #require(texts.count == 6)
        // 16 pt lines 8 pt apart: a blank row between each two.
        #expect(steps(texts) == [2, 2, 2, 2, 2])
        for (index, row) in texts.enumerated() { #expect(picture[row].contains("Row \(index)")) }
    }

    /// 390 pt are 48.75 columns, drawn on 49: three flexible views share them as 17, 16 and 16
    /// columns, the one left over going to the leftmost.
    @Test func flexibleViewsOfAStackShareWholeColumnsTheLeftoverLeftmostFirst() throws {
        let boxes = HStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Rectangle().stroke() } }.frame(height: 48)
        let picture = try lines(of: boxes)
        #expect(picture[0] == "┌───────────────┐┌──────────────┐┌──────────────┐")
    }

    /// 200 pt are 12.5 rows, drawn on 13: three flexible views share them as 5, 4 and 4 rows.
    @Test func flexibleViewsOfAVStackShareWholeRowsTheLeftoverTopmostFirst() throws {
        let boxes = VStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Rectangle().stroke() } }.frame(width: 24)
        let picture = try boxes.renderASCII(width: 24, height: 200).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(steps(rows(of: "┌", in: picture)) == [5, 4])
        #expect(zip(rows(of: "└", in: picture), rows(of: "┌", in: picture)).map { $0 - $1 + 1 } == [5, 4, 4])
    }

    @Test func aPaddedTextSitsBetweenItsOutlinesRows() throws {
        let picture = try lines(of: Text("Hi").padding(8).border(.black))
        let top = try #require(rows(of: "┌", in: picture).first)
        let bottom = try #require(rows(of: "└", in: picture).first)
        #expect(bottom - top == 2)
        #expect(picture[top + 1].trimmingCharacters(in: .whitespaces) == "│Hi│")
    }
}
