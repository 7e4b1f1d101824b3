import Foundation

/// One memo: a title, a description, when it was last written and a colour name.
///
/// ```swift
/// let memo = Memo(
///     id: UUID(),
///     title: "장보기",
///     description: "우유, 계란, 사과",
///     date: Date(timeIntervalSince1970: 1_700_000_000)
/// )
/// ```
///
/// Memos are plain values: they compare, encode to JSON (see ``MemoFile``) and cross actors.
public struct Memo: Sendable {
    /// The memo's identity, stable across edits.
    public var id: UUID
    /// The title, shown in bold on the memo's row.
    public var title: String
    /// The body text, shown under the title.
    public var description: String
    /// When the memo was added or last updated; the list shows the newest first.
    public var date: Date
    /// The name of the memo's colour, as the seed app stores it (`"blue"` unless set).
    public var color: String

    /// Creates a memo.
    public init(id: UUID, title: String, description: String, date: Date, color: String = "blue") {
        self.id = id
        self.title = title
        self.description = description
        self.date = date
        self.color = color
    }
}

extension Memo: Identifiable {}

extension Memo: Equatable {}

extension Memo: Codable {}

extension Array where Element == Memo {
    /// The memos newest first; memos written at the same moment keep their order.
    func sortedNewestFirst() -> [Memo] {
        enumerated()
            .sorted { lhs, rhs in
                lhs.element.date != rhs.element.date ? lhs.element.date > rhs.element.date : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
