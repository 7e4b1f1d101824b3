import Testing

@testable import WireframeTesting

@Suite struct TerminalTextTests {
    @Test func printableTextIsUnchanged() {
        #expect(TerminalText.visible("│ 한글 café │") == "│ 한글 café │")
    }

    @Test func controlCharactersBecomeVisibleSymbols() {
        #expect(TerminalText.visible("\u{1B}[2J\u{7}\t\u{7F}") == "␛[2J␇␉␡")
    }

    @Test func c1ControlsAndBidiOverridesAreReplaced() {
        #expect(TerminalText.visible("a\u{9B}b\u{202E}c") == "a\u{FFFD}b\u{FFFD}c")
    }

    @Test func cellsSumTheWidthOfEachCharacter() {
        #expect(TerminalText.cells("a한b", cellWidth: { $0 == "한" ? 2 : 1 }) == 4)
    }
}
