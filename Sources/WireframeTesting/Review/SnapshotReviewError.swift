/// Why a review action failed, with a message for the person running it.
///
/// ```swift
/// throw SnapshotReviewError("there is no recorded snapshot to accept")
/// ```
public struct SnapshotReviewError: Error {
    /// What went wrong and what to do about it.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }
}

extension SnapshotReviewError: Equatable {}

extension SnapshotReviewError: CustomStringConvertible {
    /// The message.
    public var description: String { message }
}
