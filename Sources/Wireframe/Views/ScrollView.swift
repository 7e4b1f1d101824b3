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
        let margins = context.environment.scrollContentMargins
        let content = margins == EdgeInsets() ? child : Node(.padding(margins), children: [child])
        return [Node(.scroll(axes), children: [.anchoredScrollContent(content, axes: axes, in: context.environment)])]
    }
}

/// The node of a `ScrollView`: its content laid out unbounded along the scrolling axes and
/// clipped to the scroll view's frame.
package struct ScrollNode: NodePrimitive {
    package var axes: Axis.Set

    static let jsonSchema = [JSONKindSchema("scrollView", fields: ["axes"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .scroll(try object["axes"].map(Axis.Set.init(json:)) ?? .vertical)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if axes != .vertical { fields.append("axes", axes.jsonValue) }
        return ("scrollView", fields.fields)
    }

    var summary: String { "ScrollView(\(axes == .horizontal ? "horizontal" : axes == .vertical ? "vertical" : "both"))" }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { nil }

    /// Along its axes a scroll view takes what it is offered; across them it is only as large as
    /// its content, so a trailing-aligned scroll view sits at the trailing edge.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let inner = node.context.withContainer(proposal, of: node) { node.contentSize(for: proposal.fixing(axes)) }
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? inner.width : inner.width,
            height: axes.contains(.vertical) ? proposal.height ?? inner.height : inner.height
        )
    }

    /// The content starts at the leading and top edges along the scrolling axes and is centred
    /// across them. The scroll view is the container its content's `containerRelativeFrame` divides.
    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        guard let content = node.content else { return node.placed(in: frame) }
        return node.context.withContainer(proposal, of: node) {
            node.placed(in: frame, content: placeContent(content, in: frame, proposal: proposal.fixing(axes)))
        }
    }

    private func placeContent(_ content: LayoutNode, in frame: CGRect, proposal childProposal: ProposedViewSize) -> PlacedNode {
        let childSize = content.sizeThatFits(childProposal)
        var childOrigin = Alignment.center.origin(of: childSize, in: frame)
        if axes.contains(.horizontal) { childOrigin.x = frame.minX }
        if axes.contains(.vertical) { childOrigin.y = frame.minY }
        return content.place(at: childOrigin, proposal: childProposal)
    }

    /// A scroll view clips its content to its frame.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawClipped(node, to: .rectangle)
    }
}

extension ScrollNode {
    /// Named in accessibility paths, as a container is, though it holds one view.
    var accessibilityPathName: String? { summaryName }
}

extension Node.Kind {
    /// A scroll view along the given axes; the child is its content.
    package static func scroll(_ axes: Axis.Set) -> Self { Self(ScrollNode(axes: axes)) }
}
