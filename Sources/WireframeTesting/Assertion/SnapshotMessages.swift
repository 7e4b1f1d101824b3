/// The failure messages of snapshot assertions.
enum SnapshotMessages {
    static let reviewHint = "swift run wireframe review"

    /// The snapshot differs from its golden; the snapshot went to the pending file.
    static func mismatch(golden: String, pending: String, diff: String) -> String {
        """
        Snapshot does not match the golden \(golden).

        \(diff)

        The new snapshot is in \(pending). Accept or reject it with `\(reviewHint)`, \
        or re-record with WIREFRAME_RECORD=failed.
        """
    }

    /// There is no golden and the record mode does not write one.
    static func missing(golden: String, pending: String, diff: String?, mode: ResolvedRecordMode) -> String {
        let shown = diff.map { "\n\n" + $0 } ?? ""
        return """
            No golden at \(golden), and \(mode.explanation) does not record one.\(shown)

            The new snapshot is in \(pending). Accept it with `\(reviewHint)`, \
            or record it with WIREFRAME_RECORD=missing.
            """
    }

    /// A golden was written where none existed.
    static func recordedNew(golden: String, mode: ResolvedRecordMode) -> String {
        "Recorded the new golden \(golden) (\(mode.explanation)). " + rerun(mode)
    }

    /// A golden that differed was rewritten.
    static func rerecorded(golden: String, diff: String, mode: ResolvedRecordMode) -> String {
        """
        Recorded the golden \(golden) (\(mode.explanation)), which differed:

        \(diff)

        \(rerun(mode))
        """
    }

    /// A golden with the same content in other bytes (line endings, final newline) was rewritten.
    static func rewrote(golden: String, mode: ResolvedRecordMode) -> String {
        "Rewrote the golden \(golden) in its canonical form (\(mode.explanation)); "
            + "its content is unchanged. " + rerun(mode)
    }

    /// A golden that could not be decoded was rewritten.
    static func rerecordedUnreadable(golden: String, reason: String, mode: ResolvedRecordMode) -> String {
        "Recorded the golden \(golden) (\(mode.explanation)); the old one could not be used: "
            + "\(reason). " + rerun(mode)
    }

    private static func rerun(_ mode: ResolvedRecordMode) -> String {
        let base = "A test that records always fails: run it again to compare against the golden."
        return mode.isCI ? base + " CI is set: commit the recorded golden." : base
    }
}
