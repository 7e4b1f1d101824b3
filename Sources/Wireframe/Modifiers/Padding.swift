import Foundation

extension View {
    /// Adds `length` points of space on the given edges (16 points when `nil`).
    ///
    /// ```swift
    /// Text("Memo").padding()                  // 16 on every edge
    /// Text("Memo").padding(.horizontal, 24)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points of space on every edge.
    ///
    /// ```swift
    /// Text("Memo").padding(8)
    /// ```
    public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(.all, length))
    }

    /// Adds the given space on each edge. NaN counts as zero; negative insets overlap, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Memo").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    /// ```
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(WrappingModifier(kind: .padding(insets.sanitized)))
    }
}

/// The node of `padding`: the content inset by the lengths on each edge.
struct PaddingNode: NodePrimitive {
    var insets: EdgeInsets

    static let jsonSchema = [JSONKindSchema("padding", fields: ["padding"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .padding(try object["padding"].map(EdgeInsets.init(json:)) ?? EdgeInsets(.all, 16))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        fields.append("padding", try insets.jsonValue(path: path + ".padding"))
        return ("padding", fields.fields)
    }

    var summary: String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        return Set(values).count == 1
            ? "padding(\(formatPoints(values[0])))" : "padding(\(values.map(formatPoints).joined(separator: ", ")))"
    }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    /// The content is proposed what is left inside the insets; the padding is that much larger.
    /// In the ASCII target each inset is a whole number of cells.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let insets = node.context.metrics.snapped(insets)
        let inner = node.contentSize(for: proposal.inset(by: insets))
        return CGSize(width: max(inner.width + insets.horizontal, 0), height: max(inner.height + insets.vertical, 0))
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let insets = node.context.metrics.snapped(insets)
        let inner = CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top)
        return node.placed(in: frame, content: node.placeContent(at: inner, proposal: proposal.inset(by: insets)))
    }

    /// Padding draws its content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child inset by the given lengths on each edge.
    package static func padding(_ insets: EdgeInsets) -> Self { Self(PaddingNode(insets: insets)) }
}
