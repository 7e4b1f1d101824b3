/// One step of a shortest edit script between two sequences of lines.
///
/// The one line diff of the package: the store's failure messages and the snapshot library's
/// unified diffs both print from ``lineEdits(from:to:)``.
package enum LineEdit: Equatable, Sendable {
    /// The old line at `old` and the new line at `new` are the same.
    case keep(old: Int, new: Int)
    /// The old line at index `old` is removed.
    case delete(old: Int)
    /// The new line at index `new` is added.
    case insert(new: Int)
}

/// A shortest edit script between two sequences, found with Myers' O(ND) algorithm.
///
/// Deletions come before insertions within a change, as in git's output.
///
/// - Complexity: O((N + M) · D) time and O(D²) memory, where D is the number of edits. Common
///   leading and trailing lines are matched before the search.
///
/// ```swift
/// lineEdits(from: ["a", "b"], to: ["a", "c"])   // [.keep(old: 0, new: 0), .delete(old: 1), .insert(new: 1)]
/// ```
package func lineEdits<Line: Hashable>(from old: [Line], to new: [Line]) -> [LineEdit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
        prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
        suffix += 1
    }
    let middle = myers(
        Array(old[prefix..<(old.count - suffix)]),
        Array(new[prefix..<(new.count - suffix)])
    )
    var edits = (0..<prefix).map { LineEdit.keep(old: $0, new: $0) }
    for edit in middle {
        switch edit {
        case .keep(let o, let n): edits.append(.keep(old: o + prefix, new: n + prefix))
        case .delete(let o): edits.append(.delete(old: o + prefix))
        case .insert(let n): edits.append(.insert(new: n + prefix))
        }
    }
    for offset in 0..<suffix {
        edits.append(.keep(old: old.count - suffix + offset, new: new.count - suffix + offset))
    }
    return edits
}

private func myers<Line: Hashable>(_ a: [Line], _ b: [Line]) -> [LineEdit] {
    let n = a.count
    let m = b.count
    if n == 0 { return (0..<m).map { .insert(new: $0) } }
    if m == 0 { return (0..<n).map { .delete(old: $0) } }
    let maxD = n + m
    // v[k + maxD] is the furthest x reached on diagonal k; trace[d] holds v[-d...d] before step d.
    var v = [Int](repeating: 0, count: 2 * maxD + 2)
    var trace: [[Int]] = []
    search: for d in 0...maxD {
        trace.append(Array(v[(maxD - d)...(maxD + d)]))
        for k in stride(from: -d, through: d, by: 2) {
            var x: Int
            if k == -d || (k != d && v[maxD + k - 1] < v[maxD + k + 1]) {
                x = v[maxD + k + 1]
            } else {
                x = v[maxD + k - 1] + 1
            }
            var y = x - k
            while x < n, y < m, a[x] == b[y] {
                x += 1
                y += 1
            }
            v[maxD + k] = x
            if x >= n, y >= m { break search }
        }
    }
    return backtrack(trace: trace, n: n, m: m)
}

private func backtrack(trace: [[Int]], n: Int, m: Int) -> [LineEdit] {
    var edits: [LineEdit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let v = trace[d]  // v[i] is diagonal i - d
        func furthest(_ k: Int) -> Int { v[k + d] }
        let k = x - y
        let previousK: Int
        if k == -d || (k != d && furthest(k - 1) < furthest(k + 1)) {
            previousK = k + 1
        } else {
            previousK = k - 1
        }
        let previousX = d == 0 ? 0 : furthest(previousK)
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1
            y -= 1
            edits.append(.keep(old: x, new: y))
        }
        if d > 0 {
            if x == previousX {
                edits.append(.insert(new: y - 1))
            } else {
                edits.append(.delete(old: x - 1))
            }
            x = previousX
            y = previousY
        }
    }
    return edits.reversed()
}
