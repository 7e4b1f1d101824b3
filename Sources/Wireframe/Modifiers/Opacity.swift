import Foundation

extension View {
    /// Draws the view with `opacity` between 0 (invisible) and 1.
    ///
    /// ```swift
    /// Text("Faded").opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(WrappingModifier(kind: .opacity(opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1))))
    }
}

/// The node of `opacity`: the content drawn see-through, from 0 (invisible) to 1.
struct OpacityNode: ContentModifierPrimitive {
    var opacity: Double

    static let jsonSchema = [JSONKindSchema("opacity", fields: ["opacity"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .opacity(min(max(try object.required("opacity").number(), 0), 1))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.appendLength("opacity", opacity)
        return ("opacity", fields.fields)
    }

    var summary: String { "opacity(\(formatPoints(CGFloat(opacity))))" }

    /// Opacity 0 draws nothing, takes no taps and is not read; between 0 and 1 it groups the
    /// content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        guard opacity > 0 else { return }
        guard opacity < 1 else { return builder.drawChildren(of: node) }
        builder.drawGroup(node, push: .pushOpacity(opacity), pop: .popOpacity)
    }
}

extension Node.Kind {
    /// The child drawn with the opacity, from 0 (invisible) to 1.
    package static func opacity(_ opacity: Double) -> Self { Self(OpacityNode(opacity: opacity)) }
}
