import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform of the plane, as Core Graphics defines it where Core Graphics is not:
    /// a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty).
    ///
    /// ```swift
    /// let doubled = CGAffineTransform(scaleX: 2, y: 2)
    /// CGPoint(x: 3, y: 4).applying(doubled)   // (6, 8)
    /// Rectangle().transformEffect(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// How far x moves along x per unit of x.
        public var a: CGFloat
        /// How far y moves per unit of x.
        public var b: CGFloat
        /// How far x moves per unit of y.
        public var c: CGFloat
        /// How far y moves along y per unit of y.
        public var d: CGFloat
        /// The move along x.
        public var tx: CGFloat
        /// The move along y.
        public var ty: CGFloat

        /// The transform with these six entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that leaves every point where it is.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The transform that leaves every point where it is.
        public static let identity = CGAffineTransform()

        /// A transform that moves every point by (`tx`, `ty`).
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales by `sx` along x and `sy` along y, about the origin.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A transform that turns by `angle` radians about the origin (clockwise on a screen,
        /// whose y axis points down).
        public init(rotationAngle angle: CGFloat) {
            let (cosine, sine) = (cos(angle), sin(angle))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether the transform leaves every point where it is.
        public var isIdentity: Bool { self == .identity }

        /// This transform, then `other`.
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
        }

        /// A move by (`tx`, `ty`), then this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by (`sx`, `sy`), then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A turn by `angle` radians, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The transform that undoes this one; this one unchanged when it cannot be undone.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }

    extension CGPoint {
        /// The point moved by `transform`.
        public func applying(_ transform: CGAffineTransform) -> CGPoint {
            CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
        }
    }

    extension CGSize {
        /// The size scaled and turned by `transform`'s linear part (its move left out).
        public func applying(_ transform: CGAffineTransform) -> CGSize {
            CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the four corners of this one moved by `transform`.
        public func applying(_ transform: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(transform) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return self }
            return CGRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }
#endif
