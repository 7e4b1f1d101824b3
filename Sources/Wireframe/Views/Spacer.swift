import Foundation

/// Flexible space that pushes its neighbours apart along the axis of its stack.
///
/// ```swift
/// HStack { Text("Banner"); Spacer(); Image(systemName: "xmark") }
/// ```
public struct Spacer: View, PrimitiveView, Equatable, Sendable {
    let minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (8 points when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isFinite ? Swift.min(Swift.max($0, 0), maximumLength) : 0 }
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.spacer(minLength: minLength))]
    }
}

/// The node of a `Spacer`: flexible space along the enclosing stack's axis.
package struct SpacerNode: NodePrimitive {
    /// The least length along the axis, or `nil` for the default spacing.
    package var minLength: CGFloat?

    static let jsonSchema = [JSONKindSchema("spacer", fields: ["minLength"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .spacer(minLength: try object["minLength"].map { clampLength(try $0.number(), minimum: 0) })
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.appendLength("minLength", minLength)
        return ("spacer", fields.fields)
    }

    var summary: String { minLength.map { "Spacer(minLength: \(formatPoints($0)))" } ?? "Spacer" }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// In a stack, whatever is proposed along its axis, at least the minimum length, and nothing
    /// across it; outside a stack, whatever is proposed.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        guard let axis = node.stackAxis else {
            return CGSize(width: max(proposal.width ?? 0, 0), height: max(proposal.height ?? 0, 0))
        }
        let minLength = minLength ?? defaultSpacing
        let main = max(proposal.length(along: axis) ?? minLength, minLength)
        return CGSize(axis: axis, main: main, cross: 0)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame)
    }

    /// A spacer draws nothing and takes no taps.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {}
}

extension Node.Kind {
    /// Flexible space along the enclosing stack's axis, at least `minLength` long (8 points when `nil`).
    package static func spacer(minLength: CGFloat?) -> Self { Self(SpacerNode(minLength: minLength)) }
}
