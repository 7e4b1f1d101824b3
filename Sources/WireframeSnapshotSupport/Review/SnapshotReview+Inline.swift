import Foundation

extension SnapshotReview {
    /// The pending inline snapshots (`*.inline.new`), sorted by path; a file that does not hold
    /// one is left out.
    ///
    /// - Throws: ``SnapshotReviewError`` when the directory cannot be read.
    package func pendingInlineSnapshots() throws -> [PendingInlineSnapshot] {
        try SnapshotFiles.all(in: snapshotsDirectory)
            .filter { $0.hasSuffix("." + PendingInlineSnapshot.pathExtension) }
            .compactMap { PendingInlineSnapshot.read(at: snapshotsDirectory + "/" + $0) }
    }

    /// A writer that rewrites the test files of `pendings` only while they are as they were when
    /// their tests ran; use one writer for all the inline snapshots of a review, so that the
    /// lines a rewrite adds move the ones below it.
    package func inlineWriter(for pendings: [PendingInlineSnapshot]) -> InlineSnapshotWriter {
        var fingerprints: [String: String] = [:]
        for pending in pendings where fingerprints[pending.sourcePath] == nil {
            fingerprints[pending.sourcePath] = pending.sourceFingerprint
        }
        return InlineSnapshotWriter(fingerprints: fingerprints)
    }

    /// Writes the pending inline snapshot into its test file, then deletes the pending file.
    ///
    /// - Throws: ``SnapshotReviewError`` when the test file changed since the test ran or the
    ///   call cannot be found in it; the file is then left as it is.
    package func accept(_ pending: PendingInlineSnapshot, with writer: InlineSnapshotWriter) throws {
        if let problem = sourceProblem(of: pending) {
            throw SnapshotReviewError("Cannot accept the inline snapshot in \(TerminalText.visible(pending.pendingPath)): \(problem).")
        }
        do {
            try writer.rewrite(
                path: pending.sourcePath, line: pending.line, column: pending.column, function: "assertInlineSnapshot",
                expected: pending.expected, text: pending.actual)
        } catch {
            throw SnapshotReviewError("Cannot accept the inline snapshot at \(TerminalText.visible(pending.location)): \(error).")
        }
        try reject(pending)
    }

    /// Why the test file a pending inline snapshot names must not be rewritten, or `nil` when it
    /// may be: it must be a `.swift` file inside the package that holds the snapshots directory
    /// (links and `..` resolved), and the name the snapshot is shown under must be that file's.
    func sourceProblem(of pending: PendingInlineSnapshot) -> String? {
        let source = TerminalText.visible(pending.sourcePath)
        guard let root = PackageRoot.find(above: snapshotsDirectory).flatMap(SnapshotFiles.realPath) else {
            return "no Package.swift is above \(TerminalText.visible(snapshotsDirectory)), so its test file \(source) cannot be checked"
        }
        guard let real = SnapshotFiles.realPath(pending.sourcePath), real.hasPrefix(root + "/"), real.hasSuffix(".swift") else {
            return "its test file \(source) is not a Swift file inside the package \(TerminalText.visible(root)); "
                + "nothing was written. Reject it"
        }
        guard pending.fileID.split(separator: "/").last == pending.sourcePath.split(separator: "/").last else {
            return "it is shown as \(TerminalText.visible(pending.fileID)) but names the file \(source); nothing was written. Reject it"
        }
        return nil
    }

    /// Deletes the pending inline snapshot, leaving the test file as it is.
    ///
    /// - Throws: ``SnapshotReviewError`` when the file cannot be deleted.
    package func reject(_ pending: PendingInlineSnapshot) throws {
        guard GoldenFile.remove(pending.pendingPath) || !GoldenFile.exists(pending.pendingPath) else {
            throw SnapshotReviewError("Cannot delete \(TerminalText.visible(pending.pendingPath)).")
        }
    }

    /// What a pending inline snapshot changes: a unified diff from the closure's text (or from
    /// nothing, when the call has no closure yet) to the new snapshot.
    package func report(for pending: PendingInlineSnapshot) -> String {
        let location = TerminalText.visible(pending.location)
        let paths = DiffPaths(golden: pending.expected == nil ? nil : location, actual: location)
        return UnifiedDiff(golden: pending.expected ?? "", actual: pending.actual, paths: paths).text
    }

    /// Accepts every pending inline snapshot.
    ///
    /// - Returns: The accepted snapshots.
    /// - Throws: ``SnapshotReviewError`` at the first one that cannot be written; those before it
    ///   are written.
    @discardableResult
    package func acceptAllInline() throws -> [PendingInlineSnapshot] {
        let pendings = try pendingInlineSnapshots()
        let writer = inlineWriter(for: pendings)
        for pending in pendings {
            try accept(pending, with: writer)
        }
        return pendings
    }

    /// Rejects every pending inline snapshot.
    ///
    /// - Returns: The rejected snapshots.
    @discardableResult
    package func rejectAllInline() throws -> [PendingInlineSnapshot] {
        let pendings = try pendingInlineSnapshots()
        for pending in pendings {
            try reject(pending)
        }
        return pendings
    }
}
