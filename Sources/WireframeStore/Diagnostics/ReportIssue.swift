/// Reports an issue, as IssueReporting's `reportIssue` does: the issue goes to the current
/// ``IssueReporters``, and the default one fails the running test (Swift Testing or XCTest) at the
/// call's location, or outside a test writes a warning to standard error and lets the program go on.
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
///   - severity: `.error` (the default) fails a test; `.warning` never does.
///   - fileID: The file ID of the issue's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
public func reportIssue(
    _ message: @autoclosure () -> String? = nil,
    severity: IssueSeverity = .error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    IssueDelivery.reportIssue(
        message() ?? "", severity: severity,
        at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a caught error as an issue: "Caught error: …", then `message` when there is one.
///
/// ```swift
/// do { try store.save() } catch { reportIssue(error, "Saving failed") }
/// ```
///
/// - Parameters:
///   - error: The error caught.
///   - message: What was being done, if the error needs it.
///   - fileID: The file ID of the issue's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    let message = message()
    IssueDelivery.deliver(
        IssueDelivery.caughtErrorMessage(error, message), severity: .error, at: location, error: (error, message)
    ) { message, location in
        FailureReporter.reportIssue(message, severity: .error, at: location)
    }
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
