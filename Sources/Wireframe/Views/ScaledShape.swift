import Foundation

extension Shape {
    /// The shape scaled by `x` and `y` about `anchor` of the rectangle it is drawn in.
    ///
    /// Unlike `scaleEffect(x:y:anchor:)`, which scales a drawn view, this scales the outline
    /// itself: a stroke keeps its width, and the ASCII grid draws the smaller outline.
    ///
    /// ```swift
    /// Circle().scale(0.5).fill(.blue).frame(width: 80, height: 80)   // a 40-point circle in the middle
    /// ```
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions about `anchor`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).scale(0.8, anchor: .bottom).stroke(lineWidth: 2)
    /// ```
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}

/// A shape scaled about a point of its rectangle, made by `scale(x:y:anchor:)`.
///
/// ```swift
/// Capsule().scale(x: 0.5).fill(.green)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape before it is scaled.
    public var shape: Content
    /// How much it is scaled along each axis.
    public var scale: CGSize
    /// The point of the rectangle that stays put.
    public var anchor: UnitPoint

    /// Creates `shape` scaled by `scale` about `anchor`.
    public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled about the anchor. A scale or anchor that is not
    /// finite leaves the outline as it is.
    public nonisolated func path(in rect: CGRect) -> Path {
        let outline = shape.path(in: rect)
        guard scale.width.isFinite, scale.height.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return outline }
        let center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let transform = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -center.x, y: -center.y)
        return outline.applying(transform)
    }
}
