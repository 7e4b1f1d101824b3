import Foundation
import Wireframe

/// Asserts a view's snapshot in each variant by swift-snapshot-testing's conventions: one
/// reference per variant, `<test>.<variant>.<ext>` (or `<test>.<name>.<variant>.<ext>`) in
/// `__Snapshots__/<test file name>/`. The same signature as WireframeTesting's form, which it
/// shadows under `import SnapshotTesting`.
///
/// ```swift
/// func testMemoList() {
///     assertSnapshot(of: MemoListView(), as: .ascii(width: 390, height: 844), variants: [.dark, .rightToLeft])
///     // __Snapshots__/MemoListTests/testMemoList.dark.txt, testMemoList.rtl.txt
/// }
/// ```
///
/// - Parameters:
///   - value: The view to snapshot. An error it throws fails the assertion.
///   - snapshotting: The strategy that renders, stores and compares the snapshot.
///   - variants: The variants, each a reference.
///   - name: Prefixes each reference's variant name.
///   - recordMode: The record mode.
///   - snapshotDirectory: The folder of the references instead of `__Snapshots__/<file name>`.
///   - fileID: The file ID of the call.
///   - filePath: The path of the test file.
///   - testName: The test's name.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshot<Value: View, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    variants: [SnapshotVariant],
    named name: String? = nil,
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let taken = Result { try value() }
    for variant in variants {
        let message = variant.applied {
            verifySnapshotTestingSnapshot(
                of: { try taken.get() }, as: snapshotting, named: name.map { "\($0).\(variant.name)" } ?? variant.name,
                record: recordMode, snapshotDirectory: snapshotDirectory, timeout: 5, filePath: "\(filePath)", testName: testName)
        }
        reportSnapshotTestingFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
