import Foundation

extension Shape {
    /// The shape moved by `offset` within the rectangle it is drawn in.
    ///
    /// Unlike the view modifier `offset(_:)`, which moves a drawn view, the result is still a
    /// shape: it fills, strokes, clips and backs views as any shape does.
    ///
    /// ```swift
    /// Circle().offset(CGSize(width: 4, height: 4)).fill(.red).frame(width: 40, height: 40)
    /// ```
    ///
    /// - Parameter offset: How far to move the outline.
    /// - Returns: The moved shape.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `x` and `y` within the rectangle it is drawn in.
    ///
    /// ```swift
    /// Capsule().offset(x: 8).stroke(lineWidth: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - x: How far to move the outline to the right.
    ///   - y: How far to move it down.
    /// - Returns: The moved shape.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}

/// A shape moved within its rectangle, made by `offset(_:)` on a shape.
///
/// ```swift
/// Rectangle().offset(x: 10).fill(.blue)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape before it is moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// Creates `shape` moved by `offset`.
    public nonisolated init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved by the offset; an offset that is not finite leaves
    /// the outline where it is.
    public nonisolated func path(in rect: CGRect) -> Path {
        let outline = shape.path(in: rect)
        guard offset.width.isFinite, offset.height.isFinite else { return outline }
        return outline.offsetBy(dx: cleanCoordinate(offset.width), dy: cleanCoordinate(offset.height))
    }
}
