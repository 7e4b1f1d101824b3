import Wireframe

extension Gallery {
    /// An ASCII picture as HTML that keeps its grid in any browser font: one `span.line` per line,
    /// printable ASCII as text (a monospace font draws it exactly `1ch` wide), and every other
    /// character in a box of its cell width — `span.w1` of `1ch`, `span.w2` of `2ch` for a wide
    /// character, `span.w0` of nothing for a zero-width one — so a Hangul syllable, `░` or a
    /// box-drawing glyph the font draws at another width cannot push the columns after it.
    ///
    /// ```swift
    /// Gallery.gridHTML(of: "┌─┐\n│가│\n")
    /// // <span class="line"><span class="w1">┌</span><span class="w1">─</span>…</span>…
    /// ```
    ///
    /// Every character is escaped; cell widths are `displayWidth(of:)`'s, the ASCII renderer's.
    static func gridHTML(of ascii: String) -> String {
        var lines = ascii.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var html = ""
        for line in lines {
            html += #"<span class="line">"#
            for character in line {
                if let byte = character.asciiValue, (0x20...0x7E).contains(byte) {
                    html += escapedForHTML(String(character))
                } else {
                    let width = displayWidth(of: character)
                    html += #"<span class="w\#(width)">\#(escapedForHTML(String(character)))</span>"#
                }
            }
            html += "</span>"
        }
        return html
    }
}
