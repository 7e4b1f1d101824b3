import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SideBySideTests {
    @Test func wideCharactersArePaddedByCells() {
        let text = SideBySide(golden: "한글\nab", new: "한글\nac", cellWidth: { $0.isASCII ? 1 : 2 }).text
        #expect(
            text == """
                  golden | new
                  한글   | 한글
                > ab     | ac
                """
        )
    }

    @Test func extraLinesOnEitherSideAreMarked() {
        let text = SideBySide(golden: "a", new: "a\nb", cellWidth: { _ in 1 }).text
        #expect(
            text == """
                  golden | new
                  a      | a
                >        | b
                """
        )
    }

    @Test func escapeSequencesAreShownAsSymbols() {
        let text = SideBySide(golden: "a", new: "\u{1B}[1ma", cellWidth: { _ in 1 }).text
        #expect(text.contains("␛[1ma"))
        #expect(!text.contains("\u{1B}"))
    }
}
