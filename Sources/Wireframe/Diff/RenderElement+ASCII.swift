import Foundation

extension RenderElement {
    /// The texts of an ASCII picture: each run of characters other than spaces, box drawing and
    /// shading (words joined by single spaces) is one `Text` element, its frame the cells it
    /// covers (8 × 16 points each, a wide character two cells). An ASCII picture has no colours,
    /// so only texts can be compared.
    ///
    /// ```swift
    /// RenderElement.elements(ofASCII: "│ 취소 │ OK │").map(\.label)   // ["취소", "OK"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the picture's length.
    package static func elements(ofASCII picture: String) -> [RenderElement] {
        var elements: [RenderElement] = []
        for (row, line) in picture.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            appendTexts(of: line, row: row, to: &elements)
        }
        return elements
    }

    /// The texts of the rows that differ between two ASCII pictures: a text never spans rows,
    /// so a row that is the same in both draws the same texts in the same places and is not read.
    ///
    /// - Complexity: O(*n*) byte comparisons, plus the reading of the rows that differ.
    static func changedElements(oldASCII: String, newASCII: String) -> (old: [RenderElement], new: [RenderElement]) {
        let oldBytes = Array(oldASCII.utf8)
        let newBytes = Array(newASCII.utf8)
        let oldRows = rows(of: oldBytes)
        let newRows = rows(of: newBytes)
        var old: [RenderElement] = []
        var new: [RenderElement] = []
        for row in 0..<max(oldRows.count, newRows.count) {
            let oldRow = row < oldRows.count ? oldBytes[oldRows[row]] : nil
            let newRow = row < newRows.count ? newBytes[newRows[row]] : nil
            if let oldRow, let newRow, isSame(oldRow, newRow) { continue }
            if let oldRow { appendTexts(of: Substring(String(decoding: oldRow, as: UTF8.self)), row: row, to: &old) }
            if let newRow { appendTexts(of: Substring(String(decoding: newRow, as: UTF8.self)), row: row, to: &new) }
        }
        return (old, new)
    }

    /// The byte ranges of the rows of a picture, split on line feeds.
    private static func rows(of bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            var rows: [Range<Int>] = []
            var start = 0
            while let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, 0x0A, buffer.count - start)
            {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                rows.append(start..<end)
                start = end + 1
            }
            rows.append(start..<max(start, buffer.count))
            return rows
        }
    }

    private static func isSame(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                guard let x = left.baseAddress, let y = right.baseAddress else { return true }
                return memcmp(x, y, left.count) == 0
            }
        }
    }

    /// Appends the texts of the row `row` of a picture.
    private static func appendTexts(of line: Substring, row: Int, to elements: inout [RenderElement]) {
        let cell = CGSize(width: ASCIIRenderer.Options.default.cellWidth, height: ASCIIRenderer.Options.default.cellHeight)
        var column = 0
        var run = ""
        var runStart = 0
        var runEnd = 0
        var pendingSpace = false
        func flush() {
            guard !run.isEmpty else { return }
            let frame = CGRect(
                x: CGFloat(runStart) * cell.width, y: CGFloat(row) * cell.height,
                width: CGFloat(runEnd - runStart) * cell.width, height: cell.height)
            elements.append(RenderElement(role: "Text", label: run, frame: frame))
            run = ""
        }
        for character in line {
            let width = displayWidth(of: character)
            if character == " " {
                // One space joins words; a second ends the run.
                if pendingSpace { flush() }
                pendingSpace = !run.isEmpty && !pendingSpace
            } else if Self.isDrawing(character) {
                flush()
                pendingSpace = false
            } else {
                if run.isEmpty {
                    runStart = column
                } else if pendingSpace {
                    run.append(" ")
                }
                pendingSpace = false
                run.append(character)
                runEnd = column + width
            }
            column += width
        }
        flush()
    }

    /// Whether `character` draws a line, a box or a shade rather than text.
    private static func isDrawing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        // Box drawing, block elements and geometric shapes.
        return (0x2500...0x25FF).contains(scalar.value)
    }
}
