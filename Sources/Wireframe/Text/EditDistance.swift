/// The Levenshtein distance between two strings: the fewest single-character insertions,
/// deletions and substitutions that turn one into the other, counting a swap of neighbours as
/// one edit (the optimal string alignment distance), since a swap is the most common typo.
///
/// ```swift
/// editDistance("dialgo", "dialog")   // 1
/// editDistance("toast", "banner")    // 5
/// ```
/// - Complexity: O(*m* × *n*) time, O(*n*) memory.
package func editDistance(_ source: String, _ target: String) -> Int {
    let a = Array(source)
    let b = Array(target)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the dynamic-programming table: two back (for swaps), one back and current.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, twoBack[j - 2] + 1)
            }
            current[j] = best
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}
