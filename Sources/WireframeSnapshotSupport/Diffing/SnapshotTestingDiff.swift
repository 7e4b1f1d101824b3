import WireframeDump

/// The line diff swift-snapshot-testing prints: hunks headed `@@ −1,4 +1,4 @@`, removed lines
/// marked `−` (U+2212), added lines `+`, and unchanged lines a figure space (U+2007), with up to
/// four lines of context; a line ending in a space gets a `¬` so the space shows.
///
/// Built on the package's one edit script (`lineEdits`), not a second diff algorithm.
package enum SnapshotTestingDiff {
    static let minus = "\u{2212}"
    static let plus = "+"
    static let figureSpace = "\u{2007}"
    static let context = 4

    /// The hunks for the change from `old` to `new`, split at newlines; empty when equal.
    package static func text(old: String, new: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return hunks(old: oldLines, new: newLines).joined(separator: "\n")
    }

    private enum Mark { case same, removed, added }

    private static func hunks(old: [String], new: [String]) -> [String] {
        // Each line of the edit script with its mark and its position in both texts.
        var rows: [(mark: Mark, text: String, oldIndex: Int, newIndex: Int)] = []
        var nextOld = 0
        var nextNew = 0
        for edit in lineEdits(from: old, to: new) {
            switch edit {
            case .keep(let oldIndex, let newIndex):
                rows.append((.same, old[oldIndex], oldIndex, newIndex))
                nextOld = oldIndex + 1
                nextNew = newIndex + 1
            case .delete(let oldIndex):
                rows.append((.removed, old[oldIndex], oldIndex, nextNew))
                nextOld = oldIndex + 1
            case .insert(let newIndex):
                rows.append((.added, new[newIndex], nextOld, newIndex))
                nextNew = newIndex + 1
            }
        }
        // Group changes whose context overlaps into hunks.
        let changed = rows.indices.filter { rows[$0].mark != .same }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(rows.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        var output: [String] = []
        for group in groups {
            let slice = rows[group]
            guard let first = slice.first else { continue }
            let oldCount = slice.filter { $0.mark != .added }.count
            let newCount = slice.filter { $0.mark != .removed }.count
            output.append("@@ \(minus)\(first.oldIndex + 1),\(oldCount) \(plus)\(first.newIndex + 1),\(newCount) @@")
            for row in slice {
                let marker: String
                switch row.mark {
                case .same: marker = figureSpace
                case .removed: marker = minus
                case .added: marker = plus
                }
                output.append(marker + row.text + (row.text.hasSuffix(" ") ? "¬" : ""))
            }
        }
        return output
    }
}
