/// The snapshot settings of a scope: what `withSnapshotTesting` and the `.snapshots` trait set.
///
/// A setting left `nil` falls through to the enclosing scope, then to the environment variables.
/// The current settings live in a task-local value, so tests running in parallel each see their
/// own, and child tasks inherit their parent's.
package struct SnapshotSettings: Sendable, Equatable {
    package var record: SnapshotRecordMode?
    package var snapshotDirectory: String?
    package var diffTool: SnapshotDiffTool?

    package init(record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, diffTool: SnapshotDiffTool? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.diffTool = diffTool
    }

    /// The settings of the running task.
    @TaskLocal package static var current = SnapshotSettings()

    /// Whether the running task is inside `withSnapshotTesting` or a `.snapshots` trait, even
    /// one that sets nothing (swift-snapshot-testing's `SnapshotTestingConfiguration.current`
    /// is `nil` outside them).
    @TaskLocal package static var isScoped = false

    /// These settings inside `outer`: each one set here wins, the others are `outer`'s.
    package func overriding(_ outer: SnapshotSettings) -> SnapshotSettings {
        SnapshotSettings(
            record: record ?? outer.record,
            snapshotDirectory: snapshotDirectory ?? outer.snapshotDirectory,
            diffTool: diffTool ?? outer.diffTool
        )
    }
}

/// Runs `operation` with snapshot settings that apply to every snapshot assertion inside it,
/// including those in functions it calls and tasks it starts.
///
/// A setting passed here overrides the same setting of an enclosing scope and the environment
/// variables (`WIREFRAME_RECORD`, `WIREFRAME_SNAPSHOTS_DIR`, `WIREFRAME_DIFF_TOOL`); a `nil` one
/// keeps theirs. An assertion's own `record:` or `snapshotDirectory:` argument still wins. The
/// settings are task-local, so tests running in parallel do not see each other's.
///
/// ```swift
/// func testDialogs() {
///     withSnapshotTesting(record: .failed, diffTool: "ksdiff %old %new") {
///         assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))
///     }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode of the assertions inside.
///   - snapshotDirectory: The directory holding the test-file folders, absolute or relative to
///     the package root.
///   - diffTool: The command printed with each mismatch to open the golden and the new snapshot.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    diffTool: SnapshotDiffTool? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let settings = SnapshotSettings(record: record, snapshotDirectory: snapshotDirectory, diffTool: diffTool)
    return try SnapshotSettings.$isScoped.withValue(true) {
        try SnapshotSettings.$current.withValue(settings.overriding(SnapshotSettings.current), operation: operation)
    }
}

/// Runs the asynchronous `operation` with snapshot settings that apply to every snapshot
/// assertion inside it, as the synchronous form does.
///
/// ```swift
/// func testFlow() async {
///     await withSnapshotTesting(record: .never) {
///         await assertSnapshot(of: { MemosView(store: store) }, as: .ascii(width: 390, height: nil))
///     }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode of the assertions inside.
///   - snapshotDirectory: The directory holding the test-file folders.
///   - diffTool: The command printed with each mismatch to open the golden and the new snapshot.
///   - isolation: The actor `operation` runs on; the caller's by default.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    diffTool: SnapshotDiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let settings = SnapshotSettings(record: record, snapshotDirectory: snapshotDirectory, diffTool: diffTool)
    return try await SnapshotSettings.$isScoped.withValue(
        true,
        operation: {
            try await SnapshotSettings.$current.withValue(
                settings.overriding(SnapshotSettings.current), operation: operation, isolation: isolation
            )
        }, isolation: isolation)
}
