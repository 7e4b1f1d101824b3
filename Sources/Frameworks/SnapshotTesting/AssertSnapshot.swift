import Foundation

/// Asserts that a value's snapshot matches its reference in `__Snapshots__`, as
/// swift-snapshot-testing does.
///
/// The reference is `<test file's folder>/__Snapshots__/<test file name>/<test name>.<n>.<ext>`:
/// `<n>` counts the test's unnamed snapshots from 1, or is the `named:` name. Works in XCTest
/// and Swift Testing alike.
///
/// ```swift
/// import SnapshotTesting
///
/// func testUser() {
///     assertSnapshot(of: user, as: .dump)              // testUser.1.txt
///     assertSnapshot(of: user, as: .json, named: "api") // testUser.api.json
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails the assertion.
///   - snapshotting: The strategy that renders, stores and compares the snapshot.
///   - name: Names the snapshot instead of its number.
///   - record: The record mode; else the scope's (`withSnapshotTesting`, `.snapshots`), else
///     `SNAPSHOT_TESTING_RECORD`, `WIREFRAME_RECORD`, `never` under `CI`, else `missing`.
///   - timeout: How long to wait for an asynchronous snapshot, in seconds.
///   - fileID: The file ID of the call.
///   - filePath: The path of the test file, which names the reference's folder.
///   - testName: The test's name, which names the reference.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
    reportSnapshotTestingFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a value against several strategies, each reference named by its key.
///
/// ```swift
/// assertSnapshots(of: user, as: ["dump": .dump, "json": .json])  // testUser.dump.txt, testUser.json.json
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategies: The strategies, by name.
///   - record: The record mode.
///   - timeout: How long to wait for an asynchronous snapshot, in seconds.
///   - fileID: The file ID of the call.
///   - filePath: The path of the test file.
///   - testName: The test's name.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try taken.get(), as: strategy, named: name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Asserts a value against several strategies, each reference numbered.
///
/// ```swift
/// assertSnapshots(of: user, as: [.dump, .json])  // testUser.1.txt, testUser.2.json
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategies: The strategies, in order.
///   - record: The record mode.
///   - timeout: How long to wait for an asynchronous snapshot, in seconds.
///   - fileID: The file ID of the call.
///   - filePath: The path of the test file.
///   - testName: The test's name.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for strategy in strategies {
        assertSnapshot(
            of: try taken.get(), as: strategy, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Compares a value's snapshot with its reference as ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``
/// does, and returns the failure message instead of reporting it.
///
/// ```swift
/// if let message = verifySnapshot(of: user, as: .dump, snapshotDirectory: "/tmp/refs") {
///     XCTFail(message)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy.
///   - name: Names the snapshot instead of its number.
///   - record: The record mode.
///   - snapshotDirectory: The folder of the references instead of `__Snapshots__/<file name>`.
///   - timeout: How long to wait for an asynchronous snapshot, in seconds.
///   - fileID: The file ID of the call.
///   - filePath: The path of the test file.
///   - testName: The test's name.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The failure message, or `nil` when the snapshot matched.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshotTestingSnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, filePath: "\(filePath)", testName: testName
    )
}
