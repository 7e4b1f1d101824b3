import BenchKit
@_spi(Benchmarks) import Wireframe

extension Workload {
    /// Stacks nested 5, 10, 20 and 40 deep, alternating VStack and HStack, each level with a
    /// label, a spacer and padding: if a stack measured its children again for every proposal
    /// of its parent, the time would double with each level.
    static let nestedStacks = Workload(name: "nested-stacks") { context in
        var figures: [Figure] = []
        let screen = Screen(width: 390, height: 844)
        for depth in context.sizes([5, 10, 20, 40]) {
            func figure(_ phase: String) -> Figure {
                Figure(workload: "nested-stacks", phase: phase, size: depth, sizeUnit: "levels", items: depth, itemName: "level")
            }
            let view = nested(depth)
            let node = try RenderPhases.resolve(view)
            var layout = figure("layout")
            layout.record(try context.stopwatch.measure { try RenderPhases.layout(node, on: screen, for: .ascii) })
            var all = figure("resolve+layout+ascii")
            all.record(try context.stopwatch.measure { try view.renderASCII(on: screen) })
            figures += [layout, all]
        }
        return figures
    }

    /// `depth` levels of stacks around a leaf text.
    @MainActor
    private static func nested(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("잎 leaf 葉")) }
        if depth.isMultiple(of: 2) {
            return AnyView(
                VStack(alignment: .leading, spacing: 2) {
                    Text("level \(depth)")
                    nested(depth - 1)
                    Spacer()
                }
                .padding(1))
        }
        return AnyView(
            HStack(spacing: 2) {
                Text("\(depth)")
                nested(depth - 1)
                Spacer()
            }
            .padding(1))
    }
}
