import Foundation
import Testing

@testable import WireframeComponents

@Suite struct MemoChangeTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func memo(_ number: Int, _ title: String, minutes: Double = 0) -> Memo {
        Memo(id: MemoFixtures.id(number), title: title, description: "", date: start.addingTimeInterval(minutes * 60))
    }

    @Test func addPutsTheNewestFirst() {
        var memos = [memo(1, "old")]
        MemoChange.add(memo(2, "new", minutes: 1)).apply(to: &memos)
        #expect(memos.map(\.title) == ["new", "old"])
    }

    @Test func addOfTheSameMomentGoesFirst() {
        var memos = [memo(1, "first")]
        MemoChange.add(memo(2, "second")).apply(to: &memos)
        #expect(memos.map(\.title) == ["second", "first"])
    }

    @Test func addReplacesAMemoWithTheSameID() {
        var memos = [memo(1, "old")]
        MemoChange.add(memo(1, "again")).apply(to: &memos)
        #expect(memos.map(\.title) == ["again"])
    }

    @Test func updateReplacesAndResorts() {
        var memos = [memo(1, "a", minutes: 2), memo(2, "b", minutes: 1)]
        MemoChange.update(memo(2, "b2", minutes: 3)).apply(to: &memos)
        #expect(memos.map(\.title) == ["b2", "a"])
    }

    @Test func updateOlderThanTheSavedMemoIsIgnored() {
        var memos = [memo(1, "newer", minutes: 5)]
        MemoChange.update(memo(1, "older", minutes: 1)).apply(to: &memos)
        #expect(memos.map(\.title) == ["newer"])
    }

    @Test func updateOfADeletedMemoDoesNothing() {
        var memos = [memo(1, "a")]
        MemoChange.update(memo(2, "gone")).apply(to: &memos)
        #expect(memos.map(\.title) == ["a"])
    }

    @Test func deleteRemovesOnlyTheNamedMemos() {
        var memos = [memo(1, "a"), memo(2, "b"), memo(3, "c")]
        MemoChange.delete([MemoFixtures.id(1), MemoFixtures.id(3)]).apply(to: &memos)
        #expect(memos.map(\.title) == ["b"])
    }
}
