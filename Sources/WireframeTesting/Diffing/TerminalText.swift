/// Text made safe to print to a terminal or a log, and measured in terminal cells.
enum TerminalText {
    /// `text` with every control character replaced by a visible symbol: C0 controls and DEL by
    /// their Unicode control pictures (`ESC` becomes `␛`), C1 controls and bidirectional
    /// overrides by `�`. Printable text is returned unchanged.
    static func visible<S: StringProtocol>(_ text: S) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            default: result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(result)
    }

    /// The number of terminal cells `text` occupies, with `cellWidth` giving each character's width.
    static func cells<S: StringProtocol>(_ text: S, cellWidth: (Character) -> Int) -> Int {
        text.reduce(0) { $0 + max(0, cellWidth($1)) }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
