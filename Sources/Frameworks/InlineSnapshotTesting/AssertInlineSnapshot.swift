import Foundation

/// Asserts that a value's text snapshot matches the string literal in the call's trailing
/// closure, writing it into the test file when it is missing or when recording, as
/// swift-snapshot-testing's `InlineSnapshotTesting` does.
///
/// ```swift
/// import InlineSnapshotTesting
///
/// func testUser() {
///     assertInlineSnapshot(of: user, as: .dump) {
///         """
///         ▿ User
///           - id: 1
///
///         """
///     }
/// }
/// ```
///
/// The closure is written with the file's own indentation, as a raw string (`#"""`) when the
/// text needs one. A file edited since the tests were built is not rewritten: the assertion
/// fails with the reason and the file is left alone.
///
/// - Parameters:
///   - value: The value to snapshot; `nil` passes without comparing.
///   - snapshotting: A text strategy.
///   - message: Replaces "Snapshot did not match" in the failure.
///   - record: The record mode; else the scope's, else the process-wide one.
///   - timeout: How long to wait for an asynchronous snapshot, in seconds.
///   - syntaxDescriptor: Where the snapshot's closure is, for helpers that wrap this function.
///   - expected: Returns the expected text; leave it out to have it written.
///   - fileID: The file ID of the call.
///   - filePath: The path of the file that is rewritten.
///   - function: The test's name, for messages.
///   - line: The line of the call.
///   - column: The column of the call's arguments.
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as snapshotting: Snapshotting<Value, String>,
    message: @autoclosure () -> String = "",
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshotTestingInlineSnapshot(
        of: value, as: snapshotting, message: message(), record: record, timeout: timeout,
        syntaxDescriptor: syntaxDescriptor, expected: expected?(), fileID: "\(fileID)", filePath: "\(filePath)",
        function: "\(function)", line: line, column: column
    )
    guard let failure else { return }
    syntaxDescriptor.fail(failure, fileID: fileID, file: filePath, line: line, column: column)
}
