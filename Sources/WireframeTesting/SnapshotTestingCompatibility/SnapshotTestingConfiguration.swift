import Foundation
import Wireframe

/// swift-snapshot-testing's name for the settings of a scope: the record mode and the diff tool
/// that `withSnapshotTesting(record:diffTool:)` and the `.snapshots(record:diffTool:)` trait set.
///
/// Its `Record` and `DiffTool` are Wireframe's `SnapshotRecordMode` and `SnapshotDiffTool`,
/// so a suite written for either library passes the same values:
///
/// ```swift
/// withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///     SnapshotTestingConfiguration.current?.record  // .failed
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
    /// A record mode: `.all`, `.failed`, `.missing` or `.never`.
    public typealias Record = SnapshotRecordMode

    /// A diff tool: a command (`"ksdiff"`, `.ksdiff`), a closure of the two paths, or `.default`.
    public typealias DiffTool = SnapshotDiffTool

    /// The record mode of the scope; `nil` leaves the enclosing one.
    public var record: Record?

    /// The diff tool of the scope; `nil` leaves the enclosing one.
    public var diffTool: DiffTool?

    /// Creates a configuration, for the `.snapshots(_:)` trait.
    ///
    /// ```swift
    /// @Suite(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: nil)))
    /// ```
    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The configuration inside `withSnapshotTesting` or a `.snapshots` trait, with what the
    /// scope leaves unset filled from the process-wide defaults; `nil` outside any scope.
    ///
    /// ```swift
    /// withSnapshotTesting(record: .all) {
    ///     SnapshotTestingConfiguration.current?.record    // .all
    ///     SnapshotTestingConfiguration.current?.diffTool  // .default
    /// }
    /// ```
    public static var current: SnapshotTestingConfiguration? {
        guard SnapshotSettings.isScoped else { return nil }
        let settings = SnapshotSettings.current
        return SnapshotTestingConfiguration(
            record: settings.record ?? SnapshotTestingDefaults.record,
            diffTool: settings.diffTool ?? SnapshotTestingDefaults.diffTool
        )
    }
}

/// The process-wide record mode and diff tool of assertions written for swift-snapshot-testing,
/// behind its deprecated `isRecording` and `diffTool` globals; a scope's settings win over them.
package enum SnapshotTestingDefaults {
    private struct State {
        var record: SnapshotRecordMode
        var diffTool: SnapshotDiffTool
    }

    private static let state = Locked(State(record: initialRecord(.process), diffTool: .default))

    /// The record mode used when neither the assertion nor a scope names one.
    package static var record: SnapshotRecordMode {
        get { state.withLock { $0.record } }
        set { state.withLock { $0.record = newValue } }
    }

    /// The diff tool used when no scope names one.
    package static var diffTool: SnapshotDiffTool {
        get { state.withLock { $0.diffTool } }
        set { state.withLock { $0.diffTool = newValue } }
    }

    /// `SNAPSHOT_TESTING_RECORD` as swift-snapshot-testing reads it, then Wireframe's own rule
    /// (`WIREFRAME_RECORD`, `never` when `CI` is set, else `missing`).
    package static func initialRecord(_ environment: SnapshotEnvironment) -> SnapshotRecordMode {
        if let text = environment["SNAPSHOT_TESTING_RECORD"], let mode = SnapshotRecordMode(rawValue: text) {
            return mode
        }
        if case .success(let resolved) = ResolvedRecordMode.resolve(parameter: nil, environment: environment) {
            return resolved.mode
        }
        return .missing
    }
}
