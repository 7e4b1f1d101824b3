import Foundation

/// A built-in shape: a view that fills the space it is offered with its outline filled.
///
/// Shapes fill with the foreground colour unless given one with `fill(_:)` or `stroke(_:lineWidth:)`;
/// they also describe clips and backgrounds (`clipShape(_:)`, `background(_:in:)`).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.white).frame(height: 48)
/// Text("OK").background(Color.blue, in: .capsule)
/// ```
public protocol Shape: View, Sendable {
    /// The outline the renderers draw.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        ShapeView(node: ShapeNode(shape: shapeKind, fill: style.resolvedColor, stroke: nil, lineWidth: 0))
    }

    /// The shape's outline drawn with `style`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(node: ShapeNode(shape: shapeKind, fill: nil, stroke: style.resolvedColor, lineWidth: cleanLineWidth(lineWidth)))
    }

    /// The shape's outline drawn inside its frame with `style`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        stroke(style, lineWidth: lineWidth)
    }

    func makeShapeNodes(in context: ResolveContext) -> [Node] {
        let color = context.environment.foregroundColor ?? .primary
        return [Node(.shape(ShapeNode(shape: shapeKind, fill: color, stroke: nil, lineWidth: 0)))]
    }
}

private func cleanLineWidth(_ width: CGFloat) -> CGFloat {
    width.isFinite ? Swift.min(Swift.max(width, 0), 100) : 1
}

/// A shape with its fill or stroke decided.
struct ShapeView: View, PrimitiveView {
    let node: ShapeNode
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { [Node(.shape(node))] }
}

/// A rectangle.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public struct Rectangle: Shape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    /// The outline: a rectangle.
    public var shapeKind: ShapeKind { .rectangle }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 6).fill(.black)
/// ```
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The radius of the corners in points.
    public var cornerRadius: CGFloat
    /// Creates a rounded rectangle; a negative or non-finite radius is treated as zero.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius.isFinite ? Swift.min(Swift.max(cornerRadius, 0), maximumLength) : 0
    }
    /// The outline: a rectangle with corners of ``cornerRadius`` points.
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Text("Tag").padding(.horizontal, 8).background(Color.gray, in: Capsule())
/// ```
public struct Capsule: Shape, PrimitiveView {
    /// Creates a capsule.
    public init() {}
    /// The outline: a capsule.
    public var shapeKind: ShapeKind { .capsule }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// A circle centred in its frame.
///
/// ```swift
/// Circle().fill(.red).frame(width: 8, height: 8)
/// ```
public struct Circle: Shape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    /// The outline: a circle.
    public var shapeKind: ShapeKind { .circle }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Color: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.shape(ShapeNode(shape: .rectangle, fill: self, stroke: nil, lineWidth: 0)))]
    }
}
