import Foundation

/// When `assertSnapshot` writes golden files.
///
/// The mode comes from the `record:` parameter, else from the `WIREFRAME_RECORD` environment
/// variable (`missing`, `all`, `failed` or `never`), else it is ``never`` when the `CI`
/// environment variable is set and ``missing`` otherwise. Every assertion that writes a golden
/// fails, saying what it wrote, so a run that recorded never passes.
///
/// ```swift
/// assertSnapshot(of: card, as: .lines, record: .failed)
/// ```
/// ```sh
/// WIREFRAME_RECORD=failed swift test
/// ```
public struct SnapshotRecordMode: Sendable {
    /// The mode's name, as written in `WIREFRAME_RECORD`.
    public let name: String

    private init(name: String) {
        self.name = name
    }

    /// Writes a golden that does not exist yet and fails, saying so; compares the others.
    /// The default on a developer machine.
    public static let missing = SnapshotRecordMode(name: "missing")

    /// Rewrites every golden whose bytes differ from the snapshot, including differences that
    /// compare equal such as `"\r\n"` line endings, and fails for each one rewritten.
    public static let all = SnapshotRecordMode(name: "all")

    /// Rewrites only the goldens whose snapshot differs (and the missing ones) and fails for each.
    public static let failed = SnapshotRecordMode(name: "failed")

    /// Never writes a golden: a missing or different golden fails and the snapshot is written
    /// beside it as a pending `<golden>.new`. The default when `CI` is set.
    public static let never = SnapshotRecordMode(name: "never")

    /// Every mode, in the order they are listed in messages.
    static let allModes: [SnapshotRecordMode] = [.missing, .all, .failed, .never]

    /// The mode named `name` (as in `WIREFRAME_RECORD`, ignoring case and surrounding spaces),
    /// or `nil` when no mode has that name.
    ///
    /// ```swift
    /// SnapshotRecordMode(named: "failed")  // .failed
    /// SnapshotRecordMode(named: "yes")     // nil
    /// ```
    public init?(named name: String) {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let mode = Self.allModes.first(where: { $0.name == key }) else { return nil }
        self = mode
    }
}

extension SnapshotRecordMode: Hashable {}

extension SnapshotRecordMode {
    /// Reads a mode by its exact name, as swift-snapshot-testing's `Record(rawValue:)` does
    /// (`SNAPSHOT_TESTING_RECORD=failed`); `nil` for any other text.
    ///
    /// ```swift
    /// SnapshotRecordMode(rawValue: "failed")  // .failed
    /// SnapshotRecordMode(rawValue: "Failed")  // nil
    /// ```
    public init?(rawValue: String) {
        guard let mode = Self.allModes.first(where: { $0.name == rawValue }) else { return nil }
        self = mode
    }
}

@available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotRecordMode: ExpressibleByBooleanLiteral {
    /// `true` is `.all` and `false` is `.missing`, as in swift-snapshot-testing before record modes.
    ///
    /// ```swift
    /// withSnapshotTesting(record: true) { … }  // deprecated: record: .all
    /// ```
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}

extension SnapshotRecordMode: CustomStringConvertible {
    /// The mode's name, as ``init(named:)`` reads it.
    public var description: String { name }
}
