import Foundation

/// The shape of the container a view is in, with its corners, as SwiftUI's
/// `ContainerRelativeShape`. Inside an app's screen, where Wireframe draws, the container is the
/// view's own frame with square corners (only a widget's or a button's container on other
/// platforms rounds them), so it is drawn as a `Rectangle`.
///
/// ```swift
/// Color.blue.clipShape(ContainerRelativeShape())
/// ```
public struct ContainerRelativeShape: Shape, PrimitiveView {
    /// Creates the shape.
    public init() {}
    /// The outline: a rectangle.
    public var shapeKind: ShapeKind { .rectangle }
    /// The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The shape drawn `amount` points inside its frame.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<ContainerRelativeShape> { InsetOutline(base: self, amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container a view is in: a rectangle inside an app's screen.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
