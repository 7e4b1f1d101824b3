import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe

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

    /// Runs the probe `name` and returns what it prints.
    static func run(_ name: String, _ arguments: [String]) throws -> String {
        switch (name, arguments.count) {
        case (memoColumn, 1):
            guard let rows = Int(arguments[0]), rows > 0 else { throw UsageError("\(name) expects a number of rows") }
            let view = MemoFixtures.column(MemoFixtures.memos(count: rows))
            let layout = try RenderPhases.layout(try RenderPhases.resolve(view), on: MemoColumnBench.screen, for: .ascii)
            let text = try RenderPhases.drawASCII(layout.placed, canvas: layout.canvas, cellBudget: .max)
            return Result(outputBytes: text.utf8.count, peakBytes: PeakMemory.ofThisProcess()).line
        case (jsonTree, 1):
            let node = try Node(json: try Data(contentsOf: URL(fileURLWithPath: arguments[0])))
            let text = try node.renderASCII(on: JSONTreeBench.screen)
            return Result(outputBytes: text.utf8.count, peakBytes: PeakMemory.ofThisProcess()).line
        default:
            throw UsageError("unknown probe '\(name)' with \(arguments.count) arguments")
        }
    }
}
