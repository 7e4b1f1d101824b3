import Foundation

/// A shape: a view that fills the space it is offered with its outline filled, as SwiftUI's.
///
/// Shapes fill with the foreground colour unless given one with `fill(_:)` or `stroke(_:lineWidth:)`;
/// they also describe clips and backgrounds (`clipShape(_:)`, `background(_:in:)`). Write your own
/// by returning its ``Path`` for a frame:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// Triangle().stroke(.black, lineWidth: 2).frame(width: 40, height: 32)
/// RoundedRectangle(cornerRadius: 12).fill(.white).frame(height: 48)
/// ```
public protocol Shape: View, Sendable {
    /// The outline of the shape drawn in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The outline the renderers draw: the built-in shapes name theirs, so the renderers draw
    /// them natively; any other shape is drawn from ``path(in:)``.
    nonisolated var shapeKind: ShapeKind { get }
}

extension Shape {
    /// A shape of your own is drawn from its path.
    public nonisolated var shapeKind: ShapeKind { .path(CustomShape(self)) }

    /// A shape of your own is the shape filled with the foreground colour.
    public var body: ShapeBody<Self> { ShapeBody(shape: self) }
}

/// The view a shape of your own stands for: its outline filled with the foreground colour.
///
/// ```swift
/// Triangle()   // body: ShapeBody(shape: Triangle())
/// ```
public struct ShapeBody<S: Shape>: View, PrimitiveView {
    let shape: S

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] { shape.makeShapeNodes(in: context) }
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
    /// The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
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
    /// The outline of `rect` with the corners rounded.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
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
    /// The outline of `rect` with half circles at its short ends.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// An ellipse filling its frame.
///
/// ```swift
/// Ellipse().stroke(.blue).frame(width: 60, height: 30)
/// ```
public struct Ellipse: Shape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    /// The outline the renderers draw.
    public var shapeKind: ShapeKind { .ellipse }
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as in `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
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
    /// The circle centred in `rect`, as wide as its shorter side.
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
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
