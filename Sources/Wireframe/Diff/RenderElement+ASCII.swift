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
        let cell = CGSize(width: ASCIIRenderer.Options.default.cellWidth, height: ASCIIRenderer.Options.default.cellHeight)
        var elements: [RenderElement] = []
        for (row, line) in picture.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
        return elements
    }

    /// Whether `character` draws a line, a box or a shade rather than text.
    private static func isDrawing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        // Box drawing, block elements and geometric shapes.
        return (0x2500...0x25FF).contains(scalar.value)
    }
}
