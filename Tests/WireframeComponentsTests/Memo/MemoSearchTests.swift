import Foundation
import Testing

@testable import WireframeComponents

@Suite struct MemoSearchTests {
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    private func memo(_ title: String, _ description: String = "") -> Memo {
        Memo(id: UUID(), title: title, description: description, date: date)
    }

    @Test func matchesTitleIgnoringCase() {
        #expect(MemoSearch.matches(memo("Shopping List"), query: "shopping"))
        #expect(MemoSearch.matches(memo("shopping list"), query: "LIST"))
    }

    @Test func matchesDescription() {
        #expect(MemoSearch.matches(memo("장보기", "우유, 계란"), query: "계란"))
    }

    @Test func fullwidthLettersMatchTheirASCIIForms() {
        #expect(MemoSearch.matches(memo("ABC notes"), query: "ＡＢＣ"))
        #expect(MemoSearch.matches(memo("ＡＢＣ 노트"), query: "abc"))
    }

    @Test func decomposedHangulMatchesComposed() {
        let decomposed = "\u{1106}\u{1166}\u{1106}\u{1169}"
        #expect(decomposed.unicodeScalars.count == 4)
        #expect(MemoSearch.matches(memo("회의 메모"), query: decomposed))
        #expect(MemoSearch.matches(memo("회의 \(decomposed)"), query: "메모"))
    }

    @Test func keyComposesAndFolds() {
        #expect(MemoSearch.key("\u{1106}\u{1166}\u{1106}\u{1169} Ｍｅｍｏ") == "메모 memo")
    }

    @Test func unrelatedTextDoesNotMatch() {
        #expect(!MemoSearch.matches(memo("장보기", "우유"), query: "여행"))
    }

    @Test func blankQueryMatchesEverything() {
        let memos = [memo("a"), memo("b")]
        #expect(MemoSearch.filter(memos, query: "  ") == memos)
    }

    @Test func filterKeepsOrder() {
        let memos = [memo("우유 사기"), memo("독서"), memo("운동", "우유 마시고 달리기")]
        #expect(MemoSearch.filter(memos, query: "우유") == [memos[0], memos[2]])
    }
}
