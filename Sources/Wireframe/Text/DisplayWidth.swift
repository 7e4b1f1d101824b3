/// The terminal cell width of `character` (0, 1 or 2), for the modules that compare pictures.
package func displayWidth(of character: Character) -> Int {
    cellWidth(of: character)
}

/// `text` with every control character shown as a visible picture and bidirectional controls
/// removed, so it can be written to a terminal or a log without acting on it.
package func terminalSafe(_ text: String) -> String {
    sanitizedForDisplay(text)
}
