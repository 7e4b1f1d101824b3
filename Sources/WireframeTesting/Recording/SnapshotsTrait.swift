import Testing

/// A Swift Testing trait that sets the snapshot settings of a suite or a test; make one with
/// ``Testing/Trait/snapshots(record:snapshotDirectory:diffTool:)``.
///
/// On a suite the settings apply to every test in it, including nested suites; a trait on an
/// inner suite or on a test overrides the settings it names and keeps the others.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct CardTests { … }
/// ```
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    let settings: SnapshotSettings

    /// Runs the suite or test with the trait's settings over the enclosing ones; Swift Testing
    /// calls it around the suite or test the trait is applied to.
    ///
    /// ```swift
    /// @Test(.snapshots(record: .never)) func card() { … }   // provideScope wraps card()
    /// ```
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotSettings.$isScoped.withValue(true) {
            try await SnapshotSettings.$current.withValue(settings.overriding(SnapshotSettings.current)) {
                try await function()
            }
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Sets the snapshot settings of every assertion in a suite or test, as
    /// `withSnapshotTesting(record:snapshotDirectory:diffTool:)` does for a block.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .failed))
    /// struct DialogSnapshotTests {
    ///     @MainActor @Test(.snapshots(diffTool: "ksdiff %old %new"))
    ///     func deleteDialog() {
    ///         assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - record: The record mode of the assertions inside.
    ///   - snapshotDirectory: The directory holding the test-file folders.
    ///   - diffTool: The command printed with each mismatch to open the golden and the new snapshot.
    public static func snapshots(
        record: SnapshotRecordMode? = nil,
        snapshotDirectory: String? = nil,
        diffTool: SnapshotDiffTool? = nil
    ) -> Self {
        SnapshotsTrait(settings: SnapshotSettings(record: record, snapshotDirectory: snapshotDirectory, diffTool: diffTool))
    }

    /// The trait with no settings of its own: the tests inside use the enclosing ones, and
    /// `SnapshotTestingConfiguration.current` is set inside them.
    ///
    /// ```swift
    /// @Suite(.snapshots) struct ReducerSnapshotTests { … }
    /// ```
    public static var snapshots: Self {
        snapshots()
    }

    /// Sets the record mode and diff tool of a suite or test from a configuration value, as
    /// swift-snapshot-testing's trait of the same name does.
    ///
    /// ```swift
    /// @Suite(.snapshots(SnapshotTestingConfiguration(record: .failed, diffTool: .ksdiff)))
    /// struct ReducerSnapshotTests { … }
    /// ```
    ///
    /// - Parameter configuration: The record mode and diff tool of the assertions inside.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        snapshots(record: configuration.record, diffTool: configuration.diffTool)
    }
}
