import Foundation

extension ASCIIRenderer {
    // MARK: Text

    /// Draws a text field's text or placeholder from its leading edge, on the row of its centre,
    /// as far as it fits. A focused field's caret is a `|` after its text, or before its
    /// placeholder, which then starts a cell later.
    mutating func drawTextField(_ field: TextFieldDrawing, clip: CellRect) {
        let rect = cells(field.frame)
        let row = Int((field.frame.midY / options.cellHeight).rounded(.down).clampedForCells)
        // What fits, caret included, placed by the alignment in the cells left over.
        let caretWidth = field.caret == nil ? 0 : 1
        var used = caretWidth
        var characters: [(Character, Int)] = []
        for character in field.shown where character != "\n" {
            let width = cellWidth(of: character)
            guard width > 0 else { continue }
            guard rect.minColumn + used + width <= rect.maxColumn else { break }
            characters.append((character, width))
            used += width
        }
        let spare = Swift.max(rect.maxColumn - rect.minColumn - used, 0)
        var column = rect.minColumn + Int((Double(spare) * Double(field.alignment.fraction)).rounded())
        func putCaret() {
            guard caretWidth > 0, column < rect.maxColumn else { return }
            grid.put("|", width: 1, column: column, row: row, clip: clip, isText: true)
            column += 1
        }
        if field.isPlaceholder { putCaret() }
        for (character, width) in characters {
            grid.put(character, width: width, column: column, row: row, clip: clip, isText: true)
            column += width
        }
        if !field.isPlaceholder { putCaret() }
    }

    /// Draws each line aligned in the text's frame, a character at a time, with runs coloured
    /// apart from the text underlined and struck-through runs struck.
    mutating func drawText(_ drawing: TextDrawing, clip: CellRect) {
        let text = drawing.text
        let lines = drawing.lines
        let frame = drawing.frame
        let marks = Self.marks(of: text)
        // Small capitals are drawn as capitals: a cell has one size of letter.
        let capitals = text.runs.indices.map { text.font(ofRun: $0).capitals }
        let hasCapitals = capitals.contains { $0 != nil }
        let hasScalars = marks == nil && !hasCapitals && Self.scalars(of: text, count: lines.characters.count, into: &textScalars)
        let cellWidth = Double(options.cellWidth)
        let fraction = text.alignment.fraction
        // The blank cells letter spacing adds after each character of a run; layout measured them.
        let spacingCells = text.runs.map { Int(Swift.max(Double($0.letterSpacing), 0) / cellWidth) }
        let isSpaced = spacingCells.contains { $0 > 0 }
        for (lineIndex, line) in lines.layout.lines.enumerated() {
            let y = frame.minY + CGFloat(lineIndex) * lines.lineHeight
            let x = frame.minX + (frame.width - CGFloat(line.width)) * fraction
            let row = Int((y / options.cellHeight).rounded(.toNearestOrAwayFromZero).clampedForCells)
            var column = Int((x / options.cellWidth).rounded(.toNearestOrAwayFromZero).clampedForCells)
            guard row >= clip.minRow, row < clip.maxRow else { continue }
            for segment in line.segments {
                switch segment {
                case .ellipsis:
                    grid.put("…", width: 1, column: column, row: row, clip: clip, isText: true)
                    column += 1
                case .characters(let range):
                    // Layout measured every character in cells of this width, so its advance,
                    // rounded, is its width in cells.
                    for index in range {
                        let advance = Int(lines.advances[index] / cellWidth + 0.5)
                        let width = isSpaced ? advance - spacingCells[lines.runIndices[index]] : advance
                        guard width > 0 else {
                            column += Swift.max(advance, 0)
                            continue
                        }
                        defer { column += advance - width }
                        if hasScalars {
                            grid.put(textScalars[index], width: width, column: column, row: row, clip: clip, isText: true)
                            column += width
                            continue
                        }
                        var character = lines.characters[index]
                        if hasCapitals, let caps = capitals[lines.runIndices[index]], let capital = caps.smallCapital(of: character) {
                            character = capital
                        }
                        if let marks, !marks[lines.runIndices[index]].isEmpty {
                            grid.put(
                                Character(String(character) + marks[lines.runIndices[index]]), width: width, column: column, row: row,
                                clip: clip, isText: true)
                        } else {
                            grid.put(character, width: width, column: column, row: row, clip: clip, isText: true)
                        }
                        column += width
                    }
                }
            }
        }
    }

    /// Puts the scalar of each of the text's characters in `scalars` and says whether it could: it
    /// can when every scalar of the runs is drawn as it is and is a character of its own, so that
    /// layout made one character of each (see `sanitizedForDisplay(_:)` and
    /// `graphemeClusters(of:)`). That spares reading the characters one `Character` at a time.
    private static func scalars(of text: TextNode, count: Int, into scalars: inout [UInt32]) -> Bool {
        scalars.removeAll(keepingCapacity: true)
        scalars.reserveCapacity(count)
        for run in text.runs {
            for scalar in run.text.unicodeScalars {
                guard standsAlone(scalar), !needsSanitizing(scalar) else { return false }
                scalars.append(scalar.value)
            }
        }
        return scalars.count == count
    }

    /// For each run, the combining marks its characters carry in the picture: U+0332, a low line,
    /// for underlined runs and runs coloured apart from their text (inline symbols excepted), and U+0336, a long stroke,
    /// for struck-through runs; `nil` when no run carries any.
    private static func marks(of text: TextNode) -> [String]? {
        func marks(_ run: TextRun) -> String {
            // A symbol drawn in its own colour is a glyph, not a word to mark.
            let isRecoloured = run.systemImage == nil && (run.color.map { $0 != text.color } ?? false)
            let isUnderlined = run.isUnderlined || isRecoloured
            return (isUnderlined ? "\u{332}" : "") + (run.isStrikethrough ? "\u{336}" : "")
        }
        let all = text.runs.map(marks)
        return all.contains { !$0.isEmpty } ? all : nil
    }
}
