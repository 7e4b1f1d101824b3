import Foundation

/// Compares a value's snapshot with its golden by swift-snapshot-testing's conventions, for the
/// `SnapshotTesting` module's assertions; `nil` when it matches, else the failure message.
///
/// - The golden is `<test file's folder>/__Snapshots__/<test file name>/<test name>.<n>.<ext>`,
///   or `<snapshotDirectory>/<test name>.<n>.<ext>`; `<n>` counts the test's unnamed snapshots
///   from 1, a `named:` snapshot uses its name instead. Names are made file-safe by replacing
///   each run of non-word characters with `-`.
/// - Record modes: `all` writes and fails; a missing golden is written and fails unless the
///   mode is `never`; a mismatch fails, and `failed` also writes the new snapshot.
/// - A mismatch writes the new snapshot to `$SNAPSHOT_ARTIFACTS` (or the temporary directory)
///   and beside the golden as `<golden>.new` (for `wireframe review`), and the message shows the
///   diff tool's text for the two files and the strategy's diff.
package func verifySnapshotTestingSnapshot<Value, Format>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotRecordMode?,
    snapshotDirectory: String?,
    timeout: TimeInterval,
    filePath: String,
    testName: String
) -> String? {
    SnapshotConvention.$current.withValue(.snapshotTesting) {
        verifySnapshotTestingSnapshot(
            of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            timeout: timeout, filePath: filePath, testName: testName, environment: .process, registry: .shared
        )
    }
}

func verifySnapshotTestingSnapshot<Value, Format>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotRecordMode?,
    snapshotDirectory: String?,
    timeout: TimeInterval,
    filePath: String,
    testName: String,
    environment: SnapshotEnvironment,
    registry: SnapshotRegistry
) -> String? {
    let settings = SnapshotSettings.current
    let mode = record ?? settings.record ?? SnapshotTestingDefaults.record
    let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
    let fileName = fileURL.deletingPathExtension().lastPathComponent
    let snapshotsBase = fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let directoryURL =
        (snapshotDirectory ?? settings.snapshotDirectory).map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? snapshotsBase.appendingPathComponent(fileName)
    let identifier: String
    if let name {
        identifier = snapshotTestingPathComponent(name)
    } else {
        let key = "SnapshotTesting\u{0}" + directoryURL.appendingPathComponent(testName).absoluteString
        identifier = registry.nextUnnamedSuffix(forTest: key) ?? "1"
    }
    let safeTestName = snapshotTestingPathComponent(testName)
    var goldenURL = directoryURL.appendingPathComponent("\(safeTestName).\(identifier)")
    if !strategy.pathExtension.isEmpty {
        goldenURL.appendPathExtension(strategy.pathExtension)
    }
    if snapshotDirectory == nil, settings.snapshotDirectory == nil {
        registry.ledger.record(fileName + "/" + goldenURL.lastPathComponent, in: snapshotsBase.path)
    }
    let fileManager = FileManager.default
    do {
        try fileManager.createDirectory(at: directoryURL, withIntermediateDirectories: true)
        let actual: Format
        do {
            actual = try SnapshotTimeout.$seconds.withValue(timeout) { try strategy.snapshot(value()) }
        } catch let error as AsyncSnapshotTimeout {
            return error.description
        }
        let data = strategy.diffing.toData(actual)
        if mode == .all {
            try data.write(to: goldenURL)
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(goldenURL.absoluteString)"

                Turn record mode off and re-run "\(safeTestName)" to assert against the newly-recorded snapshot
                """
        }
        guard fileManager.fileExists(atPath: goldenURL.path) else {
            if mode == .never {
                return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            }
            try data.write(to: goldenURL)
            return """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(goldenURL.absoluteString)"

                Re-run "\(safeTestName)" to assert against the newly-recorded snapshot.
                """
        }
        let reference = try strategy.diffing.fromData(Data(contentsOf: goldenURL))
        let artifactsURL = URL(
            fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true
        ).appendingPathComponent(fileName)
        try fileManager.createDirectory(at: artifactsURL, withIntermediateDirectories: true)
        let failedURL = artifactsURL.appendingPathComponent(goldenURL.lastPathComponent)
        let paths = DiffPaths(golden: goldenURL.path, actual: failedURL.path)
        guard let difference = strategy.diffing.diff(reference, actual, paths) else {
            try? fileManager.removeItem(atPath: goldenURL.path + ".new")
            return nil
        }
        try data.write(to: failedURL)
        let diffTool = settings.diffTool ?? environment.diffTool(settings) ?? SnapshotTestingDefaults.diffTool
        let diffMessage = diffTool(currentFilePath: goldenURL.path, failedFilePath: failedURL.path)
        var headline = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
        if mode == .failed {
            try data.write(to: goldenURL)
            try? fileManager.removeItem(atPath: goldenURL.path + ".new")
            headline += " A new snapshot was automatically recorded."
        } else {
            try data.write(to: URL(fileURLWithPath: goldenURL.path + ".new"))
        }
        return """
            \(headline)

            \(diffMessage)

            \(difference.trimmingCharacters(in: .whitespacesAndNewlines))
            """
    } catch {
        return String(describing: error)
    }
}

/// A name made safe for a file name as swift-snapshot-testing makes it: each run of characters
/// other than letters, digits and `_` becomes `-`, and a `-` at either end is dropped.
package func snapshotTestingPathComponent(_ name: String) -> String {
    name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}

/// Reports a failure message of the `SnapshotTesting` assertions through Swift Testing or XCTest.
package func reportSnapshotTestingFailure(
    _ message: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    guard let message else { return }
    report(SnapshotOutcome(status: .failed, message: message), fileID: fileID, filePath: filePath, line: line, column: column)
}
