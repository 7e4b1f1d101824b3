import Foundation

extension SnapshotReview {
    /// How many pending snapshots a review accepted, rejected and left pending.
    package struct Summary: Sendable {
        /// Pending snapshots that replaced their goldens.
        package var accepted: Int
        /// Pending snapshots that were deleted.
        package var rejected: Int
        /// Pending snapshots left for later.
        package var skipped: Int

        /// Creates a summary from its counts.
        package init(accepted: Int = 0, rejected: Int = 0, skipped: Int = 0) {
            self.accepted = accepted
            self.rejected = rejected
            self.skipped = skipped
        }
    }

    /// Shows each pending snapshot with its diff and asks what to do with it: first the golden
    /// files' `.new` snapshots, then the pending inline snapshots, whose acceptance rewrites the
    /// test file.
    ///
    /// Answers, one per line (or one key each, from ``TerminalKeyReader``): `a` accept, `r`
    /// reject, `s` (or an empty line, Enter) skip, `A` accept this and all the rest, `R` reject
    /// this and all the rest, `q` quit, leaving the rest pending. The end of the input quits too.
    ///
    /// ```swift
    /// let summary = try review.reviewInteractively(readLine: { readLine() }, write: { print($0, terminator: "") })
    /// ```
    ///
    /// - Parameters:
    ///   - readLine: Reads one answer, without its line break; `nil` at the end of the input.
    ///   - write: Writes text, line breaks included.
    /// - Returns: What was accepted, rejected and skipped.
    /// - Throws: ``SnapshotReviewError`` when the directory cannot be read or a file cannot be
    ///   moved or deleted.
    package func reviewInteractively(
        readLine: () -> String?,
        write: (String) -> Void
    ) throws -> Summary {
        let inline = try pendingInlineSnapshots()
        let pendings = try pendingSnapshots().map(Item.file) + inline.map(Item.inline)
        let writer = inlineWriter(for: inline)
        var summary = Summary()
        guard !pendings.isEmpty else {
            write("No pending snapshots.\n")
            return summary
        }
        var decideAll: Decision?
        for (index, pending) in pendings.enumerated() {
            let decision: Decision
            if let decideAll {
                decision = decideAll
            } else {
                write(header(for: pending, index: index, count: pendings.count))
                write(report(for: pending) + "\n\n")
                guard let answer = ask(readLine: readLine, write: write) else {
                    summary.skipped += pendings.count - index
                    break
                }
                if answer.appliesToRest { decideAll = answer.decision }
                decision = answer.decision
            }
            switch (decision, pending) {
            case (.accept, .file(let file)):
                try accept(file)
                summary.accepted += 1
            case (.accept, .inline(let inline)):
                try accept(inline, with: writer)
                summary.accepted += 1
            case (.reject, .file(let file)):
                try reject(file)
                summary.rejected += 1
            case (.reject, .inline(let inline)):
                try reject(inline)
                summary.rejected += 1
            case (.skip, _):
                summary.skipped += 1
            }
        }
        write("Accepted \(summary.accepted), rejected \(summary.rejected), skipped \(summary.skipped).\n")
        return summary
    }

    /// Accepts every pending snapshot.
    ///
    /// - Returns: The accepted snapshots.
    @discardableResult
    package func acceptAll() throws -> [PendingSnapshot] {
        let pendings = try pendingSnapshots()
        for pending in pendings {
            try accept(pending)
        }
        return pendings
    }

    /// Rejects every pending snapshot.
    ///
    /// - Returns: The rejected snapshots.
    @discardableResult
    package func rejectAll() throws -> [PendingSnapshot] {
        let pendings = try pendingSnapshots()
        for pending in pendings {
            try reject(pending)
        }
        return pendings
    }

    private enum Decision {
        case accept, reject, skip
    }

    /// One thing to review: a golden file's pending snapshot or a pending inline snapshot.
    private enum Item {
        case file(PendingSnapshot)
        case inline(PendingInlineSnapshot)
    }

    private func report(for item: Item) -> String {
        switch item {
        case .file(let pending): return report(for: pending)
        case .inline(let pending): return report(for: pending)
        }
    }

    private struct Answer {
        var decision: Decision
        var appliesToRest = false
    }

    private func header(for item: Item, index: Int, count: Int) -> String {
        switch item {
        case .file(let pending):
            let state = pending.isNew ? "new" : "changed"
            return "[\(index + 1)/\(count)] \(display(pending.relativePath)) (\(state))\n\n"
        case .inline(let pending):
            let state = pending.expected == nil ? "new inline" : "changed inline"
            return "[\(index + 1)/\(count)] \(TerminalText.visible(pending.location)) (\(state))\n\n"
        }
    }

    /// Asks until the answer is understood; `nil` when the person quits or the input ends.
    private func ask(readLine: () -> String?, write: (String) -> Void) -> Answer? {
        while true {
            write("[a]ccept, [r]eject, [s]kip, [A]ccept all, [R]eject all, [q]uit: ")
            guard let line = readLine() else {
                write("\n")
                return nil
            }
            switch line.trimmingCharacters(in: .whitespaces) {
            case "a", "accept": return Answer(decision: .accept)
            case "r", "reject": return Answer(decision: .reject)
            case "s", "skip", "": return Answer(decision: .skip)
            case "A": return Answer(decision: .accept, appliesToRest: true)
            case "R": return Answer(decision: .reject, appliesToRest: true)
            case "q", "quit": return nil
            default: write("Please answer a, r, s, A, R or q.\n")
            }
        }
    }
}

extension SnapshotReview.Summary: Equatable {}
