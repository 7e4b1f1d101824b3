import WireframeDump

/// A line diff of two texts, printed as TCA prints one: `−` (the minus sign, U+2212) for lines
/// only in the expected text, `+` for lines only in the actual text and a space for lines in
/// both, each followed by a space.
///
/// ```
///   Counter.State(
/// −   count: 2
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
            case .removed(let line): "\u{2212} " + line
            case .added(let line): "+ " + line
            }
        }
    }

    /// The package's one shortest edit script from `old` to `new`, as lines.
    private static func edits(from old: [String], to new: [String]) -> [Edit] {
        lineEdits(from: old, to: new).map { edit in
            switch edit {
            case .keep(let index, _): .same(old[index])
            case .delete(let index): .removed(old[index])
            case .insert(let index): .added(new[index])
            }
        }
    }
}
