import Foundation

extension View {
    /// Draws a shadow behind the view.
    ///
    /// ```swift
    /// banner.shadow(radius: 5)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value, -1000), 1000) : 0 }
        let shadow = ShadowNode(color: color, radius: Swift.max(clean(radius), 0), x: clean(x), y: clean(y))
        return modifier(WrappingModifier(kind: .shadow(shadow)))
    }
}

/// A drop shadow.
///
/// ```swift
/// try Text("a").shadow(radius: 5).node().kind.as(ShadowNode.self)?.radius   // 5
/// ```
package struct ShadowNode: Equatable, Sendable {
    /// The colour of the shadow.
    package var color: Color
    /// The blur radius, in points.
    package var radius: CGFloat
    /// The horizontal offset from the view, in points.
    package var x: CGFloat
    /// The vertical offset from the view, in points.
    package var y: CGFloat
}

extension ShadowNode: ContentModifierPrimitive {
    /// The colour `shadow(radius:)` draws with.
    static let defaultColor = Color(white: 0, opacity: 0.33)

    static let jsonSchema = [JSONKindSchema("shadow", fields: ["color", "radius", "x", "y"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .shadow(try ShadowNode(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("color", color, unless: Self.defaultColor)
        try fields.appendLength("radius", radius)
        if x != 0 { try fields.appendLength("x", x) }
        if y != 0 { try fields.appendLength("y", y) }
        return ("shadow", fields.fields)
    }

    var summary: String {
        "shadow(color: \(color), radius: \(formatPoints(radius)), x: \(formatPoints(x)), y: \(formatPoints(y)))"
    }

    /// A shadow groups the content it is cast by, when it has a colour and a blur or an offset.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let color = builder.drawn(color)
        guard !color.isClear, radius > 0 || x != 0 || y != 0 else {
            return builder.drawChildren(of: node)
        }
        // A Gaussian blur fades out within about three standard deviations, 1.5 × the radius.
        let reach = 2 * abs(radius) + abs(x) + abs(y)
        let drawing = ShadowDrawing(radius: radius, x: x, y: y, color: builder.id(of: color))
        builder.drawSpilling(node, by: reach.isFinite ? reach : 0, push: .pushShadow(drawing), pop: .popShadow)
    }

    init(_ object: JSONObjectReader) throws {
        func clean(_ key: String) throws -> CGFloat {
            try object[key].map { min(max(CGFloat(try $0.number()), -1000), 1000) } ?? 0
        }
        color = try object["color"].map(Color.init(json:)) ?? Color(white: 0, opacity: 0.33)
        radius = max(CGFloat(min(try object.required("radius").number(), 1000)), 0)
        x = try clean("x")
        y = try clean("y")
    }
}

extension Node.Kind {
    /// The child with a drop shadow behind it.
    package static func shadow(_ shadow: ShadowNode) -> Self { Self(shadow) }
}
