import Testing

@testable import Wireframe

@MainActor
@Suite struct FontMetricsTests {
    private let metrics = FontMetrics.liberationSans
    private let size = 17.0

    private func em(_ text: String, bold: Bool = false) -> Double {
        text.reduce(0) { $0 + metrics.advance(of: $1, size: size, bold: bold) } / size
    }

    @Test func latinAdvancesAreArialWidths() {
        // Arial: H .722, e .556, l .222, l .222, o .556 em.
        #expect(abs(em("Hello") - 2.278) < 0.001)
    }

    @Test func boldIsWiderThanRegular() {
        #expect(em("Hello", bold: true) > em("Hello"))
    }

    @Test func hangulSyllablesAreOneEm() {
        #expect(em("메모") == 2)
        #expect(em("메시지 삭제", bold: true) == 5 + em(" ", bold: true))
    }

    @Test func kanaIdeographsAndFullwidthFormsAreOneEm() {
        #expect(em("カナ漢字") == 4)
        #expect(em("、。") == 2)
        #expect(em("ＡＢ") == 2)
    }

    @Test func halfwidthFormsAreHalfAnEm() {
        #expect(em("ｱｲ") == 1)
    }

    @Test func conjoiningJamoMakeOneSyllable() {
        let syllable = "\u{1100}\u{1161}\u{11A8}"
        #expect(syllable.count == 1)
        #expect(em(syllable) == 1)
    }

    @Test func ellipsisComesFromTheFont() {
        #expect(em("…") == 1)
        #expect(em("…") != Double(metrics.regular.averageAdvance) / 2048)
    }

    @Test func emojiClustersAreOneEm() {
        #expect(em("😀") == 1)
        #expect(em("❤️") == 1)
        #expect(em("👍🏽") == 1)
        #expect(em("👨‍👩‍👧") == 1)
        #expect(em("🇰🇷") == 1)
        #expect(em("1️⃣") == 1)
    }

    @Test func combiningMarksAddNothing() {
        #expect(em("e\u{301}") == em("e"))
        #expect(em("\u{439}") == em("\u{438}\u{306}"))
    }

    @Test func zeroWidthAndControlScalarsAddNothing() {
        #expect(em("a\u{200B}b") == em("ab"))
        #expect(em("a\u{AD}b") == em("ab"))
        #expect(em("\u{0}\u{1B}\u{7F}\u{85}\r\n") == 0)
    }

    @Test func greekAndCyrillicComeFromTheFont() {
        #expect(em("Ω") == 1531.0 / 2048)
        #expect(em("Ж") == 1891.0 / 2048)
    }

    @Test func unknownScalarsUseTheAverageAdvance() {
        let average = Double(metrics.regular.averageAdvance) / 2048
        #expect(em("ก") == average)
        #expect(em("ก", bold: true) == Double(metrics.bold.averageAdvance) / 2048)
    }

    @Test func widthOfAStringIsTheSumOfItsAdvances() {
        for text in ["Hello, World!", "메모 Memo…", "a\u{301}😀Ж"] {
            let sum = text.reduce(0) { $0 + metrics.advance(of: $1, size: size, bold: true) }
            #expect(abs(metrics.width(of: text, size: size, bold: true) - sum) < 1e-9)
        }
    }

    @Test func lineHeightUsesHheaMetrics() {
        #expect(metrics.lineHeight(size: 2048) == 1854 + 434 + 67)
        #expect(abs(metrics.lineHeight(size: 17) - 19.55) < 0.01)
    }

    @Test func ascentDescentAndBaselineOffset() {
        #expect(metrics.ascent(size: 2048) == 1854)
        #expect(metrics.descent(size: 2048) == 434)
        #expect(metrics.baselineOffset(size: 2048) == 1854 + 33.5)
    }

    @Test func svgFontFamilyNamesTheMeasuredFontFirst() {
        #expect(FontMetrics.svgFontFamily == "Liberation Sans, Arial, Helvetica, sans-serif")
        #expect(FontMetrics.liberationSansVersion.hasPrefix("Version "))
    }
}
