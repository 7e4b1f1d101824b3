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
package struct DividerNode: NodePrimitive {
    package var color: Color

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

    /// A divider fills a line at most a point thick along the top of its frame (along its leading
    /// edge when the frame is taller than wide) with its colour, and absorbs taps over its frame.
    /// The SVG target's frame is that point thick; the ASCII grid draws a filled rectangle that
    /// thin as a line of cells.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let color = builder.drawn(color)
        let frame = node.frame
        if !color.isClear, builder.isVisible(frame) {
            var line = frame
            if frame.width >= frame.height {
                line.size.height = Swift.min(frame.height, 1)
            } else {
                line.size.width = Swift.min(frame.width, 1)
            }
            builder.append(ShapeDrawing(frame: line, lineWidth: 0, fill: builder.id(of: color), stroke: nil, shape: .rectangle))
        }
        builder.addRegion(frame, .opaque)
    }
}

extension Node.Kind {
    /// A thin line across the enclosing stack's axis, in the colour given.
    package static func divider(_ color: Color) -> Self { Self(DividerNode(color: color)) }
}
