import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe
import WireframeComponents
import WireframeStore

extension Workload {
    /// The semantic diff's summary beside the render it compares: the memo screen (390 × 844,
    /// six memos) rendered as SVG, and the summary of it against the same screen with one memo's
    /// title changed, from the two SVG documents (as the review and `gallery --compare` read
    /// them), from the two laid-out trees (as `RenderDiff(from:to:on:)` compares views, their
    /// display lists built) and from the two drawings the renders made (the display lists
    /// reused); and
    /// the same for ASCII, whose summary compares the pictures' texts (failing `.ascii` snapshots).
    static let renderDiff = Workload(name: "render-diff") { context in
        let screen = Screen(width: 390, height: 844)
        let old = SnapshotFixtures.memoScreen()
        var memos = MemoFixtures.memos(count: 6)
        memos[2].title = "장보기 목록"
        let new = MemosView(
            store: Store(initialState: Memos.State(memos: memos, hasLoaded: true)) {
                Memos()
            } withDependencies: {
                $0.memoClient = .inMemory(memos)
            })
        let oldNode = try RenderPhases.resolve(old)
        let newNode = try RenderPhases.resolve(new)
        func figure(_ phase: String) -> Figure {
            Figure(workload: "render-diff", phase: phase, items: 1, itemName: "screen")
        }
        var render = figure("render svg 390×844")
        render.record(
            try context.stopwatch.measure {
                let laid = try RenderPhases.layout(newNode, on: screen, for: .svg)
                return try RenderPhases.writeSVG(RenderPhases.draw(laid.placed, canvas: laid.canvas))
            })
        let oldLaid = try RenderPhases.layout(oldNode, on: screen, for: .svg)
        let newLaid = try RenderPhases.layout(newNode, on: screen, for: .svg)
        let oldSVG = try RenderPhases.drawSVG(oldLaid.placed, canvas: oldLaid.canvas)
        let newSVG = try RenderPhases.drawSVG(newLaid.placed, canvas: newLaid.canvas)
        var fromSVG = figure("summary of two SVGs")
        fromSVG.record(context.stopwatch.measure { RenderPhases.summary(oldSVG: oldSVG, newSVG: newSVG) })
        fromSVG.note = RenderPhases.summary(oldSVG: oldSVG, newSVG: newSVG).first
        var fromTrees = figure("summary of two laid-out trees")
        fromTrees.record(context.stopwatch.measure { RenderPhases.summary(old: oldLaid, new: newLaid) })
        let oldDrawing = RenderPhases.draw(oldLaid.placed, canvas: oldLaid.canvas)
        let newDrawing = RenderPhases.draw(newLaid.placed, canvas: newLaid.canvas)
        var fromDrawings = figure("summary of two drawings")
        fromDrawings.record(context.stopwatch.measure { RenderPhases.summary(old: oldDrawing, new: newDrawing) })
        fromDrawings.note = RenderPhases.summary(old: oldDrawing, new: newDrawing).first
        var renderASCII = figure("render ascii 390×844")
        renderASCII.record(
            try context.stopwatch.measure {
                let laid = try RenderPhases.layout(newNode, on: screen, for: .ascii)
                return try RenderPhases.drawASCII(laid.placed, canvas: laid.canvas)
            })
        let oldCells = try RenderPhases.layout(oldNode, on: screen, for: .ascii)
        let newCells = try RenderPhases.layout(newNode, on: screen, for: .ascii)
        let oldASCII = try RenderPhases.drawASCII(oldCells.placed, canvas: oldCells.canvas)
        let newASCII = try RenderPhases.drawASCII(newCells.placed, canvas: newCells.canvas)
        var fromASCII = figure("summary of two ASCII pictures")
        fromASCII.record(context.stopwatch.measure { RenderPhases.summary(oldASCII: oldASCII, newASCII: newASCII) })
        fromASCII.note = RenderPhases.summary(oldASCII: oldASCII, newASCII: newASCII).first
        return [render, fromSVG, fromTrees, fromDrawings, renderASCII, fromASCII]
    }
}
