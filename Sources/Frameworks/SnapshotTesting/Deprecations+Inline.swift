import Foundation

/// Reports a failure through Swift Testing when a Swift Testing test is running, else XCTest, at
/// the given location; what the assertions call to fail.
///
/// ```swift
/// recordIssue("The body did not match", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
@_spi(Internals)
public func recordIssue(
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    reportSnapshotTestingFailure(message(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The inline assertion of releases before 1.12, whose expected text is a `with:` argument.
///
/// It compares as it did (surrounding whitespace ignored). It does not write the test file: a
/// missing or recorded snapshot fails with the text to paste, and `assertInlineSnapshot` from
/// `InlineSnapshotTesting` is the form that writes.
///
/// ```swift
/// _assertInlineSnapshot(matching: user, as: .dump, with: """
/// ▿ User
/// """)
/// ```
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _assertInlineSnapshot<Value>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    with reference: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = _verifyInlineSnapshot(
        matching: try value(), as: snapshotting, record: recording, timeout: timeout, with: reference,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    reportSnapshotTestingFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``_assertInlineSnapshot(matching:as:record:timeout:with:fileID:file:testName:line:column:)``
/// returning the failure message instead of reporting it.
///
/// ```swift
/// let failure = _verifyInlineSnapshot(matching: 42, as: .description, with: "42")  // nil
/// ```
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _verifyInlineSnapshot<Value>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    with reference: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let actual: String
    do {
        actual = try snapshotting.snapshot(value())
    } catch {
        return String(describing: error)
    }
    let trimmedActual = actual.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
    let trimmedReference = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    let difference = SnapshotConvention.$current.withValue(.snapshotTesting) {
        snapshotting.diffing.diff(trimmedReference, trimmedActual, DiffPaths(golden: nil, actual: "\(fileID):\(line)"))
    }
    if !recording && !trimmedReference.isEmpty {
        guard let difference else { return nil }
        return "Snapshot does not match reference.\n\n" + difference.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return """
        The 'with:' form of inline snapshots is not written into the test file here; \
        use 'assertInlineSnapshot(of:as:)' from 'InlineSnapshotTesting', or paste the snapshot:

        \(trimmedActual)
        """
}
