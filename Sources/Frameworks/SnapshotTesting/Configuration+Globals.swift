import Foundation
import Testing
import XCTest

/// Whether assertions record: the process-wide switch swift-snapshot-testing had before scoped
/// record modes. Reading it gives the scope's mode, else the process-wide one, as `.all`;
/// setting it sets the process-wide mode to `.all` (`true`) or `.missing` (`false`).
///
/// ```swift
/// isRecording = true  // deprecated: withSnapshotTesting(record: .all) { … }
/// ```
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { _record = newValue ? .all : .missing }
}

/// The older name of ``isRecording``.
///
/// ```swift
/// SnapshotTesting.record = true  // deprecated
/// ```
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { _record = newValue ? .all : .missing }
}

/// The process-wide diff tool, printed with each mismatch.
///
/// ```swift
/// diffTool = "ksdiff"  // deprecated: withSnapshotTesting(diffTool: "ksdiff") { … }
/// ```
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { _diffTool }
    set { _diffTool = newValue }
}

/// The diff tool in effect: the running test's `.snapshots` trait or `withSnapshotTesting`
/// scope, else the process-wide one.
///
/// ```swift
/// _diffTool(currentFilePath: "old.png", failedFilePath: "new.png")  // "ksdiff old.png new.png"
/// ```
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotTestingConfiguration.current?.diffTool ?? __diffTool }
    set { __diffTool = newValue }
}

/// The process-wide diff tool, `.default` unless set.
///
/// ```swift
/// __diffTool = .ksdiff
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// swift-snapshot-testing's name.
@_spi(Internals)
public var __diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotTestingDefaults.diffTool }
    set { SnapshotTestingDefaults.diffTool = newValue }
}

/// The record mode in effect: the running test's `.snapshots` trait or `withSnapshotTesting`
/// scope, else the process-wide one.
///
/// ```swift
/// _record == .all
/// ```
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    get { SnapshotTestingConfiguration.current?.record ?? __record }
    set { __record = newValue }
}

/// The process-wide record mode: `SNAPSHOT_TESTING_RECORD`, else `WIREFRAME_RECORD`, else
/// `never` under `CI`, else `missing`.
///
/// ```swift
/// __record = .failed
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// swift-snapshot-testing's name.
@_spi(Internals)
public var __record: SnapshotTestingConfiguration.Record {
    get { SnapshotTestingDefaults.record }
    set { SnapshotTestingDefaults.record = newValue }
}

/// The trait type behind `.snapshots(record:diffTool:)`, by swift-snapshot-testing's name.
///
/// ```swift
/// let trait: _SnapshotsTestTrait = .snapshots(record: .never)
/// ```
public typealias _SnapshotsTestTrait = SnapshotsTrait

/// The old name of `XCTestCase`.
///
/// ```swift
/// class CardTests: SnapshotTestCase { … }  // deprecated
/// ```
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase
