import Foundation

/// One change to the saved memos, as the memo app asks its ``MemoClient`` to save it.
///
/// Changes name the memos they touch by id, so two changes saved in either order give the same
/// memos — except two updates of one memo, where the later `date` wins. That is what lets
/// concurrent saves lose nothing.
///
/// ```swift
/// var memos: [Memo] = []
/// MemoChange.add(memo).apply(to: &memos)          // [memo]
/// MemoChange.delete([memo.id]).apply(to: &memos)  // []
/// ```
public enum MemoChange: Equatable, Sendable {
    /// Adds a memo, replacing any memo with the same id.
    case add(Memo)
    /// Replaces the memo with the same id, unless the saved one is newer; does nothing when no
    /// memo has that id (it was deleted).
    case update(Memo)
    /// Removes the memos with these ids.
    case delete([UUID])

    /// Applies the change to `memos`, keeping them newest first.
    public func apply(to memos: inout [Memo]) {
        switch self {
        case .add(let memo):
            memos.removeAll { $0.id == memo.id }
            memos.insert(memo, at: 0)
        case .update(let memo):
            guard let index = memos.firstIndex(where: { $0.id == memo.id }), memos[index].date <= memo.date else {
                return
            }
            memos[index] = memo
        case .delete(let ids):
            let removed = Set(ids)
            memos.removeAll { removed.contains($0.id) }
        }
        memos = memos.sortedNewestFirst()
    }
}
