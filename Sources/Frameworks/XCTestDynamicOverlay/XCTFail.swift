/// Fails the running test with `message`, from app code as well as from tests, without linking
/// XCTest: xctest-dynamic-overlay's `XCTFail`, for code written before IssueReporting.
///
/// ```swift
/// import XCTestDynamicOverlay
///
/// extension APIClient: TestDependencyKey {
///     static let testValue = APIClient(fetch: {
///         XCTFail("APIClient.fetch is unimplemented")
///         return []
///     })
/// }
/// ```
///
/// It reports through `reportIssue`: inside a Swift Testing or XCTest test it fails that test at
/// the call's location; anywhere else it writes a warning to standard error and the program goes
/// on.
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: The file ID of the failure's location; the call's by default.
///   - file: The file path of that location; the call's by default.
///   - line: The line of that location; the call's by default.
///   - column: The column of that location; the call's by default.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTFail(
    _ message: String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportIssue(message, fileID: fileID, filePath: file, line: line, column: column)
}
