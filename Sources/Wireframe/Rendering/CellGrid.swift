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
/// blanks the other, so the output never holds half a character. Cells hold one scalar each;
/// the rare character of several scalars (a combining mark, an emoji sequence) is kept aside.
struct CellGrid {
    let columns: Int
    let rows: Int
    private var scalars: [Unicode.Scalar]
    /// Characters of more than one scalar, by cell index; `scalars` holds their first scalar.
    private var clusters: [Int: Character] = [:]
    /// 1 or 2 for a cell that starts a character, 0 for the continuation of a wide one.
    private var widths: [UInt8]
    /// Whether a cell holds text, which outlines drawn later leave in place.
    private var textCells: [Bool]

    private static let blank: Unicode.Scalar = " "

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        scalars = Array(repeating: Self.blank, count: columns * rows)
        widths = Array(repeating: 1, count: columns * rows)
        textCells = Array(repeating: false, count: columns * rows)
    }

    var bounds: CellRect { CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows) }

    func character(column: Int, row: Int) -> Character {
        let index = row * columns + column
        return clusters[index] ?? Character(scalars[index])
    }

    /// Writes `character` of `width` cells at a cell, if it fits wholly inside `clip`; text
    /// (`isText`) marks its cells, which line glyphs drawn later leave in place (`putLine`).
    mutating func put(_ character: Character, width: Int, column: Int, row: Int, clip: CellRect, isText: Bool = false) {
        guard width > 0, clip.contains(column: column, row: row), clip.contains(column: column + width - 1, row: row) else { return }
        let index = row * columns + column
        for offset in 0..<width { release(index + offset, column: column + offset) }
        let unicodeScalars = character.unicodeScalars
        guard let first = unicodeScalars.first else { return }
        scalars[index] = first
        if unicodeScalars.count > 1 { clusters[index] = character }
        widths[index] = UInt8(width)
        textCells[index] = isText
        if width == 2 {
            widths[index + 1] = 0
            textCells[index + 1] = isText
        }
    }

    /// Writes a one-cell line glyph at a cell inside `clip`, unless the cell holds text, so an
    /// outline drawn after the text it surrounds leaves the text readable.
    mutating func putLine(_ glyph: Unicode.Scalar, column: Int, row: Int, clip: CellRect) {
        guard clip.contains(column: column, row: row) else { return }
        let index = row * columns + column
        guard !textCells[index] else { return }
        if widths[index] == 0, column > 0, textCells[index - 1] { return }
        if widths[index] != 1 || (!clusters.isEmpty && clusters[index] != nil) {
            release(index, column: column)
        }
        scalars[index] = glyph
    }

    /// Blanks a cell, first blanking the rest of any wide character it belongs to.
    private mutating func release(_ index: Int, column: Int) {
        switch widths[index] {
        case 0 where column > 0:
            blank(index - 1)
        case 2 where column + 1 < columns:
            blank(index + 1)
        default:
            break
        }
        blank(index)
    }

    private mutating func blank(_ index: Int) {
        if scalars[index] != Self.blank || widths[index] != 1 {
            scalars[index] = Self.blank
            widths[index] = 1
        }
        if !clusters.isEmpty { clusters[index] = nil }
        textCells[index] = false
    }

    /// Blanks every cell of `rect` inside `clip`.
    mutating func clear(_ rect: CellRect, clip: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            let start = row * columns + area.minColumn
            let end = row * columns + area.maxColumn
            // Only the edges can split a wide character; release those whole, fill the rest.
            release(start, column: area.minColumn)
            release(end - 1, column: area.maxColumn - 1)
            scalars.withUnsafeMutableBufferPointer { $0[start..<end].update(repeating: Self.blank) }
            widths.withUnsafeMutableBufferPointer { $0[start..<end].update(repeating: 1) }
            textCells.withUnsafeMutableBufferPointer { $0[start..<end].update(repeating: false) }
            if !clusters.isEmpty {
                for index in start..<end { clusters[index] = nil }
            }
        }
    }

    /// Puts `shade` in every blank cell of `rect` inside `clip`, keeping what is drawn there.
    mutating func shade(_ rect: CellRect, with shade: Unicode.Scalar, clip: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                let index = row * columns + column
                if widths[index] == 1, scalars[index] == Self.blank { scalars[index] = shade }
            }
        }
    }

    /// The grid as lines with trailing spaces trimmed, each ending in a newline.
    func text() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * rows * 2 + rows)
        for row in 0..<rows {
            var lastVisible = bytes.count
            for column in 0..<columns {
                let index = row * columns + column
                guard widths[index] != 0 else { continue }
                let scalar = scalars[index]
                if scalar == Self.blank, clusters.isEmpty || clusters[index] == nil {
                    bytes.append(0x20)
                    continue
                }
                if let cluster = clusters[index] {
                    bytes.append(contentsOf: cluster.utf8)
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
                lastVisible = bytes.count
            }
            bytes.removeSubrange(lastVisible...)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
