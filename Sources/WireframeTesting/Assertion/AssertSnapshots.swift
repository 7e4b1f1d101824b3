import Foundation
import Wireframe

/// Asserts a value against several strategies at once, one golden each.
///
/// The value is taken once. The goldens are named as if each strategy had its own unnamed
/// `assertSnapshot`, numbered per file extension in the order of the list, so the first `.txt`
/// golden is `<test>.txt` and the first `.json` golden `<test>.json`.
///
/// ```swift
/// @Test func invoice() {
///     assertSnapshots(of: Invoice.sample, as: [.dump, .json])   // invoice.txt, invoice.json
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails every strategy's assertion.
///   - strategies: The strategies, in the order their goldens are numbered.
///   - recordMode: Overrides the scoped setting, `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the goldens' folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for strategy in strategies {
        reportSnapshot(
            of: try taken.get(), as: strategy, named: nil, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Asserts a value against several named strategies at once: the golden of each is named after
/// its key, as with `named:`.
///
/// ```swift
/// @Test func invoice() {
///     assertSnapshots(of: Invoice.sample, as: ["fields": .dump, "wire": .json])
///     // invoice.fields.txt, invoice.wire.json
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails every strategy's assertion.
///   - strategies: The strategies by name; they are asserted in the order of their names.
///   - recordMode: Overrides the scoped setting, `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the goldens' folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        reportSnapshot(
            of: try taken.get(), as: strategy, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Asserts a view against several strategies at once, on the main actor, with the goldens named
/// as by the general `assertSnapshots(of:as:)`.
///
/// ```swift
/// @MainActor @Test func dialog() {
///     assertSnapshots(of: DeleteDialog(), as: [.ascii(width: 390, height: 844), .svg(width: 390, height: 844)])
/// }
/// ```
@MainActor
public func assertSnapshots<Value: View, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for strategy in strategies {
        reportSnapshot(
            of: try taken.get(), as: strategy, named: nil, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Asserts a view against several named strategies at once, on the main actor.
///
/// ```swift
/// @MainActor @Test func dialog() {
///     assertSnapshots(of: DeleteDialog(), as: ["phone": .ascii(width: 390, height: 844), "narrow": .ascii(width: 240, height: nil)])
/// }
/// ```
@MainActor
public func assertSnapshots<Value: View, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        reportSnapshot(
            of: try taken.get(), as: strategy, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}
