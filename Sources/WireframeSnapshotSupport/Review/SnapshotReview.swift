import Foundation

/// Reviews the pending snapshots of a snapshots directory — accept, reject, or look at their
/// diffs — and finds goldens that no test asserts any more.
///
/// This is the library behind `wireframe review`; every action is available without a terminal:
///
/// ```swift
/// let review = SnapshotReview(snapshotsDirectory: "/path/to/package/Snapshots")
/// for pending in try review.pendingSnapshots() {
///     print(review.report(for: pending))
///     try review.accept(pending)
/// }
/// ```
package struct SnapshotReview: Sendable {
    /// The absolute path of the snapshots directory.
    package var snapshotsDirectory: String

    /// The number of terminal cells a character occupies, for side-by-side columns.
    package var cellWidth: @Sendable (Character) -> Int

    /// Creates a review of the snapshots directory at `snapshotsDirectory`.
    ///
    /// - Parameters:
    ///   - snapshotsDirectory: The absolute path of the snapshots directory.
    ///   - cellWidth: The number of terminal cells a character occupies (2 for wide East Asian
    ///     characters); by default every character is one cell.
    package init(
        snapshotsDirectory: String,
        cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
    ) {
        self.snapshotsDirectory = snapshotsDirectory
        self.cellWidth = cellWidth
    }

    /// The pending snapshots of golden files, sorted by path; pending inline snapshots are
    /// listed by ``pendingInlineSnapshots()``.
    ///
    /// - Throws: ``SnapshotReviewError`` when the directory cannot be read.
    package func pendingSnapshots() throws -> [PendingSnapshot] {
        try SnapshotFiles.all(in: snapshotsDirectory)
            .filter { $0.hasSuffix(".new") && !$0.hasSuffix("." + PendingInlineSnapshot.pathExtension) }
            .map { pendingFile in
                let relative = String(pendingFile.dropLast(".new".count))
                let goldenPath = snapshotsDirectory + "/" + relative
                return PendingSnapshot(
                    relativePath: relative,
                    goldenPath: goldenPath,
                    pendingPath: goldenPath + ".new",
                    isNew: !GoldenFile.exists(goldenPath)
                )
            }
    }

    /// The files in the snapshots directory whose names are not UTF-8, relative to it (with
    /// `U+FFFD` for the bytes that are not): the review cannot name them to accept or reject.
    ///
    /// - Throws: ``SnapshotReviewError`` when the directory cannot be read.
    package func unnamableFiles() throws -> [String] {
        try SnapshotFiles.listing(in: snapshotsDirectory).unnamable
    }

    /// Replaces the golden with the pending snapshot, in one atomic rename.
    ///
    /// - Throws: ``SnapshotReviewError`` when the file cannot be moved.
    package func accept(_ pending: PendingSnapshot) throws {
        do {
            try GoldenFile.move(pending.pendingPath, over: pending.goldenPath)
        } catch {
            throw SnapshotReviewError(
                "Cannot accept \(display(pending.relativePath)): \(error.message)"
            )
        }
    }

    /// Deletes the pending snapshot, keeping the golden.
    ///
    /// - Throws: ``SnapshotReviewError`` when the file cannot be deleted.
    package func reject(_ pending: PendingSnapshot) throws {
        guard GoldenFile.remove(pending.pendingPath) || !GoldenFile.exists(pending.pendingPath) else {
            throw SnapshotReviewError("Cannot delete \(display(pending.relativePath)).new.")
        }
    }

    /// What a pending snapshot changes: for a render (an SVG or ASCII golden) what changed in
    /// words (``RenderDiffSummary``), then a unified diff against its golden, followed for `.txt`
    /// snapshots by the two side by side (golden | new). Control characters are shown as symbols.
    package func report(for pending: PendingSnapshot) -> String {
        if let outside = outsideFile(of: pending) {
            return "\(outside) is a link to a file outside \(display("")); it is not shown. Replace it with the file itself."
        }
        let texts = self.texts(of: pending)
        guard let new = texts.new else {
            return "\(display(pending.relativePath)).new is not UTF-8 text; open it to compare."
        }
        guard let golden = texts.golden else {
            return "\(display(pending.relativePath)) is not UTF-8 text; open it to compare."
        }
        let paths = DiffPaths(
            golden: pending.isNew ? nil : display(pending.relativePath),
            actual: display(pending.relativePath) + ".new"
        )
        guard !golden.utf8.elementsEqual(new.utf8) || pending.isNew else {
            return "\(display(pending.relativePath)).new is the same as its golden."
        }
        var report = UnifiedDiff(golden: golden, actual: new, paths: paths).text
        if !pending.isNew, let summary = RenderDiffSummary.text(golden: golden, new: new, fileName: pending.relativePath) {
            report = summary + "\n\n" + report
        }
        if pending.pathExtension == "txt" {
            report += "\n\n" + SideBySide(golden: golden, new: new, cellWidth: cellWidth).text
        }
        return report
    }

    /// The golden and pending texts; `golden` is empty for a new snapshot and `nil` when a file
    /// is not UTF-8.
    func texts(of pending: PendingSnapshot) -> (golden: String?, new: String?) {
        func text(at path: String) -> String? {
            guard let data = contents(of: path) else { return nil }
            return try? TextGolden.decode(data)
        }
        return (pending.isNew ? "" : text(at: pending.goldenPath), text(at: pending.pendingPath))
    }

    /// The bytes of the file at `path` when it is a file inside the snapshots directory (a link
    /// is followed only that far); `nil` otherwise.
    func contents(of path: String) -> Data? {
        SnapshotFiles.contents(of: path, inside: snapshotsDirectory)
    }

    /// The golden or pending file of `pending` (as displayed) that is a link leading out of
    /// the snapshots directory, or `nil` when neither is.
    func outsideFile(of pending: PendingSnapshot) -> String? {
        if !pending.isNew, !SnapshotFiles.isInside(pending.goldenPath, directory: snapshotsDirectory) {
            return display(pending.relativePath)
        }
        if !SnapshotFiles.isInside(pending.pendingPath, directory: snapshotsDirectory) {
            return display(pending.relativePath) + ".new"
        }
        return nil
    }

    /// `relativePath` as shown to people: prefixed with the snapshots directory's name, as in
    /// `Snapshots/CardTests/showsTitle.txt`.
    func display(_ relativePath: String) -> String {
        // File names come from disk: show any control character in them rather than send it.
        TerminalText.visible((snapshotsDirectory as NSString).lastPathComponent + "/" + relativePath)
    }
}
