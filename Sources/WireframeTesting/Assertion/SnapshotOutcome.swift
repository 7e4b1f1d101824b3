import Foundation

/// What one snapshot assertion found and did, before it is reported to a test framework.
struct SnapshotOutcome: Equatable {
    enum Status: Equatable {
        /// The snapshot equals the golden.
        case matched
        /// A golden was written; the assertion fails so that the run cannot pass.
        case recorded
        /// The snapshot differs from the golden; the snapshot was written to `<golden>.new`.
        case mismatched
        /// There is no golden and the record mode forbids writing one; the snapshot was
        /// written to `<golden>.new`.
        case missing
        /// The assertion could not compare (bad input, unwritable directory, unknown mode…).
        case failed
    }

    /// A file to attach to the failing test: the snapshot that was taken.
    struct Attachment: Equatable {
        var name: String
        var data: Data
    }

    var status: Status
    /// The failure message; `nil` when the snapshot matched.
    var message: String?
    /// The absolute path of the golden, once it is known.
    var goldenPath: String?
    var attachment: Attachment?

    static let matched = SnapshotOutcome(status: .matched)

    static func failed(_ error: SnapshotError, goldenPath: String? = nil) -> SnapshotOutcome {
        SnapshotOutcome(status: .failed, message: error.message, goldenPath: goldenPath)
    }

    var isFailure: Bool { status != .matched }
}
