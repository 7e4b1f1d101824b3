import Wireframe

/// Text made safe to print to a terminal or a log, and measured in terminal cells.
package enum TerminalText {
    /// `text` on one line with every control character shown as a visible symbol (`ESC` as
    /// `␛`, a line break as `␊`) and bidirectional controls removed: Wireframe's one terminal
    /// sanitizer, `terminalSafe(_:oneLine:)`. Printable text is returned unchanged.
    package static func visible<S: StringProtocol>(_ text: S) -> String {
        terminalSafe(String(text), oneLine: true)
    }

    /// The number of terminal cells `text` occupies, with `cellWidth` giving each character's width.
    package static func cells<S: StringProtocol>(_ text: S, cellWidth: (Character) -> Int) -> Int {
        text.reduce(0) { $0 + max(0, cellWidth($1)) }
    }
}
