/// Where an inline snapshot sits in a call, for helpers that wrap `assertInlineSnapshot`: the
/// label of the trailing closure that holds the snapshot, its position among the call's trailing
/// closures, and older labels still accepted (swift-snapshot-testing's type of the same name).
///
/// ```swift
/// func assertResponse(
///     of url: () -> String,
///     body: (() -> String)? = nil,
///     file: StaticString = #filePath, function: StaticString = #function,
///     line: UInt = #line, column: UInt = #column
/// ) {
///     assertInlineSnapshot(
///         of: fetch(url()), as: .lines,
///         syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 1),
///         matches: body, file: file, function: function, line: line, column: column
///     )
/// }
///
/// assertResponse {
///     "https://example.com"
/// } body: {
///     """
///     <html>…</html>
///     """
/// }
/// ```
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
    /// The label of `assertInlineSnapshot`'s own closure: `matches`.
    public static let defaultTrailingClosureLabel = "matches"

    /// Labels the snapshot's closure had before, still recognized in the source.
    public var deprecatedTrailingClosureLabels: [String]

    /// The label of the closure that holds the snapshot.
    public var trailingClosureLabel: String

    /// Which trailing closure holds the snapshot, counting from 0 for the first.
    public var trailingClosureOffset: Int

    /// Describes where a helper's snapshot closure is.
    ///
    /// ```swift
    /// InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - deprecatedTrailingClosureLabels: Older labels still recognized.
    ///   - trailingClosureLabel: The label of the snapshot's closure.
    ///   - trailingClosureOffset: Which trailing closure holds the snapshot, from 0.
    public init(
        deprecatedTrailingClosureLabels: [String] = [],
        trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
        trailingClosureOffset: Int = 0
    ) {
        self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
        self.trailingClosureLabel = trailingClosureLabel
        self.trailingClosureOffset = trailingClosureOffset
    }

    /// The descriptor as the inline writer reads it.
    var selector: TrailingClosureSelector {
        TrailingClosureSelector(label: trailingClosureLabel, formerLabels: deprecatedTrailingClosureLabels, offset: trailingClosureOffset)
    }

    /// Reports a failure of a helper's inline snapshot, through Swift Testing or XCTest.
    ///
    /// ```swift
    /// descriptor.fail("The body did not match", fileID: fileID, file: file, line: line, column: column)
    /// ```
    ///
    /// - Parameters:
    ///   - message: The failure's text.
    ///   - fileID: The file ID of the call.
    ///   - filePath: The path of the test file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func fail(
        _ message: @autoclosure () -> String = "",
        fileID: StaticString,
        file filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        reportSnapshotTestingFailure(message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
