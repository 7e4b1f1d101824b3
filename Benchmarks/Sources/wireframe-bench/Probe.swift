import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe
import WireframeComponents
import WireframeTesting

/// The work the suite runs in a process of its own, to read that process's peak memory: a
/// process that has run other workloads keeps their high-water mark.
///
/// Started as `wireframe-bench __probe <name> <argument>`; prints the number of bytes it
/// rendered (so the suite can check the picture was drawn whole) and its own `VmHWM`:
/// `bytes=1234 peak=5678`.
@MainActor
enum Probe {
    /// What a probe prints.
    struct Result: Equatable {
        /// The bytes of the picture it rendered.
        var outputBytes: Int
        /// Its peak resident memory, in bytes.
        var peakBytes: Int

        /// The line the probe prints.
        var line: String { "bytes=\(outputBytes) peak=\(peakBytes)" }

        init(outputBytes: Int, peakBytes: Int) {
            self.outputBytes = outputBytes
            self.peakBytes = peakBytes
        }

        /// Reads the line a probe printed.
        init?(_ output: String) {
            let fields = output.split(whereSeparator: \.isWhitespace)
            guard fields.count == 2, fields[0].hasPrefix("bytes="), fields[1].hasPrefix("peak="),
                let bytes = Int(fields[0].dropFirst(6)), let peak = Int(fields[1].dropFirst(5))
            else { return nil }
            self.init(outputBytes: bytes, peakBytes: peak)
        }
    }

    /// Renders the memo column of `<rows>` rows as ASCII, with no cell budget.
    static let memoColumn = "memo-column"
    /// Decodes the JSON tree in the file `<path>` and renders it as ASCII.
    static let jsonTree = "json-tree"
    /// Lays the memo column of `<rows>` rows out for each target, then draws it once as ASCII
    /// and once as SVG: run under callgrind, `RenderPhases.drawASCII` and `RenderPhases.drawSVG`
    /// count the two drawings of the same tree apart from everything before them.
    static let memoDrawings = "memo-drawings"
    /// Asserts `<count>` matching view snapshots of the 390 × 844 memo screen, as the
    /// `snapshot-view` workload does: under callgrind, the instructions of one assertion and of
    /// each phase inside it.
    static let viewSnapshots = "view-snapshots"

    /// Runs the probe `name` and returns what it prints.
    static func run(_ name: String, _ arguments: [String]) throws -> String {
        switch (name, arguments.count) {
        case (memoColumn, 1):
            guard let rows = Int(arguments[0]), rows > 0 else { throw UsageError("\(name) expects a number of rows") }
            let view = MemoFixtures.column(MemoFixtures.memos(count: rows))
            let layout = try RenderPhases.layout(try RenderPhases.resolve(view), on: MemoColumnBench.screen, for: .ascii)
            let text = try RenderPhases.drawASCII(layout.placed, canvas: layout.canvas, cellBudget: .max)
            return Result(outputBytes: text.utf8.count, peakBytes: PeakMemory.ofThisProcess()).line
        case (memoDrawings, 1):
            guard let rows = Int(arguments[0]), rows > 0 else { throw UsageError("\(name) expects a number of rows") }
            let node = try RenderPhases.resolve(MemoFixtures.column(MemoFixtures.memos(count: rows)))
            let grid = try RenderPhases.layout(node, on: MemoColumnBench.screen, for: .ascii)
            let points = try RenderPhases.layout(node, on: MemoColumnBench.screen, for: .svg)
            let text = try RenderPhases.drawASCII(grid.placed, canvas: grid.canvas, cellBudget: .max)
            let svg = try RenderPhases.drawSVG(points.placed, canvas: points.canvas)
            return Result(outputBytes: text.utf8.count + svg.utf8.count, peakBytes: PeakMemory.ofThisProcess()).line
        case (viewSnapshots, 1):
            guard let count = Int(arguments[0]), count > 0 else { throw UsageError("\(name) expects a number of assertions") }
            let screen = SnapshotFixtures.memoScreen()
            let strategy = Snapshotting<MemosView, String>.ascii(width: 390, height: 844)
            let text = try screen.renderASCII(width: 390, height: 844)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("view-snapshots-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            typealias Bench = SnapshotBench<MemosView>
            try Bench.writeGoldens(
                strategy.diffing.toData(text), count: count, testName: "matching", pathExtension: strategy.pathExtension, in: directory)
            for index in 0..<count {
                assertSnapshot(
                    of: screen, as: strategy, named: String(index), record: .never, snapshotDirectory: directory.path,
                    filePath: "SnapshotBench.swift", testName: "matching")
            }
            let pending = try Bench.pendingFiles(in: directory.path)
            guard pending == 0 else { throw UsageError("\(pending) of the view snapshots did not match") }
            return Result(outputBytes: text.utf8.count * count, peakBytes: PeakMemory.ofThisProcess()).line
        case (jsonTree, 1):
            let node = try Node(json: try Data(contentsOf: URL(fileURLWithPath: arguments[0])))
            let text = try node.renderASCII(on: JSONTreeBench.screen)
            return Result(outputBytes: text.utf8.count, peakBytes: PeakMemory.ofThisProcess()).line
        default:
            throw UsageError("unknown probe '\(name)' with \(arguments.count) arguments")
        }
    }
}
