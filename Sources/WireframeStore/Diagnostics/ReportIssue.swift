/// Reports an issue, as IssueReporting's `reportIssue` does: inside a test (Swift Testing or
/// XCTest) it fails the test at the call's location; elsewhere it writes a warning to standard
/// error and the program goes on.
///
/// ```swift
/// guard let memo = state.memos[id: id] else {
///     reportIssue("No memo with id \(id)")
///     return .none
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: The file ID of the issue's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
public func reportIssue(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    FailureReporter.reportIssue(
        message(), at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The error an unimplemented `@DependencyClient` endpoint throws, after reporting an issue
/// that names it.
///
/// ```swift
/// do { _ = try await NumberFact().fetch(1) } catch let error as UnimplementedEndpointError {
///     error.endpoint   // "NumberFact.fetch"
/// }
/// ```
public struct UnimplementedEndpointError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The endpoint, as `Client.endpoint`.
    public let endpoint: String

    /// An error for the unimplemented `endpoint`.
    public init(endpoint: String) {
        self.endpoint = endpoint
    }

    /// `Unimplemented: 'Client.endpoint'`.
    public var description: String { "Unimplemented: '\(endpoint)'" }
}
