import Foundation

extension View {
    /// Gives the view its ideal size in the chosen dimensions, whatever its parent proposes.
    ///
    /// ```swift
    /// Text("Never wraps").fixedSize()
    /// ```
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return modifier(WrappingModifier(kind: .fixedSize(axes)))
    }
}

/// The node of `fixedSize`: the content at its ideal size along the axes, whatever is proposed.
struct FixedSizeNode: NodePrimitive {
    var axes: Axis.Set

    static let jsonSchema = [JSONKindSchema("fixedSize", fields: ["horizontal", "vertical"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        var axes: Axis.Set = []
        if try object["horizontal"]?.bool() ?? true { axes.insert(.horizontal) }
        if try object["vertical"]?.bool() ?? true { axes.insert(.vertical) }
        return .fixedSize(axes)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if !axes.contains(.horizontal) { fields.append("horizontal", .bool(false)) }
        if !axes.contains(.vertical) { fields.append("vertical", .bool(false)) }
        return ("fixedSize", fields.fields)
    }

    var summary: String { "fixedSize(horizontal: \(axes.contains(.horizontal)), vertical: \(axes.contains(.vertical)))" }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    /// Along the fixed axes the content is proposed nothing, so it takes its ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal.fixing(axes))
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, content: node.placeContent(in: frame, proposal: proposal.fixing(axes), alignment: .center))
    }

    /// The content draws as usual.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child at its ideal size along the given axes, whatever it is offered.
    package static func fixedSize(_ axes: Axis.Set) -> Self { Self(FixedSizeNode(axes: axes)) }
}
