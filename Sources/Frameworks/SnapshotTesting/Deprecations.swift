import Foundation

// swift-snapshot-testing's deprecated forms: `record:` as a `Bool` (true is `.all`, false
// is `.missing`) and the `matching:` label of releases before 1.12.

extension SnapshotRecordMode {
    /// `true` is `.all`, `false` is `.missing`, and `nil` leaves the mode to the scope.
    fileprivate static func from(_ recording: Bool?) -> SnapshotRecordMode? {
        recording.map { $0 ? .all : .missing }
    }
}

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` with
/// `record:` as a `Bool`.
///
/// ```swift
/// assertSnapshot(of: user, as: .dump, record: true)  // deprecated: record: .all
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: .from(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-([String:Snapshotting])``
/// with `record:` as a `Bool`.
///
/// ```swift
/// assertSnapshots(of: user, as: ["dump": .dump], record: true)  // deprecated
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .from(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-([Snapshotting])``
/// with `record:` as a `Bool`.
///
/// ```swift
/// assertSnapshots(of: user, as: [.dump], record: true)  // deprecated
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .from(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with `record:` as a `Bool`.
///
/// ```swift
/// verifySnapshot(of: user, as: .dump, record: true)  // deprecated
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: .from(recording), snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// The form of `assertSnapshot` before 1.12, with `matching:`.
///
/// ```swift
/// assertSnapshot(matching: user, as: .dump)  // deprecated: of:
/// ```
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: .from(recording), timeout: timeout,
        file: file, testName: testName, line: line
    )
}

/// The form of `assertSnapshots` before 1.12, with `matching:`.
///
/// ```swift
/// assertSnapshots(matching: user, as: ["dump": .dump])  // deprecated: of:
/// ```
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .from(recording), timeout: timeout,
        file: file, testName: testName, line: line
    )
}

/// The form of `assertSnapshots` before 1.12, with `matching:`.
///
/// ```swift
/// assertSnapshots(matching: user, as: [.dump])  // deprecated: of:
/// ```
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .from(recording), timeout: timeout,
        file: file, testName: testName, line: line
    )
}

/// The form of `verifySnapshot` before 1.12, with `matching:`.
///
/// ```swift
/// verifySnapshot(matching: user, as: .dump)  // deprecated: of:
/// ```
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: .from(recording), snapshotDirectory: snapshotDirectory,
        timeout: timeout, file: file, testName: testName, line: line
    )
}
