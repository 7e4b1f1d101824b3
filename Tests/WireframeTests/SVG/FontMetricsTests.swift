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

    @Test func hangulSyllablesAreNotoSansCJKsPointNineTwoEm() {
        #expect(metrics.width(of: "메모", size: 17, bold: false) == 2 * 920 * 17 / 1000.0)
        #expect(metrics.width(of: "가나다라마", size: 20, bold: false) == 92)
        #expect(metrics.width(of: "메시지삭제", size: 17, bold: true) == 5 * 920 * 17 / 1000.0)
        #expect(abs(em("메모") - 1.84) < 1e-12)
    }

    @Test func hangulCompatibilityJamoAreNotoSansCJKsPointNineTwoEm() {
        #expect(metrics.width(of: "ㄱㅏ", size: 10, bold: false) == 18.4)
    }

    @Test func kanaIdeographsAndFullwidthFormsAreOneEm() {
        #expect(metrics.width(of: "カナかな", size: 17, bold: false) == 4 * 17)
        #expect(metrics.width(of: "漢字", size: 17, bold: true) == 2 * 17)
        #expect(em("、。") == 2)
        #expect(em("ＡＢ") == 2)
    }

    @Test func mixedTextSumsLiberationSansAndNotoSansCJKAdvances() {
        // "Memo": M 1706, e 1139, m 1706, o 1139 of 2048; a space 569; 메 and 모 920 of 1000.
        let latin = Double(1706 + 1139 + 1706 + 1139 + 569) * 17 / 2048
        #expect(metrics.width(of: "Memo 메모", size: 17, bold: false) == latin + 2 * 920 * 17 / 1000)
        #expect(metrics.width(of: "Memo 메모", size: 17, bold: false) == metrics.width(of: "Memo ", size: 17, bold: false) + 31.28)
    }

    @Test func latinTextMeasuresAsLiberationSansAlone() {
        let units = [1479, 1139, 455, 455, 1139].reduce(0, +)
        #expect(metrics.width(of: "Hello", size: 17, bold: false) == Double(units) * 17 / 2048)
        #expect(metrics.width(of: "Héllo", size: 17, bold: false) == Double(units) * 17 / 2048)
    }

    @Test func symbolsLiberationSansLacksComeFromNotoSansCJK() {
        // ✓ U+2713 is 683 of 1000 in Noto Sans CJK; ① U+2460 is 1000.
        #expect(metrics.width(of: "✓", size: 10, bold: false) == 6.83)
        #expect(em("①") == 1)
    }

    @Test func ideographsNotoSansCJKLacksAreOneEm() {
        // An ideograph of CJK Extension B.
        #expect(em("\u{2B81E}") == 1)
    }

    @Test func halfwidthKanaAreHalfAnEm() {
        #expect(em("ｱｲ") == 1)
    }

    @Test func conjoiningJamoMakeOneSyllable() {
        let syllable = "\u{1100}\u{1161}\u{11A8}"
        #expect(syllable.count == 1)
        #expect(em(syllable) == em("각"))
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
        #expect(FontMetrics.liberationSans.families.latinOnly == "Liberation Sans, Arial, Helvetica, sans-serif")
        #expect(FontMetrics.liberationSansVersion.hasPrefix("Version "))
        #expect(FontMetrics.notoSansCJKVersion.hasPrefix("Version "))
    }

    @Test func latinTextNamesNoCJKFace() {
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "Delete") == FontMetrics.liberationSans.families.latinOnly)
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "Café — “Ж” → …") == FontMetrics.liberationSans.families.latinOnly)
    }

    @Test func hangulNamesTheKoreanFace() {
        let korean = "Liberation Sans, Arial, Helvetica, Noto Sans CJK KR, sans-serif"
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "메모 Memo") == korean)
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "漢字と한글") == korean)
    }

    @Test func kanaNamesTheJapaneseFace() {
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "漢字とかな") == "Liberation Sans, Arial, Helvetica, Noto Sans CJK JP, sans-serif")
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "ｶﾅ") == "Liberation Sans, Arial, Helvetica, Noto Sans CJK JP, sans-serif")
    }

    @Test func ideographsAndSymbolsNameTheSimplifiedChineseFace() {
        #expect(FontMetrics.liberationSans.svgFontFamily(for: "中文") == "Liberation Sans, Arial, Helvetica, Noto Sans CJK SC, sans-serif")
        #expect(
            FontMetrics.liberationSans.svgFontFamily(for: "Done ✓") == "Liberation Sans, Arial, Helvetica, Noto Sans CJK SC, sans-serif")
    }

    @Test func fallbackRunsAreSortedAndDisjoint() {
        for face in [metrics.fallbackRegular, metrics.fallbackBold] {
            #expect(face.runs.count % 3 == 0)
            for index in stride(from: 0, to: face.runs.count, by: 3) {
                #expect(face.runs[index] <= face.runs[index + 1])
                if index > 0 { #expect(face.runs[index - 2] < face.runs[index]) }
            }
            #expect(face.advance(of: 0xAC00) == 920)
            #expect(face.advance(of: 0xD7A3) == 920)
            #expect(face.advance(of: 0x4E00) == 1000)
            #expect(face.advance(of: 0x0041) == nil)
        }
    }
}
