/// A line diff of two texts, printed with `-` for lines only in the expected text, `+` for lines
/// only in the actual text and two spaces for lines in both.
///
/// ```
///   Counter.State(
/// -   count: 2
/// +   count: 1
///   )
/// ```
enum LineDiff {
    /// Unchanged lines kept on each side of a change; longer unchanged runs are folded.
    static let context = 3

    /// The diff of `expected` against `actual`, or `nil` when they are equal.
    static func diff(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let edits = edits(from: expected, to: actual)
        var lines: [String] = []
        var index = 0
        while index < edits.count {
            guard case .same = edits[index] else {
                lines.append(edits[index].printed)
                index += 1
                continue
            }
            var end = index
            while end < edits.count, case .same = edits[end] { end += 1 }
            let run = edits[index..<end]
            let keepStart = index == 0 ? 0 : context
            let keepEnd = end == edits.count ? 0 : context
            if run.count > keepStart + keepEnd + 1 {
                lines += run.prefix(keepStart).map(\.printed)
                lines.append("  … (\(run.count - keepStart - keepEnd) unchanged)")
                lines += run.suffix(keepEnd).map(\.printed)
            } else {
                lines += run.map(\.printed)
            }
            index = end
        }
        return lines.joined(separator: "\n")
    }

    private enum Edit {
        case same(String)
        case removed(String)
        case added(String)

        var printed: String {
            switch self {
            case .same(let line): "  " + line
            case .removed(let line): "- " + line
            case .added(let line): "+ " + line
            }
        }
    }

    /// The edit script from `old` to `new`: common prefix and suffix, and a longest common
    /// subsequence of what lies between (all removed, then all added, when that is too large).
    private static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map { Edit.same($0) }
        if oldMiddle.count * newMiddle.count > 4_000_000 {
            result += oldMiddle.map { .removed($0) } + newMiddle.map { .added($0) }
        } else {
            result += longestCommonSubsequence(oldMiddle, newMiddle)
        }
        result += old[(old.count - suffix)...].map { Edit.same($0) }
        return result
    }

    private static func longestCommonSubsequence(_ old: [String], _ new: [String]) -> [Edit] {
        let width = new.count + 1
        var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }
}
