import Foundation

/// A way to turn a value into a golden file: a render function, the golden's file extension and
/// the `Diffing` that compares and explains two snapshots.
///
/// Strategies are values. Build one from a render function, or derive one from another with
/// ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Invoice, Format == String {
///     static var summary: Snapshotting {
///         Snapshotting(pathExtension: "txt") { invoice in
///             invoice.lines.map { "\($0.name): \($0.amount)" }.joined(separator: "\n")
///         }
///     }
/// }
/// let sortedNames = Snapshotting<String, String>.lines.pullback { (names: [String]) in
///     names.sorted().joined(separator: "\n")
/// }
///
/// assertSnapshot(of: invoice, as: .summary)
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of the golden file, without the dot (`"txt"`, `"svg"`).
    public var pathExtension: String

    /// How two snapshots are stored, compared and described.
    public var diffing: Diffing<Format>

    /// Renders a value into its snapshot. A thrown error fails the assertion with its description.
    public var snapshot: @Sendable (Value) throws -> Format

    /// What fails the assertion even when the snapshot matches its golden, found in the
    /// snapshot itself (the `.accessibility` strategy's audit findings); `nil` for nothing.
    var findings: (@Sendable (Format) -> String?)?

    /// Creates a strategy from a file extension, a diffing and a render function.
    ///
    /// ```swift
    /// let ascii = Snapshotting<Grid, String>(
    ///     pathExtension: "txt",
    ///     diffing: .grid(cellWidth: { $0.isASCII ? 1 : 2 }),
    ///     snapshot: { try $0.render() }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot.
    ///   - diffing: How snapshots are stored and how a difference is explained.
    ///   - snapshot: Renders a value into its snapshot.
    public init(
        pathExtension: String,
        diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// Derives a strategy for another type by converting its values into this strategy's values
    /// first; the file extension and the diffing stay the same.
    ///
    /// ```swift
    /// let names = Snapshotting<String, String>.lines.pullback { (users: [User]) in
    ///     users.map(\.name).joined(separator: "\n")
    /// }
    /// ```
    ///
    /// - Parameter transform: Converts the new value into this strategy's value.
    /// - Returns: A strategy for `NewValue` with the same extension and diffing.
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var derived = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
        derived.findings = findings
        return derived
    }
}

extension Snapshotting where Format == String {
    /// Creates a text strategy compared line by line (`Diffing.lines`).
    ///
    /// ```swift
    /// let json = Snapshotting<Config, String>(pathExtension: "json") { try $0.prettyJSON() }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot. Defaults to `"txt"`.
    ///   - snapshot: Renders a value into text.
    public init(
        pathExtension: String = "txt",
        snapshot: @escaping @Sendable (Value) throws -> String
    ) {
        self.init(pathExtension: pathExtension, diffing: .lines, snapshot: snapshot)
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots a string as it is, in a `.txt` golden, with a line diff on a mismatch.
    ///
    /// ```swift
    /// assertSnapshot(of: report.description, as: .lines)
    /// ```
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}
