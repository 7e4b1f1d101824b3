/// Why a review action failed, with a message for the person running it.
///
/// ```swift
/// throw SnapshotReviewError("there is no recorded snapshot to accept")
/// ```
package struct SnapshotReviewError: Error {
    /// What went wrong and what to do about it.
    package var message: String

    /// Creates an error with its message.
    package init(_ message: String) {
        self.message = message
    }
}

extension SnapshotReviewError: Equatable {}

extension SnapshotReviewError: CustomStringConvertible {
    /// The message.
    package var description: String { message }
}
