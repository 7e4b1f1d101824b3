import Foundation

extension View {
    /// Draws a border of `width` points inside the view's frame.
    ///
    /// ```swift
    /// Text("Box").padding().border(.gray)
    /// ```
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? Swift.min(Swift.max(width, 0), 100) : 1
        return modifier(WrappingModifier(kind: .border(color: style.resolvedColor, width: width)))
    }
}

/// The node of `border`: a line of `width` points along the inside of the content's frame.
struct BorderNode: ContentModifierPrimitive {
    var color: Color
    var width: CGFloat

    static let jsonSchema = [JSONKindSchema("border", fields: ["color", "width"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .border(
            color: try Color(json: try object.required("color")),
            width: try object["width"].map { min(max(try $0.number(), 0), 100) } ?? 1
        )
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("color", color, unless: nil)
        if width != 1 { try fields.appendLength("width", width) }
        return ("border", fields.fields)
    }

    var summary: String { "border(\(color), width: \(formatPoints(width)))" }

    /// A border is the frame's rectangle stroked inside its edge, over the content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
        let color = builder.drawn(color)
        guard width > 0, !color.isClear, builder.isVisible(node.frame) else { return }
        let outline = ShapeDrawing(
            frame: node.frame, lineWidth: width, fill: nil, stroke: builder.id(of: color), shape: .rectangle, isStrokeInside: true)
        builder.append(outline)
    }
}

extension Node.Kind {
    /// The child with a border of `color`, `width` points wide, along its frame.
    package static func border(color: Color, width: CGFloat) -> Self { Self(BorderNode(color: color, width: width)) }
}
