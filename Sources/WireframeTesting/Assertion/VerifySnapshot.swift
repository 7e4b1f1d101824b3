import Foundation

/// Compares a value's snapshot with its golden file, recording the golden when allowed, and
/// returns the failure message instead of reporting it; `nil` when the snapshot matches.
///
/// It is what `assertSnapshot(of:as:named:)` does before it reports, for building assertions of
/// your own. The golden is named and written, and the record mode and scoped settings
/// (`withSnapshotTesting`, the `.snapshots` trait) apply, exactly as for `assertSnapshot`.
///
/// ```swift
/// func assertLayout(_ tree: Node, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
///     if let message = verifySnapshot(of: tree.dump(), as: .lines, filePath: file, testName: testName, line: line) {
///         XCTFail("The layout changed.\n" + message, file: file, line: line)
///     }
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws is returned as the failure.
///   - snapshotting: The strategy that renders, stores and compares the snapshot.
///   - name: Names this snapshot among the test's others; required in parameterized tests.
///   - recordMode: Overrides the scoped setting, `WIREFRAME_RECORD` and the `CI` default.
///   - snapshotDirectory: The directory holding the test-file folders, instead of the scoped
///     setting, `WIREFRAME_SNAPSHOTS_DIR` or `<package root>/Snapshots`.
///   - fileID: The file ID of the call, for messages.
///   - filePath: The path of the calling file, which names the golden's folder.
///   - testName: The XCTest method name; Swift Testing tests are named from `Test.current`.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The failure message, or `nil` when the snapshot matched its golden.
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
    let request = SnapshotRequest(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column,
        name: name, record: recordMode, snapshotDirectory: snapshotDirectory
    )
    return verifySnapshot(of: value, as: snapshotting, request: request).message
}

/// Compares a value's snapshot with its golden, writing the golden or a pending `<golden>.new`
/// as the record mode says, and returns what happened without reporting it.
///
/// A match costs one read of the golden and one byte comparison; the diff is computed only when
/// the bytes differ.
func verifySnapshot<Value, Format>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    request: SnapshotRequest,
    environment: SnapshotEnvironment = .process,
    registry: SnapshotRegistry = .shared
) -> SnapshotOutcome {
    let mode: ResolvedRecordMode
    switch ResolvedRecordMode.resolve(parameter: request.record, scoped: request.settings.record, environment: environment) {
    case .success(let resolved): mode = resolved
    case .failure(let error): return .failed(error)
    }
    let golden: GoldenPaths
    do {
        golden = try GoldenPaths.claim(
            for: request, pathExtension: strategy.pathExtension,
            environment: environment, registry: registry)
    } catch {
        return .failed(error)
    }
    let actual: Format
    do {
        actual = try strategy.snapshot(value())
    } catch {
        return .failed(.snapshotFailed(reason: String(describing: error)), goldenPath: golden.path)
    }
    do {
        var comparison = SnapshotComparison(
            golden: golden, mode: mode, diffing: strategy.diffing, actual: actual,
            diffTool: environment.diffTool(request.settings)
        )
        var outcome = try comparison.run()
        outcome.goldenPath = golden.path
        // Findings fail the assertion whether or not the golden matched or was written; the
        // golden records them like the rest of the snapshot.
        if let findings = strategy.findings?(actual) {
            outcome.message = [outcome.message, findings].compactMap { $0 }.joined(separator: "\n\n")
            if outcome.status == .matched { outcome.status = .failed }
        }
        return outcome
    } catch {
        return .failed(error, goldenPath: golden.path)
    }
}

/// The paths of one claimed golden and its pending file.
struct GoldenPaths {
    var location: SnapshotLocation
    /// Relative to the snapshots directory: `CardTests/showsTitle.txt`.
    var relative: String
    var path: String
    var pendingPath: String
    var display: String
    var pendingDisplay: String

    /// Resolves the golden of `request` and claims it in `registry`, recording it in the ledger.
    static func claim(
        for request: SnapshotRequest,
        pathExtension: String,
        environment: SnapshotEnvironment,
        registry: SnapshotRegistry
    ) throws(SnapshotError) -> GoldenPaths {
        let location = try SnapshotLocation.resolve(
            parameter: request.snapshotDirectory ?? request.settings.snapshotDirectory,
            environment: environment,
            testFilePath: request.identity.filePath
        )
        let suffix: String?
        if let name = request.name {
            guard !name.isEmpty else { throw .invalidName(name) }
            suffix = name
        } else if request.identity.isParameterized {
            throw .unnamedInParameterizedTest(test: request.identity.name)
        } else {
            // Numbered per file extension, so a test's ASCII and SVG goldens share its name.
            suffix = registry.nextUnnamedSuffix(forTest: request.identity.key + "\u{0}" + pathExtension)
        }
        let relative = SnapshotLocation.relativePath(
            testFilePath: request.identity.filePath,
            testName: request.identity.name,
            suffix: suffix,
            pathExtension: pathExtension
        )
        let path = location.absolutePath(of: relative)
        let display = location.displayPath(of: path)
        try registry.claim(path, displayPath: display, by: request.callSite)
        registry.ledger.record(relative, in: location.directory)
        return GoldenPaths(
            location: location,
            relative: relative,
            path: path,
            pendingPath: path + ".new",
            display: display,
            pendingDisplay: display + ".new"
        )
    }
}
