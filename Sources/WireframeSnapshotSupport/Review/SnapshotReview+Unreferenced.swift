import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SnapshotReview {
    /// The goldens that no test asserted in the last full test run, as paths relative to the
    /// snapshots directory.
    ///
    /// Every assertion records its golden in a ledger under `.wireframe-runs/`. The last full
    /// run is the newest `swift test` that ran without `--filter` or `--skip`; goldens asserted
    /// by it or by any run after it are referenced. Run the whole suite, and let it pass, before
    /// trusting the list: a test that stops before its assertion does not reference its golden.
    ///
    /// - Throws: ``SnapshotReviewError`` when no full run is on record.
    package func unreferencedGoldens() throws -> [String] {
        let ledgers = SnapshotLedgerFile.readAll(in: snapshotsDirectory)
        guard let referenced = SnapshotLedgerFile.referencedGoldens(in: ledgers) else {
            throw SnapshotReviewError(
                "No full test run is on record in \(display(SnapshotLedger.directoryName)). "
                    + "Run `swift test` without --filter or --skip first."
            )
        }
        return try SnapshotFiles.goldens(in: snapshotsDirectory).filter { !referenced.contains($0) }
    }

    /// Deletes the goldens ``unreferencedGoldens()`` lists, with their pending files, and the
    /// folders left empty.
    ///
    /// Only what the walk of the snapshots directory listed is deleted — never a file reached
    /// through a link out of it — and a folder only when it is empty (`rmdir`).
    ///
    /// - Returns: The deleted goldens, relative to the snapshots directory.
    /// - Throws: ``SnapshotReviewError`` when no full run is on record or a file cannot be deleted.
    @discardableResult
    package func deleteUnreferencedGoldens() throws -> [String] {
        let unreferenced = try unreferencedGoldens()
        let listed = Set(try SnapshotFiles.all(in: snapshotsDirectory))
        for relative in unreferenced {
            let path = snapshotsDirectory + "/" + relative
            guard GoldenFile.remove(path) else {
                throw SnapshotReviewError("Cannot delete \(display(relative)).")
            }
            if listed.contains(relative + ".new") { GoldenFile.remove(path + ".new") }
            removeFolderIfEmpty((path as NSString).deletingLastPathComponent)
        }
        return unreferenced
    }

    private func removeFolderIfEmpty(_ folder: String) {
        guard folder != snapshotsDirectory else { return }
        // rmdir removes only an empty folder, and never what a link to a folder leads to.
        rmdir(folder)
    }
}
