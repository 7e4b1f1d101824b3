/// Runs `body` and reports any error it throws as an issue instead of throwing it: IssueReporting's
/// `withErrorReporting`, for work whose failure a program survives but a test must notice.
///
/// ```swift
/// let memos = withErrorReporting("Loading memos") { try MemoFile.read() } ?? []
/// ```
///
/// A `CancellationError` is not an issue: a cancelled task is no failure.
///
/// - Parameters:
///   - message: What was being done, added to the issue.
///   - reporters: Where the issue goes; the current reporters when `nil`.
///   - fileID: The file ID of the issue's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
///   - body: The work that may throw.
/// - Returns: What `body` returns, or `nil` when it threw.
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    catching body: () throws -> R
) -> R? {
    guard let reporters else {
        return reportingErrors(of: body, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return withIssueReporters(reporters) {
        reportingErrors(of: body, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

private func reportingErrors<R>(
    of body: () throws -> R,
    _ message: String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) -> R? {
    do {
        return try body()
    } catch is CancellationError {
        return nil
    } catch {
        reportIssue(error, message, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}

/// Runs the asynchronous `body` and reports any error it throws as an issue instead of throwing it.
///
/// ```swift
/// await withErrorReporting { try await client.sync() }
/// ```
///
/// A `CancellationError` is not an issue: a cancelled task is no failure.
///
/// - Parameters:
///   - message: What was being done, added to the issue.
///   - reporters: Where the issue goes; the current reporters when `nil`.
///   - fileID: The file ID of the issue's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
///   - isolation: The actor `body` runs on; the caller's.
///   - body: The work that may throw.
/// - Returns: What `body` returns, or `nil` when it threw.
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> sending R
) async -> R? {
    if let reporters {
        return await withIssueReporters(reporters) {
            await reportingErrors(of: body, message(), fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
    return await reportingErrors(of: body, message(), fileID: fileID, filePath: filePath, line: line, column: column)
}

private func reportingErrors<R>(
    of body: () async throws -> sending R,
    _ message: String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    isolation: isolated (any Actor)? = #isolation
) async -> R? {
    do {
        return try await body()
    } catch is CancellationError {
        return nil
    } catch {
        reportIssue(error, message, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
