/// An issue reported inside ``expectReportsIssue(_:fileID:filePath:line:column:_:matching:)``, as
/// its matcher sees it.
///
/// ```swift
/// expectReportsIssue { model.load() } matching: { $0.description.contains("No memo") }
/// ```
public struct ReportedIssue: Sendable {
    /// "Issue reported: …", or "Caught error: …" for a reported error.
    public var description: String
    /// The error, when one was reported.
    public var error: (any Error)?
    /// How serious it was.
    public var severity: IssueSeverity
    /// The file ID of the place it was reported at.
    public var fileID: StaticString
    /// The file path of that place.
    public var filePath: StaticString
    /// The line of that place.
    public var line: UInt
    /// The column of that place.
    public var column: UInt
}

/// Runs `body` and expects it to report at least one issue, each matching `issueMatcher`: the
/// issues are kept from the test, and the test fails when none was reported ("Expected issue to
/// be reported") or one does not match ("Issue does not match: …").
///
/// ```swift
/// expectReportsIssue {
///     store.send(.unknownRow)
/// } matching: { issue in
///     issue.description.contains("unknown row")
/// }
/// ```
///
/// - Parameters:
///   - message: What is expected, added to the failure when nothing was reported.
///   - fileID: The file ID of the failure's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
///   - body: The work expected to report.
///   - issueMatcher: Whether a reported issue is the one expected; every issue passes by default.
public func expectReportsIssue(
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void,
    matching issueMatcher: (_ issue: ReportedIssue) -> Bool = { _ in true }
) rethrows {
    let collector = IssueCollector()
    try withIssueReporters([collector], operation: body)
    collector.check(message(), matching: issueMatcher, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs the asynchronous `body` and expects it to report at least one issue, each matching
/// `issueMatcher`.
///
/// ```swift
/// await expectReportsIssue { await store.send(.load) } matching: { $0.error is APIError }
/// ```
///
/// - Parameters:
///   - message: What is expected, added to the failure when nothing was reported.
///   - fileID: The file ID of the failure's location; the call's by default.
///   - filePath: The file path of that location.
///   - line: The line of that location.
///   - column: The column of that location.
///   - isolation: The actor `body` runs on; the caller's.
///   - body: The work expected to report.
///   - issueMatcher: Whether a reported issue is the one expected; every issue passes by default.
public func expectReportsIssue(
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void,
    matching issueMatcher: (_ issue: ReportedIssue) -> Bool = { _ in true }
) async rethrows {
    let collector = IssueCollector()
    try await withIssueReporters([collector], operation: body)
    collector.check(message(), matching: issueMatcher, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The reporter ``expectReportsIssue(_:fileID:filePath:line:column:_:matching:)`` installs: it
/// keeps every issue.
final class IssueCollector: IssueReporter {
    let issues = LockIsolated<[ReportedIssue]>([])

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let message = message() ?? ""
        keep(
            ReportedIssue(
                description: message.isEmpty ? "Issue reported" : "Issue reported: \(message)", severity: severity,
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        keep(
            ReportedIssue(
                description: IssueDelivery.caughtErrorMessage(error, message()), error: error, severity: .error,
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func keep(_ issue: ReportedIssue) {
        issues.withValue { $0.append(issue) }
    }

    /// Reports that nothing was reported, or each issue `issueMatcher` refuses, at the given place.
    func check(
        _ message: String?,
        matching issueMatcher: (ReportedIssue) -> Bool,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let issues = issues.value
        guard !issues.isEmpty else {
            let message = message ?? ""
            WireframeStore.reportIssue(
                "Expected issue to be reported\(message.isEmpty ? "" : ": \(message)")", fileID: fileID,
                filePath: filePath, line: line, column: column)
            return
        }
        for issue in issues where !issueMatcher(issue) {
            WireframeStore.reportIssue(
                "Issue does not match: \(issue.description)", fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
    }
}
