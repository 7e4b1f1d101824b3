import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe
import WireframeComponents

extension Workload {
    /// The memo column at 1,000, 10,000 and 100,000 rows, phase by phase: resolve, layout, draw
    /// ASCII (beside its byte floor), all together, SVG where its budget allows, and the peak
    /// memory of a process that renders the column and nothing else.
    static let memoColumn = Workload(name: "memo-column") { context in
        var figures: [Figure] = []
        var svgFits = true
        for rows in context.sizes([1_000, 10_000, 100_000]) {
            let bench = MemoColumnBench(context: context, rows: rows)
            figures += try bench.ascii()
            if svgFits {
                let svg = try bench.svg()
                figures += svg.figures
                svgFits = svg.fits
            } else {
                figures.append(bench.figure("svg", note: "not drawn: the SVG budget is already exceeded at fewer rows"))
            }
            figures.append(try bench.peakMemory())
        }
        return figures
    }
}

/// The phases of the memo column at one number of rows.
@MainActor
struct MemoColumnBench {
    static let workload = "memo-column"
    static let screen = Screen(width: 390, height: nil)

    let context: BenchContext
    let rows: Int
    let memos: [Memo]

    init(context: BenchContext, rows: Int) {
        self.context = context
        self.rows = rows
        memos = MemoFixtures.memos(count: rows)
    }

    func figure(_ phase: String, note: String? = nil) -> Figure {
        var figure = Figure(workload: Self.workload, phase: phase, size: rows, sizeUnit: "rows", items: rows, itemName: "row")
        figure.note = note
        return figure
    }

    func timed(_ phase: String, note: String? = nil, _ body: () throws -> String) rethrows -> Figure {
        var figure = figure(phase, note: note)
        figure.record(try context.stopwatch.measure(body))
        return figure
    }

    /// Resolve, layout, ASCII drawing and the three together.
    func ascii() throws -> [Figure] {
        let stopwatch = context.stopwatch
        let view = MemoFixtures.column(memos)
        var resolve = figure("resolve")
        resolve.record(try stopwatch.measure { try RenderPhases.resolve(view) })
        let node = try RenderPhases.resolve(view)
        var layout = figure("layout")
        layout.record(try stopwatch.measure { try RenderPhases.layout(node, on: Self.screen, for: .ascii) })
        let placed = try RenderPhases.layout(node, on: Self.screen, for: .ascii)

        // The public render refuses a grid past its cell budget; the phases are then timed with
        // the budget lifted, so the cost of a complete picture is still known.
        var budget: Int?
        var refusal: String?
        do {
            _ = try RenderPhases.drawASCII(placed.placed, canvas: placed.canvas)
        } catch let error as RenderError where error.reason == .budgetExceeded {
            budget = .max
            refusal = "renderASCII refuses \(Format.count(rows)) rows (\(error.message)); timed with the budget lifted"
        }
        let lifted = budget == nil ? "" : " (budget lifted)"
        var draw = figure("ascii" + lifted, note: refusal)
        draw.record(try stopwatch.measure { try RenderPhases.drawASCII(placed.placed, canvas: placed.canvas, cellBudget: budget) })
        let text = try RenderPhases.drawASCII(placed.placed, canvas: placed.canvas, cellBudget: budget)
        let floor = ByteFloor(of: text)
        draw.outputBytes = floor.count
        draw.record(floor: stopwatch.measure { floor.produce() })
        let drawn = Self.cards(in: text)
        draw.isComplete = drawn == rows
        var layoutAndDraw = try timed("layout+ascii" + lifted) {
            let laid = try RenderPhases.layout(node, on: Self.screen, for: .ascii)
            return try RenderPhases.drawASCII(laid.placed, canvas: laid.canvas, cellBudget: budget)
        }
        layoutAndDraw.isComplete = draw.isComplete
        if drawn != rows {
            layoutAndDraw.note =
                "incomplete: the picture holds \(Format.count(drawn)) of the \(Format.count(rows)) rows; layout clamps the "
                + "column to \(Format.count(Int(placed.canvas.height))) points"
        }
        // The fixture repeats a dozen titles and descriptions, and a render measures each text
        // once; the same column with no text repeated shows what measuring every text costs.
        let distinctNode = try RenderPhases.resolve(MemoFixtures.column(MemoFixtures.memos(count: rows, distinct: true)))
        let distinct = try timed("layout+ascii, no text repeated" + lifted) {
            let laid = try RenderPhases.layout(distinctNode, on: Self.screen, for: .ascii)
            return try RenderPhases.drawASCII(laid.placed, canvas: laid.canvas, cellBudget: budget)
        }
        // The phases must add up to the public render, or their times would mean nothing.
        if budget == nil, try view.renderASCII(on: Self.screen) != text {
            throw PhaseMismatch(target: "ASCII", rows: rows)
        }
        let all: Figure
        if budget == nil {
            all = try timed("resolve+layout+ascii") { try view.renderASCII(on: Self.screen) }
        } else {
            all = try timed("resolve+layout+ascii" + lifted) {
                let laid = try RenderPhases.layout(try RenderPhases.resolve(view), on: Self.screen, for: .ascii)
                return try RenderPhases.drawASCII(laid.placed, canvas: laid.canvas, cellBudget: budget)
            }
        }
        return [resolve, layout, draw, layoutAndDraw, distinct, all]
    }

    /// How many memo cards `text` shows: each card's outline has one rounded top-left corner.
    static func cards(in text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1 == "╭" ? 1 : 0) }
    }

    /// The SVG phases, or one figure saying why the column does not fit the SVG budget.
    func svg() throws -> (figures: [Figure], fits: Bool) {
        let stopwatch = context.stopwatch
        let view = MemoFixtures.column(memos)
        let node = try RenderPhases.resolve(view)
        let placed = try RenderPhases.layout(node, on: Self.screen, for: .svg)
        let svg: String
        do {
            svg = try RenderPhases.drawSVG(placed.placed, canvas: placed.canvas)
        } catch let error as RenderError where error.reason == .budgetExceeded {
            return ([figure("svg", note: "not drawn: \(error.message)")], false)
        }
        if try view.renderSVG(on: Self.screen) != svg {
            throw PhaseMismatch(target: "SVG", rows: rows)
        }
        var layout = figure("svg layout")
        layout.record(try stopwatch.measure { try RenderPhases.layout(node, on: Self.screen, for: .svg) })
        var draw = figure("svg")
        draw.record(try stopwatch.measure { try RenderPhases.drawSVG(placed.placed, canvas: placed.canvas) })
        let floor = ByteFloor(of: svg)
        draw.outputBytes = floor.count
        draw.record(floor: stopwatch.measure { floor.produce() })
        let all = try timed("resolve+layout+svg") { try view.renderSVG(on: Self.screen) }
        return ([layout, draw, all], true)
    }

    /// The peak memory of a process that renders the column as ASCII, with no cell budget, and exits.
    func peakMemory() throws -> Figure {
        let result = try context.probe(Probe.memoColumn, [String(rows)])
        var figure = figure(
            "peak RSS, resolve+layout+ascii",
            note: rows == 1_000 ? "VmHWM of a process that only resolves, lays out and draws the column (with no cell budget)" : nil)
        figure.peakRSSBytes = result.peakBytes
        figure.outputBytes = result.outputBytes
        return figure
    }
}

/// The phases drew something other than the public render of the same view.
struct PhaseMismatch: Error, CustomStringConvertible {
    var target: String
    var rows: Int

    var description: String { "the render phases drew other \(target) than the public render of \(rows) rows" }
}
