import Foundation

extension View {
    /// Draws `content` over the view, at the view's size.
    ///
    /// ```swift
    /// Color.clear.frame(width: 80, height: 48).overlay(Text("o"), alignment: .bottomTrailing)
    /// ```
    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(isBackground: false, alignment: alignment, decoration: content))
    }

    /// Draws the views `content` builds over the view, at the view's size.
    ///
    /// ```swift
    /// screen.overlay(alignment: .bottom) { toast }
    /// ```
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }
}

/// The node of `overlay`: the content (the first child) with a decoration (the second) laid out
/// at its size and drawn over it.
struct OverlayNode: NodePrimitive {
    var alignment: Alignment

    static let jsonSchema = [JSONKindSchema("overlay", fields: ["alignment"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .overlay(try object["alignment"].map(Alignment.init(json:)) ?? .center)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("alignment", alignment, unless: .center)
        return ("overlay", fields.fields)
    }

    var summary: String { "overlay(alignment: \(alignment))" }

    var childArity: Node.Kind.ChildArity { .contentAndDecoration }
    var isTransparentToLayout: Bool { true }

    /// An overlay is the size of its content.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placeDecorated(in: frame, proposal: proposal, alignment: alignment)
    }

    /// The content draws first, then the decoration over it.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}
