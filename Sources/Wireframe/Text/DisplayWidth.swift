/// The terminal cell width of `character` (0, 1 or 2), for the modules that compare pictures.
package func displayWidth(of character: Character) -> Int {
    cellWidth(of: character)
}

/// `text` with every control character shown as a visible picture and bidirectional controls
/// and other invisible format characters removed, so it can be written to a terminal or a log
/// without acting on it. Line breaks are kept, or shown as pictures (`"␊"`) with
/// `oneLine: true`. Every module prints untrusted text through this one function.
///
/// ```swift
/// terminalSafe("\u{1B}[31mred\u{202E}\nnext")                // "␛[31mred\nnext"
/// terminalSafe("\u{1B}[31mred\u{202E}\nnext", oneLine: true) // "␛[31mred␊next"
/// ```
package func terminalSafe(_ text: String, oneLine: Bool = false) -> String {
    oneLine ? sanitizedForOneLine(text) : sanitizedForDisplay(text)
}
