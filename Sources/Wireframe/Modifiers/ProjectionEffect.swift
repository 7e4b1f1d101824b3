import Foundation

/// A 3 × 3 projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point
/// (x, y) becomes ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with
/// w = x·m13 + y·m23 + m33.
///
/// ```swift
/// let skew = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
/// Text("Skewed").projectionEffect(skew)
/// ```
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row: x's share of the new x, y and w.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row: y's share of the new x, y and w.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the constant part of the new x, y and w.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)).isAffine   // true
    /// ```
    ///
    /// - Parameter m: The affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: no perspective (m13 and m23 are 0, m33 is 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform that undoes this one, or this one unchanged when it has no inverse.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)).inverted().m11   // 0.5
    /// ```
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// Replaces the transform by its inverse.
    ///
    /// - Returns: Whether it had one; when not, the transform is unchanged.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33
        let c22 = m11 * m33 - m13 * m31
        let c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31
        let c32 = m12 * m31 - m11 * m32
        let c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        (m11, m12, m13) = (c11 / determinant, c12 / determinant, c13 / determinant)
        (m21, m22, m23) = (c21 / determinant, c22 / determinant, c23 / determinant)
        (m31, m32, m33) = (c31 / determinant, c32 / determinant, c33 / determinant)
        return true
    }

    /// This transform followed by `rhs`.
    ///
    /// ```swift
    /// ProjectionTransform(.init(scaleX: 2, y: 2)).concatenating(ProjectionTransform(.init(translationX: 5, y: 0))).m31   // 5
    /// ```
    ///
    /// - Parameter rhs: The transform applied after this one.
    /// - Returns: The two transforms as one.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// The affine part the renderers draw: the transform divided by m33, its perspective terms
    /// (m13, m23) dropped; the identity when that is not finite.
    var drawnAffine: CGAffineTransform {
        let w = m33 == 0 ? 1 : m33
        let affine = CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
        let parts = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
        return parts.allSatisfy(\.isFinite) ? affine : .identity
    }
}

extension View {
    /// Draws the view through `transform`, in the view's own coordinates (the origin at its
    /// top-leading corner), leaving its place in the layout as it was. An affine transform is
    /// drawn exactly, as ``transformEffect(_:)`` draws it; a perspective one is drawn flat, its
    /// perspective terms dropped.
    ///
    /// ```swift
    /// Rectangle().frame(width: 40, height: 40)
    ///     .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0)))
    /// ```
    ///
    /// - Parameter transform: The transform to draw the view through.
    /// - Returns: The view, drawn transformed.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        transformEffect(transform.drawnAffine)
    }
}
