import BenchKit

/// The performance targets, checked against the figures of a run.
enum Targets {
    /// Every target, met, missed or not measured; none in a smoke run, whose sizes are too
    /// small to say anything.
    static func check(_ figures: [Figure], isSmoke: Bool) -> [TargetCheck] {
        guard !isSmoke else { return [] }
        let figures = Lookup(figures: figures)
        return [
            memoLayout(figures), memoGrowth(figures), asciiFloor(figures), svgOverASCII(figures), memoPeak(figures),
            jsonPeak(figures), nested(figures), linesSnapshot(figures), viewSnapshot(figures), scopedSends(figures),
            siblings(figures), renderCommand(figures),
        ]
    }

    private static func limit(_ target: String, _ value: Double?, _ limit: Double, _ show: (Double) -> String) -> TargetCheck {
        guard let value else { return TargetCheck(target: target, measured: "not measured", verdict: .unmeasured) }
        return TargetCheck(target: target, measured: show(value), verdict: value <= limit ? .met : .missed)
    }

    private static func memoLayout(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("memo-column", "layout+ascii", size: 10_000)
        var check = limit("layout+ascii of 10,000 memo rows ≤ 100 ms", figure?.medianNanoseconds, 100e6, Format.duration)
        if figure?.isComplete == false {
            check.measured += " (the picture is cut short, so a complete one costs more)"
            check.verdict = .missed
        }
        return check
    }

    private static func memoGrowth(_ figures: Lookup) -> TargetCheck {
        let target = "layout+ascii of 100,000 rows ≤ 11× 10,000 rows, complete"
        guard let small = figures.first("memo-column", "layout+ascii", size: 10_000)?.medianNanoseconds,
            let large = figures.first("memo-column", "layout+ascii", size: 100_000)
                ?? figures.first("memo-column", "layout+ascii (budget lifted)", size: 100_000),
            let time = large.medianNanoseconds
        else { return TargetCheck(target: target, measured: "not measured", verdict: .unmeasured) }
        let ratio = time / small
        let refused = large.phase.hasSuffix("(budget lifted)")
        var measured = "\(Format.duration(time)), ×\(Format.ratio(ratio))"
        if refused { measured += "; renderASCII refuses the grid (cell budget)" }
        if large.isComplete == false { measured += "; the picture is cut short (see the figure's note)" }
        let isComplete = !refused && large.isComplete != false
        return TargetCheck(target: target, measured: measured, verdict: ratio <= 11 && isComplete ? .met : .missed)
    }

    private static func asciiFloor(_ figures: Lookup) -> TargetCheck {
        let draws = figures.all("memo-column", phasePrefix: "ascii").filter { $0.floorRatio != nil }
        let measured = draws.map { "×\(Format.ratio($0.floorRatio ?? 0)) at \(Format.count($0.size ?? 0))" }.joined(separator: ", ")
        return limit("ASCII drawing ≤ 5× its byte floor", draws.compactMap(\.floorRatio).max(), 5) { _ in measured }
    }

    private static func svgOverASCII(_ figures: Lookup) -> TargetCheck {
        let pairs = figures.all("memo-column", phasePrefix: "svg").filter { $0.phase == "svg" }.compactMap { svg -> (Int, Double)? in
            guard let size = svg.size, let time = svg.medianNanoseconds,
                let ascii = figures.first("memo-column", "ascii", size: size)?.medianNanoseconds
            else { return nil }
            return (size, time / ascii)
        }
        let measured = pairs.map { "×\(Format.ratio($0.1)) at \(Format.count($0.0)) rows" }.joined(separator: ", ")
        return limit("SVG drawing ≤ 2× the ASCII drawing of the same tree", pairs.map(\.1).max(), 2) { _ in measured }
    }

    private static func memoPeak(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("memo-column", "peak RSS, resolve+layout+ascii", size: 100_000)
        return limit("peak memory of 100,000 rows ≤ 300 MB", figure?.peakRSSBytes.map(Double.init), 300e6) {
            Format.megabytes(Int($0))
        }
    }

    /// Judged on the worse of the two trees: texts repeated (measurements shared) and not.
    private static func jsonPeak(_ figures: Lookup) -> TargetCheck {
        let measured = ["peak RSS, decode+render ascii", "peak RSS, no text repeated"].compactMap { phase -> (Figure, Double)? in
            guard let figure = figures.first("json-tree", phase, size: nil), let peak = figure.peakRSSBytes, let input = figure.inputBytes
            else { return nil }
            return (figure, Double(peak) / Double(input))
        }
        let worst = measured.max { $0.1 < $1.1 }
        return limit("peak memory of a JSON tree ≤ 10× the file", worst?.1, 10) { ratio in
            let figure = worst?.0
            let sizes = "\(Format.megabytes(figure?.peakRSSBytes ?? 0)) for \(Format.megabytes(figure?.inputBytes ?? 0))"
            let tree = figure?.phase == "peak RSS, no text repeated" ? ", no text repeated" : ""
            return "\(sizes), ×\(Format.ratio(ratio))\(tree)"
        }
    }

    private static func nested(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("nested-stacks", "resolve+layout+ascii", size: 40)
        return limit("nested stacks 40 deep ≤ 5 ms", figure?.medianNanoseconds, 5e6, Format.duration)
    }

    private static func linesSnapshot(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("snapshot-lines", "matching", size: nil)
        return limit("a matching .lines assertion ≤ 10 µs", figure?.perItemNanoseconds, 10e3, Format.duration)
    }

    private static func viewSnapshot(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("snapshot-view", "matching 390×844", size: nil)
        return limit("a 390 × 844 view snapshot ≤ 30 µs", figure?.perItemNanoseconds, 30e3, Format.duration)
    }

    private static func scopedSends(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("store-sends", "scoped 3 deep", size: nil)
        return limit("1,000,000 scoped sends ≤ 250 ms", figure?.medianNanoseconds, 250e6, Format.duration)
    }

    private static func siblings(_ figures: Lookup) -> TargetCheck {
        let scoped = figures.first("store-sends", "scoped 3 deep", size: nil)?.medianNanoseconds
        let siblings = figures.first("store-sends", "scoped 3 deep, 100 siblings", size: nil)?.medianNanoseconds
        let change = scoped.flatMap { scoped in siblings.map { abs($0 / scoped - 1) } }
        return limit("100 siblings change a send's cost ≤ 10 %", change, 0.10) { "\(Format.ratio($0 * 100)) %" }
    }

    private static func renderCommand(_ figures: Lookup) -> TargetCheck {
        let figure = figures.first("render-command", "wireframe render dialog", size: nil)
        return limit("`wireframe render dialog` ≤ 10 ms wall time", figure?.medianNanoseconds, 10e6, Format.duration)
    }
}

/// The figures of a run, found by workload, phase and size.
private struct Lookup {
    let figures: [Figure]

    func first(_ workload: String, _ phase: String, size: Int?) -> Figure? {
        figures.first {
            $0.workload == workload && $0.phase == phase && $0.size == size && ($0.medianNanoseconds != nil || $0.peakRSSBytes != nil)
        }
    }

    func all(_ workload: String, phasePrefix: String) -> [Figure] {
        figures.filter { $0.workload == workload && $0.phase.hasPrefix(phasePrefix) }
    }
}
