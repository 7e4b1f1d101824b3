import Foundation
import Wireframe

/// Asserts one snapshot per file in a folder: each file whose name matches `pattern` is read by
/// `value` and snapshotted with `strategy`, into a golden named after the file.
///
/// The folder is relative to the package root (or absolute); `pattern` is a shell wildcard
/// (`*` and `?`, as `fnmatch` reads them) matched against file names. Files are taken in name
/// order, hidden files and folders are skipped. The golden of `banner.json` in the test
/// `examples` is `<test file>/examples.banner.json.<ext>`, so adding an input file records a new
/// golden on its first run, and the golden of a removed input is reported by
/// `wireframe review --unreferenced`. No matching file at all fails the test.
///
/// ```swift
/// @MainActor @Test func examples() {
///     assertSnapshots(forEachFileIn: "Examples", matching: "*.json", as: .ascii(width: 390, height: nil)) { url in
///         try Node(json: Data(contentsOf: url))
///     }
/// }
/// ```
///
/// - Parameters:
///   - directory: The folder of inputs, relative to the package root unless absolute.
///   - pattern: The file names to take; every file by default.
///   - strategy: The strategy that renders, stores and compares each snapshot.
///   - recordMode: Overrides the scoped setting, `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the calling file, for the package root and the goldens' folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
///   - value: Makes the value to snapshot from a file's URL. An error it throws fails that
///     file's assertion, naming the file.
public func assertSnapshots<Value, Format>(
    forEachFileIn directory: String,
    matching pattern: String = "*",
    as strategy: Snapshotting<Value, Format>,
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    _ value: (URL) throws -> Value
) {
    let request = SnapshotRequest(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column,
        name: nil, record: recordMode, snapshotDirectory: snapshotDirectory
    )
    for outcome in verifySnapshots(forEachFileIn: directory, matching: pattern, as: strategy, request: request, value) {
        report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts one view snapshot per file in a folder, on the main actor where view bodies are
/// evaluated; see the general `assertSnapshots(forEachFileIn:matching:as:)`.
///
/// ```swift
/// @MainActor @Test func examples() {
///     assertSnapshots(forEachFileIn: "Examples", matching: "*.json", as: .tree) { url in
///         try Node(json: Data(contentsOf: url))
///     }
/// }
/// ```
@MainActor
public func assertSnapshots<Value: View, Format>(
    forEachFileIn directory: String,
    matching pattern: String = "*",
    as strategy: Snapshotting<Value, Format>,
    record recordMode: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    _ value: (URL) throws -> Value
) {
    let request = SnapshotRequest(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column,
        name: nil, record: recordMode, snapshotDirectory: snapshotDirectory
    )
    for outcome in verifySnapshots(forEachFileIn: directory, matching: pattern, as: strategy, request: request, value) {
        report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Verifies one snapshot per matching file in `directory`, each named after its file; a single
/// failed outcome when the folder cannot be listed or no file matches.
func verifySnapshots<Value, Format>(
    forEachFileIn directory: String,
    matching pattern: String,
    as strategy: Snapshotting<Value, Format>,
    request: SnapshotRequest,
    environment: SnapshotEnvironment = .process,
    registry: SnapshotRegistry = .shared,
    _ value: (URL) throws -> Value
) -> [SnapshotOutcome] {
    let folder: String
    if directory.hasPrefix("/") {
        folder = directory
    } else if let root = PackageRoot.find(above: request.identity.filePath) {
        folder = SnapshotLocation.standardized(root + "/" + directory)
    } else {
        return [.failed(.packageRootNotFound(filePath: request.identity.filePath))]
    }
    let names: [String]
    do {
        names = try inputFiles(in: folder, matching: pattern)
    } catch {
        return [.failed(error)]
    }
    guard !names.isEmpty else { return [.failed(.noInputs(directory: directory, pattern: pattern))] }
    return names.map { name in
        var fileRequest = request
        fileRequest.name = name
        let url = URL(fileURLWithPath: folder + "/" + name)
        return verifySnapshot(
            of: {
                do {
                    return try value(url)
                } catch {
                    throw InputFileError(name: name, underlying: error)
                }
            },
            as: strategy, request: fileRequest, environment: environment, registry: registry
        )
    }
}

/// The names of the regular, visible files in `folder` that match `pattern`, sorted.
private func inputFiles(in folder: String, matching pattern: String) throws(SnapshotError) -> [String] {
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
        let exists = FileManager.default.fileExists(atPath: folder)
        throw .unreadableInputs(directory: folder, reason: exists ? "it is not a readable folder" : "there is no such folder")
    }
    return names.filter { name in
        guard !name.hasPrefix("."), fnmatch(pattern, name, 0) == 0 else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
    .sorted()
}

/// An error reading one input file, described with the file's name.
private struct InputFileError: Error, CustomStringConvertible {
    var name: String
    var underlying: any Error

    var description: String { "\(TerminalText.visible(name)): \(underlying)" }
}
