import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
///
/// ```swift
/// UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16))
/// ```
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; a negative or non-finite radius is zero.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite ? Swift.max(radius, 0) : 0 }
        self.topLeading = clean(topLeading)
        self.bottomLeading = clean(bottomLeading)
        self.bottomTrailing = clean(bottomTrailing)
        self.topTrailing = clean(topTrailing)
    }
}

/// A rectangle whose corners each have a radius of their own, as SwiftUI's
/// `UnevenRoundedRectangle`: a sheet's top, a tab, a chat bubble. A radius larger than half the
/// side it sits on is shrunk to fit. Drawn from its path: in ASCII, as its outline.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are shaped; both styles are drawn as circular arcs.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner.
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline in `rect`: straight sides joined by quarter circles of each corner's radius.
    public nonisolated func path(in rect: CGRect) -> Path {
        let limit = Swift.min(rect.width, rect.height) / 2
        let topLeading = Swift.min(cornerRadii.topLeading, limit)
        let topTrailing = Swift.min(cornerRadii.topTrailing, limit)
        let bottomTrailing = Swift.min(cornerRadii.bottomTrailing, limit)
        let bottomLeading = Swift.min(cornerRadii.bottomLeading, limit)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
            path.addArc(
                center: CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing), radius: topTrailing,
                startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
            path.addArc(
                center: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing), radius: bottomTrailing,
                startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
            path.addArc(
                center: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading), radius: bottomLeading,
                startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
            path.addArc(
                center: CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading), radius: topLeading,
                startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
            path.closeSubpath()
        }
    }
}

/// A shape whose type is hidden, as SwiftUI's `AnyShape`: a view can choose among shapes at run
/// time and hand the choice to `clipShape`, `fill` or `background(_:in:)`.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// Image(systemName: "star").padding().background(.yellow, in: outline)
/// ```
public struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path
    private let kind: ShapeKind

    /// Wraps `shape`; it is drawn as `shape` is, natively where it is a built-in shape.
    public nonisolated init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        kind = shape.shapeKind
    }

    /// The wrapped shape's outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { outline(rect) }

    /// The wrapped shape's outline kind, so a wrapped circle is drawn as a circle.
    public nonisolated var shapeKind: ShapeKind { kind }
}

/// A shape that can be drawn inset from its frame, as SwiftUI's `InsettableShape`; every
/// built-in shape is one.
///
/// ```swift
/// Circle().inset(by: 4).stroke(lineWidth: 8)   // the stroke's outer edge on the frame
/// ```
public protocol InsettableShape: Shape {
    /// The shape `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` points inside its frame on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside its frame by a margin, made by `inset(by:)`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).inset(by: 2).stroke(.blue, lineWidth: 4)
/// ```
public struct InsetOutline<Base: Shape>: InsettableShape {
    /// The shape before it is inset.
    public var base: Base
    /// The margin on every side, in points; negative values grow the shape.
    public var amount: CGFloat

    /// `base` drawn `amount` points inside its frame; a non-finite amount is zero.
    public nonisolated init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    /// The base shape's outline in `rect` shrunk by the margin; nothing when the margin leaves no
    /// room.
    public nonisolated func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0, !inner.isNull else { return Path() }
        return base.path(in: inner)
    }

    /// The shape inset further.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<Base> {
        InsetOutline(base: base, amount: self.amount + (amount.isFinite ? amount : 0))
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle drawn `amount` points inside its frame.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<Rectangle> { InsetOutline(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle drawn `amount` points inside its frame, with the same corner radius.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<RoundedRectangle> { InsetOutline(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule drawn `amount` points inside its frame.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<Capsule> { InsetOutline(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse drawn `amount` points inside its frame.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<Ellipse> { InsetOutline(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle drawn `amount` points inside its frame.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<Circle> { InsetOutline(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle drawn `amount` points inside its frame, with the same corner radii.
    public nonisolated func inset(by amount: CGFloat) -> InsetOutline<UnevenRoundedRectangle> {
        InsetOutline(base: self, amount: amount)
    }
}
