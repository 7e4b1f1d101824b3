/// Whose conventions an assertion follows: Wireframe's (`import WireframeTesting`) or
/// swift-snapshot-testing's (`import SnapshotTesting`, `import InlineSnapshotTesting`).
///
/// The assertions of the `SnapshotTesting` module set it for the time they run, so that the
/// strategies both libraries share (`.lines` and those built on it) write and compare goldens
/// as the suite's own library does:
///
/// | | `.wireframe` | `.snapshotTesting` |
/// | --- | --- | --- |
/// | text golden | line endings normalized, one final newline | the bytes as they are |
/// | diff | unified diff, `-` and `+` | hunks with `−`, `+` and figure spaces |
package enum SnapshotConvention: Sendable, Equatable {
    case wireframe
    case snapshotTesting

    /// The convention of the running assertion.
    @TaskLocal package static var current: SnapshotConvention = .wireframe
}
