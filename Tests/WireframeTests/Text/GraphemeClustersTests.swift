import Testing

@testable import Wireframe

/// `graphemeClusters(of:)` splits exactly as `Array(_:)` does, with or without its fast path.
@Suite struct GraphemeClustersTests {
    @Test(arguments: [
        "Hello, world", "메모를 검색해보세요.", "これは日本語のテキストです。", "ＡＢＣ（全角）", "a\nb",
        "e\u{301}", "👨‍👩‍👧 family", "🇰🇷", "\u{1106}\u{1166}\u{1106}\u{1169}", "가\u{11A8}", "か\u{3099}",
        "ｶﾞ", "a\r\nb", "❤️", "", "— “quotes” …", "中\u{302A}", "a\u{302E}b\u{302F}",
    ])
    func splitsLikeTheStandardLibrary(text: String) {
        #expect(graphemeClusters(of: text) == Array(text))
    }

    /// The fast path's scalars stand alone beside any other: none is a grapheme extender, such as
    /// the ideographic and Hangul tone marks U+302A–U+302F inside the CJK symbols block.
    @Test func everyScalarOfTheFastPathStandsAloneBesideALetter() {
        let extenders = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter(standsAlone).filter { scalar in
            Array("a" + String(scalar)).count != 2 || Array(String(scalar) + "a").count != 2
        }
        #expect(extenders.isEmpty, "\(extenders.map { String($0.value, radix: 16) })")
    }
}
