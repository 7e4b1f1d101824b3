import Foundation

extension View {
    /// Sets the order in which a stack gives space to its children: higher priorities first.
    ///
    /// ```swift
    /// HStack { Text(longTitle); Text("Keep").layoutPriority(1) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(WrappingModifier(kind: .layoutPriority(value.isFinite ? value : 0)))
    }
}

/// The node of `layoutPriority`: the priority a stack reads when it shares out space.
struct LayoutPriorityNode: ContentModifierPrimitive {
    var priority: Double

    static let jsonSchema = [JSONKindSchema("layoutPriority", fields: ["layoutPriority"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .layoutPriority(try object.required("layoutPriority").number())
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.appendLength("layoutPriority", priority)
        return ("layoutPriority", fields.fields)
    }

    var summary: String { "layoutPriority(\(formatPoints(CGFloat(priority))))" }

    /// The content draws as usual.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child's priority when a stack shares out space; higher priorities are served first.
    package static func layoutPriority(_ priority: Double) -> Self { Self(LayoutPriorityNode(priority: priority)) }
}
