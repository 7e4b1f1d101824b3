@testable import Wireframe

extension TextLayout {
    /// The text each line draws, one line per row, with "…" for the ellipsis.
    func drawn(_ characters: [Character]) -> String {
        lines.map { line in
            line.segments.map { segment in
                switch segment {
                case .characters(let range): String(characters[range])
                case .ellipsis: "…"
                }
            }.joined()
        }.joined(separator: "\n")
    }
}

/// Lays out `text` with every character as wide as its cell width and a one-cell ellipsis.
func cellLayout(
    _ text: String,
    maxWidth: Double?,
    maxLines: Int? = nil,
    truncation: TruncationPosition = .tail
) -> (layout: TextLayout, drawn: String) {
    let characters = Array(text)
    let layout = layoutText(
        characters,
        widths: characters.map { Double(cellWidth(of: $0)) },
        ellipsisWidth: 1,
        maxWidth: maxWidth,
        maxLines: maxLines,
        truncation: truncation
    )
    return (layout, layout.drawn(characters))
}
