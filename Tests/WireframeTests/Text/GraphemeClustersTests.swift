import Testing

@testable import Wireframe

/// `graphemeClusters(of:)` splits exactly as `Array(_:)` does, with or without its fast path.
@Suite struct GraphemeClustersTests {
    @Test(arguments: [
        "Hello, world", "메모를 검색해보세요.", "これは日本語のテキストです。", "ＡＢＣ（全角）", "a\nb",
        "e\u{301}", "👨‍👩‍👧 family", "🇰🇷", "\u{1106}\u{1166}\u{1106}\u{1169}", "가\u{11A8}", "か\u{3099}",
        "ｶﾞ", "a\r\nb", "❤️", "", "— “quotes” …",
    ])
    func splitsLikeTheStandardLibrary(text: String) {
        #expect(graphemeClusters(of: text) == Array(text))
    }
}
