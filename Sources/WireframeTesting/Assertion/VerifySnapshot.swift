import Foundation

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
    switch ResolvedRecordMode.resolve(parameter: request.record, environment: environment) {
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
            golden: golden, mode: mode, diffing: strategy.diffing, actual: actual
        )
        var outcome = try comparison.run()
        outcome.goldenPath = golden.path
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
            parameter: request.snapshotDirectory,
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
