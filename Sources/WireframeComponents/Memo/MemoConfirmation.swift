import Foundation

/// The message the memo list's toast shows for 3 seconds after a memo is added, updated or
/// deleted.
///
/// ```swift
/// MemoConfirmation.added.message   // "메모를 추가했습니다."
/// ```
public struct MemoConfirmation: Equatable, Sendable {
    /// The text of the message.
    public var message: String

    /// A confirmation saying `message`.
    public init(message: String) {
        self.message = message
    }

    /// A memo was added.
    public static let added = MemoConfirmation(message: "메모를 추가했습니다.")
    /// A memo was updated.
    public static let updated = MemoConfirmation(message: "메모를 수정했습니다.")
    /// One memo was deleted.
    public static let deleted = MemoConfirmation(message: "메모를 삭제했습니다.")

    /// `count` memos were deleted.
    public static func deleted(count: Int) -> MemoConfirmation {
        count == 1 ? .deleted : MemoConfirmation(message: "메모 \(count)개를 삭제했습니다.")
    }
}
