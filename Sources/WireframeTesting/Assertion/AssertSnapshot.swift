import Foundation
import Testing
import XCTest

/// Asserts that a value's snapshot matches its golden file, recording the golden when allowed.
///
/// Works in Swift Testing `@Test` functions and in XCTest methods alike: a failure is reported
/// with `Issue.record` when a Swift Testing test is running, and with `XCTFail` otherwise.
///
/// ```swift
/// @Test func showsTitle() {
///     assertSnapshot(of: "Title\n=====", as: .lines)                    // showsTitle.txt
///     assertSnapshot(of: "Subtitle", as: .lines)                        // showsTitle.2.txt
///     assertSnapshot(of: "Dark", as: .lines, named: "dark")             // showsTitle.dark.txt
/// }
/// ```
///
/// The golden is `Snapshots/<test file name>/<test name>[.<name or number>].<ext>` in the
/// package root (the nearest directory above the test file holding `Package.swift`). Unnamed
/// snapshots of a test are numbered in the order they run: the first has no number, then `.2`,
/// `.3`…. Two assertions that resolve to the same golden fail, naming both call sites.
///
/// On a mismatch the failure shows a unified diff, and the snapshot is written beside the golden
/// as `<golden>.new` (and attached to the Swift Testing issue) for `wireframe review`. See
/// `SnapshotRecordMode` for when goldens are written; an assertion that writes one always fails.
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails the assertion.
///   - snapshotting: The strategy that renders, stores and compares the snapshot.
///   - name: Names this snapshot among the test's others; required in parameterized tests.
///   - recordMode: Overrides `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders, instead of
///     `WIREFRAME_SNAPSHOTS_DIR` or `<package root>/Snapshots`; relative to the package root
///     unless absolute.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the golden's folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    reportSnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    )
}

/// Verifies a snapshot and reports a failure through Swift Testing or XCTest.
func reportSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record recordMode: SnapshotRecordMode?,
    snapshotDirectory: String?,
    fileID: StaticString,
    filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) {
    let request = SnapshotRequest(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column,
        name: name, record: recordMode, snapshotDirectory: snapshotDirectory
    )
    let outcome = verifySnapshot(of: value, as: snapshotting, request: request)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports a failed outcome through Swift Testing, with the snapshot attached, or else XCTest.
func report(_ outcome: SnapshotOutcome, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    guard let message = outcome.message else { return }
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
        )
        #if compiler(>=6.2)
            if let attachment = outcome.attachment {
                Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
            }
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
