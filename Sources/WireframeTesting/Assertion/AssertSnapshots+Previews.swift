import Foundation
import Wireframe

/// Asserts every preview of a `PreviewProvider` in every format against its golden: a preview
/// is the one place a state of a component is written, and its snapshot needs no code of its own.
///
/// ```swift
/// @MainActor @Test func memoRow() {
///     assertSnapshots(ofPreviews: MemoRow_Previews.self, as: [.ascii, .svg])
///     // Snapshots/MemoRowTests/memoRow.Memo row.txt, …/memoRow.Memo row.svg,
///     // Snapshots/MemoRowTests/memoRow.Memo row, long title.txt, …
/// }
/// ```
///
/// Each preview is one assertion per format, named after the preview (its
/// `previewDisplayName(_:)`, else its provider's name, numbered when there are several)
/// and drawn on its canvas (`previewLayout(_:)`, `previewDevice(_:)`), as the
/// gallery draws it. Goldens are named, written, compared and reviewed as with
/// `assertSnapshot(of:as:named:)`. A preview that throws while rendering (an unusable size, an
/// unknown device) fails its own assertions and the others still run; so does a name that cannot
/// name a file (a path separator, control characters) or that two previews share.
///
/// - Parameters:
///   - provider: The type whose `previews` to snapshot.
///   - formats: The formats each preview is asserted in: `.ascii` (`.txt` goldens, the first
///     differing column marked) and `.svg`.
///   - recordMode: Overrides `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders, as for `assertSnapshot`.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the goldens' folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func assertSnapshots<Provider: PreviewProvider>(
    ofPreviews provider: Provider.Type,
    as formats: [RenderFormat] = [.ascii, .svg],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: Preview.all(of: provider), from: "\(Provider.self)", as: formats, record: recordMode, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts every `#Preview` of `module` in every format against its golden, as
/// ``assertSnapshots(ofPreviews:as:record:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// does for a provider: each preview named by its name, else by its file's (`MemoRow`,
/// `MemoRow 2`), on the canvas its traits choose.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertSnapshots(ofPreviewsInModule: "MyComponents", as: [.ascii, .svg])
/// }
/// ```
///
/// - Parameters:
///   - module: The module whose `#Preview`s to snapshot, as its name is spelled in `#fileID`;
///     the test target must link it (a module with none fails the assertion).
///   - formats: The formats each preview is asserted in.
///   - recordMode: Overrides `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders, as for `assertSnapshot`.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for XCTest failures and the goldens' folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func assertSnapshots(
    ofPreviewsInModule module: String,
    as formats: [RenderFormat] = [.ascii, .svg],
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: MacroPreviews.all(inModule: module), from: "#Preview in \(module)", as: formats, record: recordMode,
        snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

@MainActor
private func assertSnapshots(
    of previews: [Preview],
    from source: String,
    as formats: [RenderFormat],
    record recordMode: SnapshotRecordMode?,
    snapshotDirectory: String?,
    fileID: StaticString,
    filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) {
    func fail(_ message: String) {
        report(SnapshotOutcome(status: .failed, message: message), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    if previews.isEmpty {
        fail("\(source) has no previews to snapshot.")
    }
    var numbers: [String: Int] = [:]
    for preview in previews {
        let number = preview.index + 1
        if let problem = ScenarioName.problem(with: preview.name) {
            fail(
                "Preview \(number) of \(source) is named \"\(TerminalText.visible(preview.name))\", which cannot name a golden: \(problem)."
            )
            continue
        }
        if let first = numbers[preview.name] {
            fail(
                "Previews \(first) and \(number) of \(source) are both named \"\(preview.name)\"; "
                    + "give each a previewDisplayName of its own.")
            continue
        }
        numbers[preview.name] = number
        for format in formats {
            reportSnapshot(
                of: try preview.render(as: format), as: renderedSnapshotting(format), named: preview.name, record: recordMode,
                snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
            )
        }
    }
}

/// A picture already rendered in `format`: `.txt` goldens compared by grid for ASCII, `.svg`
/// goldens compared by line for SVG, as the view strategies do.
private func renderedSnapshotting(_ format: RenderFormat) -> Snapshotting<String, String> {
    format == .svg
        ? Snapshotting(pathExtension: "svg", diffing: .lines) { $0 }
        : Snapshotting(pathExtension: "txt", diffing: .grid(cellWidth: displayWidth(of:))) { $0 }
}
