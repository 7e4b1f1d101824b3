/// One line of the benchmark's report: a workload's phase at one size, timed or measured.
///
/// ```swift
/// var figure = Figure(workload: "memo-column", phase: "layout", size: 1_000, items: 1_000, itemName: "row")
/// figure.record(Summary(nanoseconds: [2e6, 3e6, 4e6, 3e6, 3e6]))
/// figure.perItemNanoseconds   // 3000: 3 µs a row
/// ```
public struct Figure: Codable, Equatable, Sendable {
    /// The workload's name, such as `memo-column`.
    public var workload: String
    /// What was timed, such as `layout` or `resolve+layout+ascii`.
    public var phase: String
    /// The size of a sized workload (rows, levels, points of width); `nil` for a fixed workload.
    public var size: Int?
    /// What ``size`` counts, such as `rows`.
    public var sizeUnit: String?
    /// How many items one run handles, for ``perItemNanoseconds``.
    public var items: Int
    /// What an item is, such as `row` or `send`.
    public var itemName: String
    /// How many runs were timed; 0 when the figure is not a time.
    public var runs = 0
    /// The median run, in nanoseconds.
    public var medianNanoseconds: Double?
    /// The fastest run, in nanoseconds.
    public var minNanoseconds: Double?
    /// The slowest run, in nanoseconds.
    public var maxNanoseconds: Double?
    /// The median divided by ``items``.
    public var perItemNanoseconds: Double?
    /// This figure's median over the median of the same phase at the previous size.
    public var ratioToPreviousSize: Double?
    /// The size of the previous figure of the same phase, for reading the ratio.
    public var previousSize: Int?
    /// The median time a plain loop takes to produce the same number of bytes.
    public var floorNanoseconds: Double?
    /// The median over the floor: how far the renderer is from copying its output.
    public var floorRatio: Double?
    /// The bytes one run read, such as the size of a JSON file.
    public var inputBytes: Int?
    /// The bytes one run produced.
    public var outputBytes: Int?
    /// Whether the output holds everything the workload asked for (every row of a list, say);
    /// `false` when the renderer cut it short, `nil` when it was not checked.
    public var isComplete: Bool?
    /// The peak resident memory of a process that ran only this workload, in bytes.
    public var peakRSSBytes: Int?
    /// Why the figure is missing, or what to know when reading it.
    public var note: String?

    /// Creates a figure with nothing measured yet.
    public init(workload: String, phase: String, size: Int? = nil, sizeUnit: String? = nil, items: Int, itemName: String) {
        self.workload = workload
        self.phase = phase
        self.size = size
        self.sizeUnit = sizeUnit
        self.items = items
        self.itemName = itemName
    }

    /// Records the times of `summary`, and the cost per item.
    public mutating func record(_ summary: Summary) {
        runs = summary.runs
        medianNanoseconds = summary.median
        minNanoseconds = summary.min
        maxNanoseconds = summary.max
        perItemNanoseconds = summary.median / Double(max(items, 1))
    }

    /// Records the floor's time for the same output, and the ratio to it.
    public mutating func record(floor: Summary) {
        floorNanoseconds = floor.median
        if let medianNanoseconds, floor.median > 0 {
            floorRatio = medianNanoseconds / floor.median
        }
    }

    /// `figures` with ``ratioToPreviousSize`` set on every sized figure that follows a figure
    /// of the same workload and phase at another size.
    ///
    /// ```swift
    /// // layout at 1,000 rows: 3 ms; at 10,000 rows: 33 ms  →  the second has ratio 11
    /// ```
    public static func linkingSizes(_ figures: [Figure]) -> [Figure] {
        var previous: [String: Figure] = [:]
        return figures.map { figure in
            var figure = figure
            guard let size = figure.size else { return figure }
            let key = figure.workload + "\u{0}" + figure.phase
            if let before = previous[key], let beforeSize = before.size, beforeSize != size,
                let now = figure.medianNanoseconds, let then = before.medianNanoseconds, then > 0
            {
                figure.ratioToPreviousSize = now / then
                figure.previousSize = beforeSize
            }
            if figure.medianNanoseconds != nil { previous[key] = figure }
            return figure
        }
    }
}
