extension Snapshotting where Format == String {
    /// Snapshots any value in swift-custom-dump's format, in a `.txt` golden: `Type(` with one
    /// `label: value,` line per field in declaration order, collections in brackets with their
    /// indices, strings quoted. It is what swift-snapshot-testing's `SnapshotTestingCustomDump`
    /// module gives; Wireframe's own `.dump` is close to it without the commas.
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
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in CustomDumpText.string(value) }
    }
}
