import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct TerminalTextTests {
    @Test func printableTextIsUnchanged() {
        #expect(TerminalText.visible("│ 한글 café │") == "│ 한글 café │")
    }

    @Test func controlCharactersBecomeVisibleSymbols() {
        #expect(TerminalText.visible("\u{1B}[2J\u{7}\t\u{7F}") == "␛[2J␇␉␡")
    }

    @Test func c1ControlsAreReplacedAndBidiOverridesRemoved() {
        #expect(TerminalText.visible("a\u{9B}b\u{202E}c\u{2066}d") == "a\u{FFFD}bcd")
    }

    @Test func lineBreaksAreShownSoTheTextStaysOnOneLine() {
        #expect(TerminalText.visible("a\nb\r\nc\u{2028}d") == "a␊b␍␊c␤d")
    }

    /// The testing library prints through the same sanitizer as the renderers draw with: only
    /// line breaks and tabs differ.
    @Test func theSanitizerIsWireframes() {
        let hostile = "\u{1B}]8;;https://x\u{7}link\u{202E}\u{200B}\u{9B}"
        #expect(TerminalText.visible(hostile) == terminalSafe(hostile))
        #expect(TerminalText.visible(hostile) == "␛]8;;https://x␇link\u{FFFD}")
    }

    @Test func cellsSumTheWidthOfEachCharacter() {
        #expect(TerminalText.cells("a한b", cellWidth: { $0 == "한" ? 2 : 1 }) == 4)
    }
}
