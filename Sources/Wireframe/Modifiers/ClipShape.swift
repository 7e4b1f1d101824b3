import Foundation

extension View {
    /// Clips the view to its frame: what it draws outside is cut away.
    ///
    /// ```swift
    /// Image(systemName: "photo").frame(width: 40, height: 40).clipped()
    /// ```
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to a rectangle with corners of `radius` points.
    ///
    /// ```swift
    /// row.background(.black).cornerRadius(12)
    /// ```
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to `shape`.
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape<Outline: Shape>(_ shape: Outline) -> some View {
        modifier(WrappingModifier(kind: .clip(shape.shapeKind)))
    }
}

/// The node of `clipShape`: the content cut to the shape in its frame.
struct ClipNode: ContentModifierPrimitive {
    var shape: ShapeKind

    static let jsonSchema = [JSONKindSchema("clipShape", fields: ["shape", "cornerRadius", "path"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .clip(try ShapeKind(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try shape.write(to: &fields)
        return ("clipShape", fields.fields)
    }

    var summary: String { "clipShape(\(shape))" }

    /// A clip cuts its content to the shape: drawing and taps outside it are left out.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawClipped(node, to: shape)
    }
}

extension Node.Kind {
    /// The child clipped to the shape.
    package static func clip(_ shape: ShapeKind) -> Self { Self(ClipNode(shape: shape)) }
}
