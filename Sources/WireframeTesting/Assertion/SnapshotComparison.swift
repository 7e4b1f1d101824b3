import Foundation

/// Compares one snapshot with its golden file and applies the record mode.
///
/// | golden | `never` | `missing` | `failed` | `all` |
/// | --- | --- | --- | --- | --- |
/// | missing | pending, fail | record, fail | record, fail | record, fail |
/// | same bytes | pass | pass | pass | pass |
/// | equal, other bytes (`\r\n`) | pass | pass | pass | record, fail |
/// | different | pending, fail | pending, fail | record, fail | record, fail |
/// | unreadable as text | fail | fail | record, fail | record, fail |
///
/// "pending" writes the snapshot to `<golden>.new`; a pass or a recording removes a stale one.
///
/// A missing golden is recorded by creating it exclusively: when another process (a parallel
/// test run) created it first, this comparison loses the race and compares with the winner's
/// file as with any golden — a difference is a failure with a `.new`, never a second "Recorded".
struct SnapshotComparison<Format> {
    var golden: GoldenPaths
    var mode: ResolvedRecordMode
    var diffing: Diffing<Format>
    var actual: Format
    /// The command printed with a mismatch to open the golden and the pending file.
    var diffTool: SnapshotDiffTool?
    /// Reads the golden; a test replaces it to see a golden appear between the read and the write.
    var readGolden: (_ path: String, _ displayPath: String) throws(SnapshotError) -> GoldenFile.Contents = GoldenFile.read

    mutating func run() throws(SnapshotError) -> SnapshotOutcome {
        let actualData = diffing.toData(actual)
        let contents = try readGolden(golden.path, golden.display)
        guard case .data(let goldenData) = contents else {
            return try missingGolden(actualData)
        }
        return try compare(actualData, with: goldenData)
    }

    private func compare(_ actualData: Data, with goldenData: Data) throws(SnapshotError) -> SnapshotOutcome {
        if goldenData == actualData {
            GoldenFile.remove(golden.pendingPath)
            return .matched
        }
        let goldenValue: Format
        do {
            goldenValue = try diffing.fromData(goldenData)
        } catch {
            guard mode.mode == .all || mode.mode == .failed else {
                throw .undecodableGolden(path: golden.display, reason: String(describing: error))
            }
            try record(actualData)
            return recorded(
                SnapshotMessages.rerecordedUnreadable(
                    golden: golden.display, reason: String(describing: error), mode: mode
                ))
        }
        // Compare with the snapshot as it would be read back from its file.
        let storedActual = (try? diffing.fromData(actualData)) ?? actual
        let paths = DiffPaths(golden: golden.display, actual: golden.pendingDisplay)
        guard let diff = diffing.diff(goldenValue, storedActual, paths) else {
            guard mode.mode == .all else {
                GoldenFile.remove(golden.pendingPath)
                return .matched
            }
            try record(actualData)
            return recorded(SnapshotMessages.rewrote(golden: golden.display, mode: mode))
        }
        if mode.mode == .all || mode.mode == .failed {
            try record(actualData)
            let recordedPaths = DiffPaths(golden: golden.display, actual: golden.display)
            let recordedDiff = diffing.diff(goldenValue, storedActual, recordedPaths) ?? diff
            return recorded(SnapshotMessages.rerecorded(golden: golden.display, diff: recordedDiff, mode: mode))
        }
        try GoldenFile.write(actualData, to: golden.pendingPath, displayPath: golden.pendingDisplay)
        return pending(
            .mismatched,
            SnapshotMessages.mismatch(golden: golden.display, pending: golden.pendingDisplay, diff: diff)
                + openHint(old: golden.path),
            actualData
        )
    }

    private func missingGolden(_ actualData: Data) throws(SnapshotError) -> SnapshotOutcome {
        guard mode.mode == .never else {
            guard try GoldenFile.create(actualData, at: golden.path, displayPath: golden.display) else {
                // Another process recorded it since the read: compare with what it wrote.
                guard case .data(let winner) = try GoldenFile.read(golden.path, displayPath: golden.display) else {
                    try record(actualData)
                    return recorded(SnapshotMessages.recordedNew(golden: golden.display, mode: mode))
                }
                return try compare(actualData, with: winner)
            }
            GoldenFile.remove(golden.pendingPath)
            return recorded(SnapshotMessages.recordedNew(golden: golden.display, mode: mode))
        }
        try GoldenFile.write(actualData, to: golden.pendingPath, displayPath: golden.pendingDisplay)
        let paths = DiffPaths(golden: nil, actual: golden.pendingDisplay)
        let storedActual = (try? diffing.fromData(actualData)) ?? actual
        let diff = newFileDiff(storedActual, paths: paths)
        return pending(
            .missing,
            SnapshotMessages.missing(golden: golden.display, pending: golden.pendingDisplay, diff: diff, mode: mode)
                + openHint(old: "/dev/null"),
            actualData
        )
    }

    /// The snapshot shown as a file added from nothing, when the format can be decoded from
    /// empty data; otherwise no diff.
    private func newFileDiff(_ storedActual: Format, paths: DiffPaths) -> String? {
        guard let empty = try? diffing.fromData(Data()) else { return nil }
        return diffing.diff(empty, storedActual, paths)
    }

    /// The diff tool's command for `old` and the pending file, on a line of its own; empty when
    /// no diff tool is set.
    private func openHint(old: String) -> String {
        guard let diffTool else { return "" }
        return "\n\nCompare them with: " + TerminalText.visible(diffTool.command(old: old, new: golden.pendingPath))
    }

    private func record(_ actualData: Data) throws(SnapshotError) {
        try GoldenFile.write(actualData, to: golden.path, displayPath: golden.display)
        GoldenFile.remove(golden.pendingPath)
    }

    private func recorded(_ message: String) -> SnapshotOutcome {
        SnapshotOutcome(status: .recorded, message: message)
    }

    private func pending(_ status: SnapshotOutcome.Status, _ message: String, _ data: Data) -> SnapshotOutcome {
        let name = (golden.pendingPath as NSString).lastPathComponent
        return SnapshotOutcome(
            status: status,
            message: message,
            attachment: SnapshotOutcome.Attachment(name: name, data: data)
        )
    }
}
