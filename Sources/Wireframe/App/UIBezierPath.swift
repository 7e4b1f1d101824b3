import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`: which corners
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
///
/// ```swift
/// UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A set of corners from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An immutable outline, as Core Graphics' `CGPath`: what `UIBezierPath.cgPath` gives and
/// `Path(_:)` takes.
///
/// ```swift
/// let outline = UIBezierPath(ovalIn: rect).cgPath
/// Path(outline)
/// ```
public final class CGPath: Equatable, Sendable {
    let path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding every point of the outline, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the outline has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Whether two outlines have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.path == rhs.path
    }
}

extension Path {
    /// The path of a Core Graphics outline.
    ///
    /// ```swift
    /// Path(UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath)
    /// ```
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics outline.
    public var cgPath: CGPath { CGPath(self) }
}

/// UIKit's path builder, for shapes written with it: `Path(UIBezierPath(…).cgPath)`.
///
/// Only what describes an outline is here; UIKit's drawing (`fill()`, `stroke()`) is not, since
/// a SwiftUI view draws a path with `fill` and `stroke`. Angles are in radians, as UIKit's.
///
/// ```swift
/// struct TopRounded: Shape {
///     func path(in rect: CGRect) -> Path {
///         let outline = UIBezierPath(
///             roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
///         return Path(outline.cgPath)
///     }
/// }
/// ```
public final class UIBezierPath {
    private var path: Path

    /// The width strokes of the path are drawn with, kept for code that sets it.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {
        path = Path()
    }

    /// The outline of `rect`.
    public init(rect: CGRect) {
        path = Path(rect)
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        path = Path(ellipseIn: rect)
    }

    /// `rect` with every corner rounded to `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular)
    }

    /// `rect` with the given corners rounded: each an elliptical quarter of `cornerRadii`'s width
    /// and height; drawn with the width, as a circular arc.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let length = cornerRadii.width.isFinite ? max(cornerRadii.width, 0) : 0
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? length : 0 }
        let radii = RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft), bottomTrailing: radius(.bottomRight),
            topTrailing: radius(.topRight))
        path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` in radians.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a Core Graphics outline.
    public init(cgPath: CGPath) {
        path = cgPath.path
    }

    /// The path as a Core Graphics outline.
    public var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    /// The smallest rectangle holding the path.
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Where the next element starts; the origin of an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` in radians, joined to
    /// the current point by a line.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is clockwise on the screen; SwiftUI's follows Core Graphics', whose y
        // axis points up, so on the screen it turns the other way.
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    public func close() {
        path.closeSubpath()
    }

    /// Adds the subpaths of `other`.
    public func append(_ other: UIBezierPath) {
        path.addPath(other.path)
    }

    /// Removes every element.
    public func removeAllPoints() {
        path = Path()
    }
}
