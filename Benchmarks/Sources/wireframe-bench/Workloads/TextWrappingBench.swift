import BenchKit
import Foundation
@_spi(Benchmarks) import Wireframe

extension Workload {
    /// A long Korean, Japanese and English text, wrapped at several widths: the layout alone
    /// (where the line breaking happens), and layout with ASCII drawing.
    static let textWrapping = Workload(name: "text-wrapping") { context in
        let text = LongText.text(characters: context.count(20_000, smoke: 2_000))
        let characters = text.count
        let node = try RenderPhases.resolve(Text(text))
        var figures: [Figure] = []
        for width in context.sizes([120, 240, 390, 800]) {
            let screen = Screen(width: CGFloat(width), height: nil)
            func figure(_ phase: String) -> Figure {
                Figure(
                    workload: "text-wrapping", phase: phase, size: width, sizeUnit: "pt wide", items: characters,
                    itemName: "char")
            }
            var layout = figure("layout")
            layout.record(try context.stopwatch.measure { try RenderPhases.layout(node, on: screen, for: .ascii) })
            var all = figure("layout+ascii")
            all.record(
                try context.stopwatch.measure {
                    let laid = try RenderPhases.layout(node, on: screen, for: .ascii)
                    return try RenderPhases.drawASCII(laid.placed, canvas: laid.canvas)
                })
            var svg = figure("svg layout")
            svg.record(try context.stopwatch.measure { try RenderPhases.layout(node, on: screen, for: .svg) })
            figures += [layout, all, svg]
        }
        return figures
    }
}
