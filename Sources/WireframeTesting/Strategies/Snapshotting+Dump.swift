import WireframeDump

extension Snapshotting where Format == String {
    /// Snapshots any value as a structural text dump, in a `.txt` golden compared line by line.
    ///
    /// The dump is the one `TestStore` prints in its state diffs: structs and classes as
    /// `Type(label: value)` with one field per line, enums as `.case(payload)`, collections with
    /// their indices, strings quoted and escaped. It is the same on every run and machine:
    /// dictionary entries are sorted by key and set elements by their dumps, no memory address is
    /// printed, numbers use their shortest round-trip form, dates are ISO 8601 in UTC, and a class
    /// instance reached again inside itself prints as `Type(↩︎)`, so a reference cycle ends.
    ///
    /// ```swift
    /// struct User { var name: String; var tags: Set<String> }
    /// assertSnapshot(of: User(name: "Ahn", tags: ["b", "a"]), as: .dump)
    /// ```
    /// ```
    /// User(
    ///   name: "Ahn"
    ///   tags: Set([
    ///     "a"
    ///     "b"
    ///   ])
    /// )
    /// ```
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in ValueDump.string(value) }
    }
}
