import Foundation
import Wireframe

// WireframeTesting's assertions with their own labels (`snapshotDirectory:`, `filePath:`), and
// its main-actor forms for views, declared again here with the same signatures so that they
// shadow WireframeTesting's: under `import SnapshotTesting` every form follows
// swift-snapshot-testing's conventions, and a call with only `of:as:` is not ambiguous (these
// are disfavored, so it resolves to swift-snapshot-testing's signature).

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` with
/// WireframeTesting's labels.
///
/// ```swift
/// assertSnapshot(of: user, as: .dump, snapshotDirectory: "/tmp/refs")
/// ```
@_disfavoredOverload
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
    let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    )
    reportSnapshotTestingFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with WireframeTesting's labels.
///
/// ```swift
/// let message = verifySnapshot(of: user, as: .dump, filePath: #filePath)
/// ```
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
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
) -> String? {
    verifySnapshotTestingSnapshot(
        of: value, as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        timeout: 5, filePath: "\(filePath)", testName: testName
    )
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-([Snapshotting])``
/// with WireframeTesting's labels.
///
/// ```swift
/// assertSnapshots(of: user, as: [.dump, .json], snapshotDirectory: "/tmp/refs")
/// ```
@_disfavoredOverload
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
        assertSnapshot(
            of: try taken.get(), as: strategy, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-([String:Snapshotting])``
/// with WireframeTesting's labels.
///
/// ```swift
/// assertSnapshots(of: user, as: ["dump": .dump], snapshotDirectory: "/tmp/refs")
/// ```
@_disfavoredOverload
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
        assertSnapshot(
            of: try taken.get(), as: strategy, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// ```
@MainActor
@_disfavoredOverload
public func assertSnapshot<Value: View, Format>(
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
    let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    )
    reportSnapshotTestingFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ```
@MainActor
@_disfavoredOverload
public func verifySnapshot<Value: View, Format>(
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
) -> String? {
    verifySnapshotTestingSnapshot(
        of: value, as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        timeout: 5, filePath: "\(filePath)", testName: testName
    )
}

/// ```
@MainActor
@_disfavoredOverload
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
        assertSnapshot(
            of: try taken.get(), as: strategy, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}

/// ```
@MainActor
@_disfavoredOverload
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
        assertSnapshot(
            of: try taken.get(), as: strategy, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
}
