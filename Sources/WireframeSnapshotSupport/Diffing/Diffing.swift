import Foundation

/// How a snapshot format is stored in a golden file, read back, and how two snapshots that
/// differ are explained in a failure message.
///
/// Text strategies use ``lines`` (a unified diff) or ``grid(cellWidth:)`` (a unified diff plus
/// a marker under the first differing column, for fixed-width renderings such as ASCII art).
public struct Diffing<Value>: Sendable {
    /// Encodes a snapshot into the bytes of its golden file.
    public var toData: @Sendable (Value) -> Data

    /// Decodes a golden file. A thrown error fails the assertion, naming the file and the error.
    public var fromData: @Sendable (Data) throws -> Value

    /// Describes how `actual` differs from `golden`, or returns `nil` when they are the same
    /// snapshot. `paths` names both sides for the diff header.
    public var diff: @Sendable (_ golden: Value, _ actual: Value, _ paths: DiffPaths) -> String?

    /// Creates a diffing from its three parts.
    ///
    /// - Parameters:
    ///   - toData: Encodes a snapshot into the bytes of its golden file.
    ///   - fromData: Decodes a golden file; throws when the bytes are not a snapshot.
    ///   - diff: Explains a difference, or returns `nil` when the two snapshots are the same.
    public init(
        toData: @escaping @Sendable (Value) -> Data,
        fromData: @escaping @Sendable (Data) throws -> Value,
        diff: @escaping @Sendable (_ golden: Value, _ actual: Value, _ paths: DiffPaths) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// The two files a snapshot diff compares, as shown in its `---` and `+++` header lines.
public struct DiffPaths: Sendable {
    /// The golden file, relative to the package root when it lies inside it; `nil` when there is
    /// no golden yet (the header then reads `--- /dev/null`).
    public var golden: String?

    /// The file holding the actual snapshot (the pending `<golden>.new`).
    public var actual: String

    /// Creates the pair of paths for a diff header.
    public init(golden: String?, actual: String) {
        self.golden = golden
        self.actual = actual
    }
}

extension DiffPaths: Hashable {}

extension Diffing where Value == String {
    /// Compares text line by line and explains a difference as a unified diff in git's format
    /// (`---`/`+++` headers, `@@` hunks with three lines of context).
    ///
    /// Golden text files are UTF-8, end with one `"\n"` and use `"\n"` line endings; `"\r\n"` in
    /// a golden or in a snapshot compares equal to `"\n"`. Inside an assertion of the
    /// `SnapshotTesting` module the text is stored as it is and a difference reads as
    /// swift-snapshot-testing prints it (`@@ −1,2 +1,2 @@`); see the DocC article
    /// "Moving from swift-snapshot-testing".
    public static var lines: Diffing<String> {
        Diffing(
            toData: TextGolden.encodeByConvention,
            fromData: TextGolden.decodeByConvention,
            diff: { golden, actual, paths in
                guard !golden.utf8.elementsEqual(actual.utf8) else { return nil }
                if SnapshotConvention.current == .snapshotTesting {
                    return SnapshotTestingDiff.text(old: golden, new: actual)
                }
                return UnifiedDiff(golden: golden, actual: actual, paths: paths).text
            }
        )
    }

    /// Compares text like ``lines`` and adds a marker line with a `^` under the first column
    /// that differs, for fixed-width renderings such as ASCII wireframes.
    ///
    /// ```
    /// First difference: line 2, column 3
    /// -│ab  │
    /// +│ac  │
    ///    ^
    /// ```
    ///
    /// - Parameter cellWidth: The number of terminal cells a character occupies (2 for wide East
    ///   Asian characters); by default every character is one cell.
    public static func grid(
        cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
    ) -> Diffing<String> {
        Diffing(toData: TextGolden.encodeByConvention, fromData: TextGolden.decodeByConvention) { golden, actual, paths in
            guard !golden.utf8.elementsEqual(actual.utf8) else { return nil }
            if SnapshotConvention.current == .snapshotTesting {
                return SnapshotTestingDiff.text(old: golden, new: actual) + "\n\n"
                    + GridMarker(golden: golden, actual: actual, cellWidth: cellWidth).text
            }
            let diff = UnifiedDiff(golden: golden, actual: actual, paths: paths).text
            let marker = GridMarker(golden: golden, actual: actual, cellWidth: cellWidth).text
            return diff + "\n\n" + marker
        }
    }
}

extension TextGolden {
    /// The golden's bytes: as they are inside the `SnapshotTesting` assertions, else ``encode(_:)``.
    @Sendable static func encodeByConvention(_ text: String) -> Data {
        SnapshotConvention.current == .snapshotTesting ? Data(text.utf8) : encode(text)
    }

    /// The golden's text: as it is inside the `SnapshotTesting` assertions, else ``decode(_:)``.
    @Sendable static func decodeByConvention(_ data: Data) throws -> String {
        SnapshotConvention.current == .snapshotTesting ? String(decoding: data, as: UTF8.self) : try decode(data)
    }
}
