import Foundation
import Wireframe
import WireframeSnapshotSupport

/// Asserts a view's snapshot in each variant, one golden per variant named after it.
///
/// The view is built once and rendered in each variant's environment, as if the variant were set
/// on its root: `.dark` as `.preferredColorScheme(.dark)`, `.rightToLeft` as
/// `.environment(\.layoutDirection, .rightToLeft)`.
///
/// ```swift
/// @Test func memoList() {
///     assertSnapshot(of: MemoListView(), as: .svg(width: 390, height: 844), variants: [.dark, .dynamicType(.accessibility2), .rightToLeft])
///     // memoList.dark.svg, memoList.accessibility2.svg, memoList.rtl.svg
/// }
/// ```
///
/// - Parameters:
///   - value: The view to snapshot. An error it throws fails the assertion.
///   - snapshotting: The strategy that renders, stores and compares the snapshot.
///   - variants: The variants, each a golden; two with one name fail, as two goldens at one place do.
///   - name: Names this snapshot among the test's others; each golden is `<name>.<variant>`.
///   - recordMode: Overrides `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the golden's folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
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
        func check() {
            reportSnapshot(
                of: try taken.get(), as: snapshotting, named: name.map { "\($0).\(variant.name)" } ?? variant.name, record: recordMode,
                snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        }
        variant.applied(check)
    }
}
