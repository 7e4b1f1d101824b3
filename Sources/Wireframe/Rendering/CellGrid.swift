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
/// blanks the other, so the output never holds half a character. Each cell is one 32-bit word —
/// its scalar, its width and two flags (see ``Cell``) — so filling a rectangle is filling words,
/// and the picture is written row by row straight into the string's UTF-8. The rare character of
/// several scalars (a combining mark, an emoji sequence) is kept aside.
struct CellGrid {
    let columns: Int
    let rows: Int
    private var cells: [UInt32]
    /// Characters of more than one scalar, by cell index; their cells hold the first scalar.
    private var clusters: [Int: Character] = [:]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell.blank, count: columns * rows)
    }

    var bounds: CellRect { CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows) }

    func character(column: Int, row: Int) -> Character {
        let index = row * columns + column
        return clusters[index] ?? Character(Cell.scalar(of: cells[index]))
    }

    /// Writes `character` of `width` cells at a cell, if it fits wholly inside `clip`; text
    /// (`isText`) marks its cells, which line glyphs drawn later leave in place (`putLine`).
    mutating func put(_ character: Character, width: Int, column: Int, row: Int, clip: CellRect, isText: Bool = false) {
        // A character's UTF-8 is valid, so its first scalar decodes from the lead byte's length.
        var bytes = character.utf8.makeIterator()
        guard let lead = bytes.next() else { return }
        var scalar = UInt32(lead)
        if lead >= 0xC0 {
            let continuations = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
            scalar &= 0x3F >> UInt32(continuations)
            for _ in 0..<continuations { scalar = scalar << 6 | UInt32(bytes.next() ?? 0x80) & 0x3F }
        }
        let isSingleScalar = bytes.next() == nil
        guard put(scalar, width: width, column: column, row: row, clip: clip, isText: isText, isCluster: !isSingleScalar) else {
            return
        }
        if !isSingleScalar { clusters[row * columns + column] = character }
    }

    /// Writes one scalar of `width` cells at a cell, if it fits wholly inside `clip`, and says
    /// whether it did. A cluster's remaining scalars are the caller's to keep.
    @discardableResult
    mutating func put(
        _ scalar: UInt32, width: Int, column: Int, row: Int, clip: CellRect, isText: Bool, isCluster: Bool = false
    ) -> Bool {
        guard width == 1 || width == 2, clip.contains(column: column, row: row), clip.contains(column: column + width - 1, row: row)
        else { return false }
        let index = row * columns + column
        for offset in 0..<width where !Cell.isPlain(cells[index + offset]) { release(index + offset, column: column + offset) }
        let flags = (isText ? Cell.text : 0) | (isCluster ? Cell.cluster : 0)
        cells[index] = scalar | UInt32(width) << Cell.widthShift | flags
        if width == 2 { cells[index + 1] = UInt32(Cell.space) | (isText ? Cell.text : 0) }
        return true
    }

    /// Writes a one-cell line glyph at a cell inside `clip`, unless the cell holds text, so an
    /// outline drawn after the text it surrounds leaves the text readable.
    mutating func putLine(_ glyph: Unicode.Scalar, column: Int, row: Int, clip: CellRect) {
        guard clip.contains(column: column, row: row) else { return }
        let index = row * columns + column
        let cell = cells[index]
        guard cell & Cell.text == 0 else { return }
        if Cell.width(of: cell) == 0, column > 0, cells[index - 1] & Cell.text != 0 { return }
        if Cell.width(of: cell) != 1 || cell & Cell.cluster != 0 { release(index, column: column) }
        cells[index] = glyph.value | Cell.one
    }

    /// The character in the cell at `column`, `row`; a space outside the grid.
    func scalar(column: Int, row: Int) -> Unicode.Scalar {
        guard column >= 0, column < columns, row >= 0, row < cells.count / Swift.max(columns, 1) else { return " " }
        return Cell.scalar(of: cells[row * columns + column])
    }

    /// Writes a one-cell line glyph in the cells of `row` from `columns` inside `clip`, as
    /// `putLine(_:column:row:clip:)` writes each.
    mutating func putLine(_ glyph: Unicode.Scalar, columns: Range<Int>, row: Int, clip: CellRect) {
        guard row >= clip.minRow, row < clip.maxRow else { return }
        let start = Swift.max(columns.lowerBound, clip.minColumn)
        let end = Swift.min(columns.upperBound, clip.maxColumn)
        guard start < end else { return }
        let line = glyph.value | Cell.one
        for column in start..<end {
            let index = row * self.columns + column
            if Cell.isPlain(cells[index]) {
                cells[index] = line
            } else {
                putLine(glyph, column: column, row: row, clip: clip)
            }
        }
    }

    /// Blanks a cell, first blanking the rest of any wide character it belongs to.
    private mutating func release(_ index: Int, column: Int) {
        switch Cell.width(of: cells[index]) {
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
        if cells[index] & Cell.cluster != 0 { clusters[index] = nil }
        cells[index] = Cell.blank
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
            if !clusters.isEmpty {
                for index in start..<end where cells[index] & Cell.cluster != 0 { clusters[index] = nil }
            }
            cells.withUnsafeMutableBufferPointer { $0[start..<end].update(repeating: Cell.blank) }
        }
    }

    /// Puts `shade` in every blank cell of `rect` inside `clip`, keeping what is drawn there.
    mutating func shade(_ rect: CellRect, with shade: Unicode.Scalar, clip: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.minRow..<area.maxRow {
                for index in (row * columns + area.minColumn)..<(row * columns + area.maxColumn) where Cell.isBlank(cells[index]) {
                    cells[index] = (cells[index] & ~Cell.scalarMask) | shade.value
                }
            }
        }
    }

    /// The grid as lines with trailing spaces trimmed, each ending in a newline.
    ///
    /// - Complexity: O(*cells*): one pass finds where each row ends and how many bytes it takes,
    ///   a second writes them into the string's storage.
    func text() -> String {
        cells.withUnsafeBufferPointer { cells in
            var ends = [Int](repeating: 0, count: rows)
            var byteCount = rows
            for row in 0..<rows {
                let start = row * columns
                var end = start + columns
                while end > start, Cell.isBlank(cells[end - 1]) { end -= 1 }
                ends[row] = end
                for index in start..<end { byteCount &+= Cell.utf8Count(of: cells[index]) }
            }
            for (index, cluster) in clusters {
                byteCount += cluster.utf8.count - Cell.utf8Count(of: cells[index])
            }
            return String(unsafeUninitializedCapacity: byteCount) { bytes in
                var offset = 0
                for row in 0..<rows {
                    let rowStart = offset
                    for index in (row * columns)..<ends[row] {
                        let cell = cells[index]
                        // Most cells are one ASCII byte: a space or a letter.
                        if cell & (Cell.widthMask | Cell.cluster | 0x1F_FF80) == Cell.one {
                            bytes[offset] = UInt8(truncatingIfNeeded: cell)
                            offset &+= 1
                        } else if cell & Cell.cluster != 0, let cluster = clusters[index] {
                            for byte in cluster.utf8 {
                                bytes[offset] = byte
                                offset += 1
                            }
                        } else {
                            offset = Cell.writeUTF8(of: cell, into: bytes, at: offset)
                        }
                    }
                    // A prepended mark joins the space after it into its cluster ("\u{605} "), whose
                    // last byte is then a space: the line still ends without one.
                    while offset > rowStart, bytes[offset - 1] == 0x20 { offset -= 1 }
                    bytes[offset] = 0x0A
                    offset += 1
                }
                return offset
            }
        }
    }
}

/// The layout of a cell's word: the scalar in the low 21 bits, then the width (1 or 2 for a cell
/// that starts a character, 0 for the continuation of a wide one), then whether the cell holds
/// text and whether its character has more scalars, kept in the grid's clusters.
private enum Cell {
    static let scalarMask: UInt32 = 0x1F_FFFF
    static let widthShift: UInt32 = 21
    static let widthMask: UInt32 = 0b11 << widthShift
    static let one: UInt32 = 1 << widthShift
    static let text: UInt32 = 1 << 23
    static let cluster: UInt32 = 1 << 24
    static let space: UInt32 = 0x20
    static let blank: UInt32 = space | one

    static func width(of cell: UInt32) -> UInt32 { (cell & widthMask) >> widthShift }

    static func scalar(of cell: UInt32) -> Unicode.Scalar { Unicode.Scalar(cell & scalarMask) ?? " " }

    /// Whether the cell holds a one-cell character of one scalar that is not text: overwriting it
    /// needs no care.
    static func isPlain(_ cell: UInt32) -> Bool { cell & (widthMask | text | cluster) == one }

    /// Whether the cell shows nothing: a one-cell space of a single scalar, text or not.
    static func isBlank(_ cell: UInt32) -> Bool { cell & ~text == blank }

    /// The bytes the cell writes: none for a continuation, else its scalar's UTF-8.
    static func utf8Count(of cell: UInt32) -> Int {
        // Branch-free, so that counting a row's bytes is a tight loop.
        let scalar = cell & scalarMask
        let count = 1 &+ (scalar >= 0x80 ? 1 : 0) &+ (scalar >= 0x800 ? 1 : 0) &+ (scalar >= 0x1_0000 ? 1 : 0)
        return cell & widthMask == 0 ? 0 : count
    }

    /// Writes the cell's scalar as UTF-8 at `offset` (nothing for a continuation) and returns the
    /// offset after it.
    static func writeUTF8(of cell: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        guard cell & widthMask != 0 else { return offset }
        let scalar = cell & scalarMask
        switch scalar {
        case ..<0x80:
            bytes[offset] = UInt8(truncatingIfNeeded: scalar)
            return offset + 1
        case ..<0x800:
            bytes[offset] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return offset + 2
        case ..<0x1_0000:
            bytes[offset] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            bytes[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return offset + 3
        default:
            bytes[offset] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            bytes[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            bytes[offset + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return offset + 4
        }
    }
}
