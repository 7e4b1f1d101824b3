import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe

extension Workload {
    /// A JSON node tree of 10 MB (the memo column, written by `Node.jsonData()`), decoded and
    /// rendered as ASCII, and the peak memory of a process that does only that.
    static let jsonTree = Workload(name: "json-tree") { context in
        let file = try JSONTreeBench.write(bytes: context.count(10_000_000, smoke: 100_000), in: context.directory("json"))
        let data = try Data(contentsOf: file.url)
        let kilobytes = data.count / 1_000
        func figure(_ phase: String) -> Figure {
            var figure = Figure(workload: "json-tree", phase: phase, items: kilobytes, itemName: "KB")
            figure.note =
                phase == "decode" ? "\(Format.megabytes(data.count)) of JSON: the memo column of \(Format.count(file.rows)) rows" : nil
            return figure
        }
        let stopwatch = context.stopwatch
        var decode = figure("decode")
        decode.record(try stopwatch.measure { try Node(json: data) })
        let node = try Node(json: data)
        var render = figure("render ascii")
        render.record(try stopwatch.measure { try node.renderASCII(on: JSONTreeBench.screen) })
        var both = figure("decode+render ascii")
        both.record(try stopwatch.measure { try Node(json: data).renderASCII(on: JSONTreeBench.screen) })
        var peak = figure("peak RSS, decode+render ascii")
        let result = try context.probe(Probe.jsonTree, [file.url.path])
        peak.peakRSSBytes = result.peakBytes
        peak.inputBytes = data.count
        peak.outputBytes = result.outputBytes
        peak.note =
            "VmHWM of a process that only decodes and renders the file: \(Format.ratio(Double(result.peakBytes) / Double(data.count)))× its size"
        // The same column with every text its own, so no measurement is shared.
        let distinct = try JSONTreeBench.write(
            bytes: context.count(10_000_000, smoke: 100_000), distinct: true, in: context.directory("json-distinct"))
        let distinctBytes = try Data(contentsOf: distinct.url).count
        var distinctPeak = Figure(
            workload: "json-tree", phase: "peak RSS, no text repeated", items: distinctBytes / 1_000, itemName: "KB")
        let distinctResult = try context.probe(Probe.jsonTree, [distinct.url.path])
        distinctPeak.peakRSSBytes = distinctResult.peakBytes
        distinctPeak.inputBytes = distinctBytes
        distinctPeak.outputBytes = distinctResult.outputBytes
        distinctPeak.note =
            "the column of \(Format.count(distinct.rows)) rows with no text repeated: \(Format.ratio(Double(distinctResult.peakBytes) / Double(distinctBytes)))× its size"
        return [decode, render, both, peak, distinctPeak]
    }
}

/// The JSON tree file of the `json-tree` workload.
@MainActor
enum JSONTreeBench {
    /// The screen the tree is rendered on, as `wireframe render --tree` renders it.
    static let screen = Screen(width: 390, height: nil)

    /// Writes the memo column with as many rows as make about `bytes` of JSON into `directory`;
    /// with `distinct`, every title and description is its own.
    static func write(bytes: Int, distinct: Bool = false, in directory: URL) throws -> (url: URL, rows: Int) {
        let sample = try RenderPhases.resolve(MemoFixtures.column(MemoFixtures.memos(count: 100, distinct: distinct))).jsonData()
        let rows = max(1, Int((Double(bytes) / Double(sample.count) * 100).rounded()))
        let data = try RenderPhases.resolve(MemoFixtures.column(MemoFixtures.memos(count: rows, distinct: distinct))).jsonData()
        let url = directory.appendingPathComponent("memo-column.json")
        try data.write(to: url)
        return (url, rows)
    }
}
