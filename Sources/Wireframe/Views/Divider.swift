import Foundation

/// A thin line that separates content: horizontal in a `VStack`, vertical in an `HStack`.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View, PrimitiveView, Equatable, Sendable {
    /// Creates a divider.
    public init() {}

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.divider(Self.color))]
    }

    /// The colour dividers draw with: iOS's separator grey.
    nonisolated static let color = Color(
        light: Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.29), dark: .hex(0x545458, opacity: 0.6))
}

/// The node of a `Divider`: a hairline across the enclosing stack's axis.
struct DividerNode: NodePrimitive {
    var color: Color

    static let jsonSchema = [JSONKindSchema("divider", fields: ["color"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .divider(try object["color"].map(Color.init(json:)) ?? Divider.color)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("color", color, unless: Divider.color)
        return ("divider", fields.fields)
    }

    var summary: String { "Divider" }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// The proposed length along the line, and one hairline across it: horizontal except in an
    /// `HStack`.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let axis = node.stackAxis ?? .vertical
        let thickness = node.context.metrics.hairline(along: axis)
        return axis == .vertical
            ? CGSize(width: proposal.width ?? 0, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 0)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame)
    }

    /// A divider fills its frame with its colour and absorbs taps over it.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let color = builder.drawn(color)
        if !color.isClear, builder.isVisible(node.frame) {
            builder.append(.divider(DividerDrawing(frame: node.frame, color: builder.id(of: color))))
        }
        builder.addRegion(node.frame, .opaque)
    }
}
