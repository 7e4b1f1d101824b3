import Foundation

/// A rectangle of terminal cells: columns and rows, half-open.
struct CellRect: Equatable {
    var minColumn: Int
    var minRow: Int
    var maxColumn: Int
    var maxRow: Int

    var width: Int { maxColumn - minColumn }
    var height: Int { maxRow - minRow }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: max(minColumn, other.minColumn),
            minRow: max(minRow, other.minRow),
            maxColumn: min(maxColumn, other.maxColumn),
            maxRow: min(maxRow, other.maxRow)
        )
    }
}

/// A grid of terminal cells that keeps wide characters whole.
///
/// A wide character fills its cell and the next (a continuation cell). Writing over either half
/// blanks the other, so the output never holds half a character.
struct CellGrid {
    let columns: Int
    let rows: Int
    private var characters: [Character]
    /// 1 or 2 for a cell that starts a character, 0 for the continuation of a wide one.
    private var widths: [UInt8]
    /// Whether a cell holds text, which outlines drawn later leave in place.
    private var textCells: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        characters = Array(repeating: " ", count: columns * rows)
        widths = Array(repeating: 1, count: columns * rows)
        textCells = Array(repeating: false, count: columns * rows)
    }

    var bounds: CellRect { CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows) }

    func character(column: Int, row: Int) -> Character {
        characters[row * columns + column]
    }

    /// Writes `character` of `width` cells at a cell, if it fits wholly inside `clip`.
    ///
    /// Text marks its cells; a line glyph (`isLine`) never replaces text, so an outline drawn
    /// after the text it surrounds leaves the text readable.
    mutating func put(_ character: Character, width: Int, column: Int, row: Int, clip: CellRect, isText: Bool = false, isLine: Bool = false) {
        guard width > 0, clip.contains(column: column, row: row), clip.contains(column: column + width - 1, row: row) else { return }
        if isLine {
            for offset in 0..<width where textCells[row * columns + column + offset] { return }
            if widths[row * columns + column] == 0, column > 0, textCells[row * columns + column - 1] { return }
        }
        for offset in 0..<width { release(column: column + offset, row: row) }
        let index = row * columns + column
        characters[index] = character
        widths[index] = UInt8(width)
        for offset in 0..<width { textCells[index + offset] = isText }
        if width == 2 {
            characters[index + 1] = " "
            widths[index + 1] = 0
        }
    }

    /// Blanks a cell, first blanking the rest of any wide character it belongs to.
    private mutating func release(column: Int, row: Int) {
        let index = row * columns + column
        if widths[index] == 0, column > 0 {
            characters[index - 1] = " "
            widths[index - 1] = 1
        } else if widths[index] == 2, column + 1 < columns {
            characters[index + 1] = " "
            widths[index + 1] = 1
        }
        characters[index] = " "
        widths[index] = 1
        textCells[index] = false
    }

    /// Blanks every cell of `rect` inside `clip`.
    mutating func clear(_ rect: CellRect, clip: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn { release(column: column, row: row) }
        }
    }

    /// Puts `shade` in every blank cell of `rect` inside `clip`, keeping what is drawn there.
    mutating func shade(_ rect: CellRect, with shade: Character, clip: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                let index = row * columns + column
                if widths[index] == 1, characters[index] == " " { characters[index] = shade }
            }
        }
    }

    /// The grid as lines with trailing spaces trimmed, each ending in a newline.
    func text() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * rows * 2 + rows)
        for row in 0..<rows {
            let lineStart = bytes.count
            var lastVisible = lineStart
            for column in 0..<columns {
                let index = row * columns + column
                guard widths[index] != 0 else { continue }
                let character = characters[index]
                if character == " " {
                    bytes.append(0x20)
                } else {
                    bytes.append(contentsOf: character.utf8)
                    lastVisible = bytes.count
                }
            }
            bytes.removeSubrange(lastVisible...)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
