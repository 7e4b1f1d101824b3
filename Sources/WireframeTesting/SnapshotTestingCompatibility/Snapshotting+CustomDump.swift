import WireframeDump

extension Snapshotting where Format == String {
    /// Snapshots any value in swift-custom-dump's format, in a `.txt` golden: `Type(` with one
    /// `label: value` line per field in declaration order, collections in brackets, strings
    /// quoted. It is the format of `TestStore`'s diffs and of `import WireframeTesting`'s
    /// `.dump`; under `import SnapshotTesting`, `.dump` is swift-snapshot-testing's own format
    /// and this is the way to ask for custom-dump's.
    ///
    /// ```swift
    /// struct User { var id: Int; var name: String }
    /// assertSnapshot(of: User(id: 1, name: "Blob"), as: .customDump)
    /// ```
    /// ```
    /// User(
    ///   id: 1,
    ///   name: "Blob"
    /// )
    /// ```
    public static var customDump: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in ValueDump.string(value) }
    }
}
