import Foundation
import Wireframe

/// View strategies render on the main actor, where view bodies are evaluated; the
/// `assertSnapshot(of:as:)` overload for views is `@MainActor`, so a test that snapshots a view
/// is a `@MainActor` test (the compiler says so otherwise).
extension Snapshotting where Value: View, Format == String {
    /// The view as an ASCII picture on a `width` × `height` point screen (`nil` height fits the
    /// content), in a `.txt` golden; a mismatch marks the first differing column.
    ///
    /// ```swift
    /// assertSnapshot(of: MemoView(memo: memo), as: .ascii(width: 390, height: nil))
    /// ```
    public static func ascii(width: CGFloat, height: CGFloat?) -> Snapshotting {
        ascii(on: Screen(width: width, height: height))
    }

    /// The view as an ASCII picture on `screen`, laid out inside its safe area.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .ascii(on: .iPhone15))
    /// ```
    public static func ascii(on screen: Screen) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .asciiRender(cellWidth: displayWidth(of:))) { view in
            try onMainActor(view) { try $0.renderASCII(on: screen) }
        }
    }

    /// The view as SVG on a `width` × `height` point screen, in an `.svg` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .svg(width: 390, height: 844))
    /// ```
    public static func svg(width: CGFloat, height: CGFloat?) -> Snapshotting {
        svg(on: Screen(width: width, height: height))
    }

    /// The view as SVG on `screen`.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .svg(on: .iPhone15))
    /// ```
    public static func svg(on screen: Screen) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .svgRender) { view in
            try onMainActor(view) { try $0.renderSVG(on: screen) }
        }
    }

    /// The view's resolved node tree, one line per node (`Node.dump()`), in a `.tree.txt` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: MemoView(memo: memo), as: .tree)
    /// ```
    public static var tree: Snapshotting {
        Snapshotting(pathExtension: "tree.txt", diffing: .lines) { view in
            try onMainActor(view) { try $0.node().dump() }
        }
    }
}

/// Runs `render` on `view` synchronously on the main actor, where `assertSnapshot(of:as:)` for
/// views is isolated.
private func onMainActor<V: View>(_ view: V, _ render: @MainActor (V) throws -> String) throws -> String {
    // The view never leaves this thread: assumeIsolated runs the closure here, now.
    nonisolated(unsafe) let view = view
    return try MainActor.assumeIsolated { try render(view) }
}

/// Asserts that a view renders as its golden file, on the main actor where view bodies are
/// evaluated; see the general ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``.
///
/// ```swift
/// @MainActor @Test func memoRow() {
///     assertSnapshot(of: MemoView(memo: .sample), as: .ascii(width: 390, height: nil))
/// }
/// ```
@MainActor
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
    reportSnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    )
}

/// Compares a view's snapshot with its golden on the main actor, where view bodies are
/// evaluated, and returns the failure message instead of reporting it; the same parameters as
/// the general ``verifySnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``.
///
/// ```swift
/// @MainActor func assertCard(_ card: Card, line: UInt = #line) {
///     if let message = verifySnapshot(of: card, as: .ascii(width: 390, height: nil), line: line) {
///         Issue.record(Comment(rawValue: message))
///     }
/// }
/// ```
///
/// - Returns: The failure message, or `nil` when the snapshot matched its golden.
@MainActor
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
    let request = SnapshotRequest(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column,
        name: name, record: recordMode, snapshotDirectory: snapshotDirectory
    )
    return verifySnapshot(of: value, as: snapshotting, request: request).message
}

/// Asserts that the view `makeView` builds renders as its golden file, from a test that is not
/// on the main actor: the view is built and rendered on the main actor, then compared.
///
/// This is the form for XCTest on Linux, where a `@MainActor` test method stops test discovery
/// under `swift test --parallel`: write the method `async` and `await` the assertion.
///
/// ```swift
/// final class MemoRowTests: XCTestCase {
///     func testRow() async {
///         await assertSnapshot(of: { MemoView(memo: .sample) }, as: .ascii(width: 390, height: nil))
///     }
/// }
/// ```
public func assertSnapshot<Value: View, Format>(
    of makeView: @escaping @MainActor () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    // The view is built, rendered and compared on the main actor, in this task, while the
    // caller waits; an error building it is reported as the failure.
    @MainActor func assertion() {
        reportSnapshot(
            of: try makeView(), as: snapshotting, named: name, record: recordMode, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        )
    }
    await MainActor.run { assertion() }
}
