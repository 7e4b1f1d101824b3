/// The median, fastest and slowest of a set of timed runs, in nanoseconds.
///
/// ```swift
/// let summary = Summary(nanoseconds: [12, 10, 30, 11, 13])
/// summary.median   // 12
/// summary.min      // 10
/// summary.max      // 30
/// ```
public struct Summary: Equatable, Sendable {
    /// The middle run; with an even number of runs, the mean of the two middle ones.
    public var median: Double
    /// The fastest run.
    public var min: Double
    /// The slowest run.
    public var max: Double
    /// How many runs were timed.
    public var runs: Int

    /// Summarizes `nanoseconds`, one figure per run; there must be at least one.
    public init(nanoseconds: [Double]) {
        precondition(!nanoseconds.isEmpty, "a summary needs at least one run")
        let sorted = nanoseconds.sorted()
        let middle = sorted.count / 2
        median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        min = sorted[0]
        max = sorted[sorted.count - 1]
        runs = sorted.count
    }
}
