import WireframeDump

/// A unified diff in git's format between a golden text and an actual text.
///
/// ```
/// --- a/Snapshots/CardTests/showsTitle.txt
/// +++ b/Snapshots/CardTests/showsTitle.txt.new
/// @@ -1,3 +1,3 @@
///  ┌──────┐
/// -│ Hello│
/// +│ Hi   │
///  └──────┘
/// ```
///
/// Hunks carry three lines of context and merge when their context would overlap; a count of one
/// is left out of the `@@` header, as git does. Control characters in lines are shown as visible
/// symbols so that a diff printed to a terminal cannot carry escape sequences.
package struct UnifiedDiff {
    package var golden: String
    package var actual: String
    package var paths: DiffPaths
    package var context = 3

    package var text: String {
        let oldLines = TextGolden.lines(of: golden)
        let newLines = TextGolden.lines(of: actual)
        // Lines compare by their bytes, so text that differs only in Unicode normalisation differs.
        let edits = lineEdits(from: oldLines.map { Array($0.utf8) }, to: newLines.map { Array($0.utf8) })
        var output = [
            "--- " + (paths.golden.map { "a/" + $0 } ?? "/dev/null"),
            "+++ b/" + paths.actual,
        ]
        // Lines of each side that come before each edit, for the hunk headers.
        var oldBefore = [0]
        var newBefore = [0]
        for edit in edits {
            switch edit {
            case .keep:
                oldBefore.append(oldBefore[oldBefore.count - 1] + 1)
                newBefore.append(newBefore[newBefore.count - 1] + 1)
            case .delete:
                oldBefore.append(oldBefore[oldBefore.count - 1] + 1)
                newBefore.append(newBefore[newBefore.count - 1])
            case .insert:
                oldBefore.append(oldBefore[oldBefore.count - 1])
                newBefore.append(newBefore[newBefore.count - 1] + 1)
            }
        }
        for hunk in hunks(of: edits) {
            let oldRange = range(before: oldBefore[hunk.lowerBound], after: oldBefore[hunk.upperBound])
            let newRange = range(before: newBefore[hunk.lowerBound], after: newBefore[hunk.upperBound])
            output.append("@@ -\(oldRange) +\(newRange) @@")
            for edit in edits[hunk] {
                switch edit {
                case .keep(let old, _): output.append(" " + TerminalText.visible(oldLines[old]))
                case .delete(let old): output.append("-" + TerminalText.visible(oldLines[old]))
                case .insert(let new): output.append("+" + TerminalText.visible(newLines[new]))
                }
            }
        }
        return output.joined(separator: "\n")
    }

    /// Groups the changes with their surrounding context into hunks, as ranges of `edits`.
    private func hunks(of edits: [LineEdit]) -> [Range<Int>] {
        let changed = edits.indices.filter {
            if case .keep = edits[$0] { return false }
            return true
        }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end - 1 > 2 * context {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)
        return ranges.map { range in
            max(0, range.lowerBound - context)..<min(edits.count, range.upperBound + context + 1)
        }
    }

    /// A hunk header range: `start,count`, with the count left out when it is one, and the
    /// preceding line number with a count of zero when the side has no lines in the hunk.
    private func range(before: Int, after: Int) -> String {
        let count = after - before
        switch count {
        case 0: return "\(before),0"
        case 1: return "\(before + 1)"
        default: return "\(before + 1),\(count)"
        }
    }
}
