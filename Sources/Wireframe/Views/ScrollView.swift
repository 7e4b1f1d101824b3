import Foundation

/// A scrollable view: its content gets an unbounded length along the scrolling axes and is
/// drawn from the top-leading corner, clipped to the scroll view's frame.
///
/// ```swift
/// ScrollView { VStack { ForEach(memos) { MemoView(memo: $0) } } }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view; indicators are not drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let axis: Axis? = axes == .horizontal ? .horizontal : .vertical
        let child = try context.with { $0.stackAxis = axis }.resolveSingle(content)
        return [Node(.scroll(axes), children: [child])]
    }
}
