import Foundation

extension View {
    /// Applies a Gaussian blur to the view, as SwiftUI's `blur(radius:opaque:)`.
    ///
    /// The radius is the blur's standard deviation in points, as iOS takes it (SwiftUI's
    /// `GraphicsContext.Filter.blur(radius:)` documents the same radius): the SVG draws an
    /// `feGaussianBlur` with `stdDeviation` equal to the radius, spreading the drawing about three
    /// radii past its frame. An opaque blur divides each pixel by its alpha, so the result is
    /// opaque, and stays inside the view's frame, as iOS draws it. The ASCII grid has no colour
    /// and no blur: it draws the content unchanged, however large the radius, so nothing blurred
    /// away disappears from a text snapshot. A radius that is negative or not a finite number
    /// draws no blur.
    ///
    /// ```swift
    /// Text("Secret").blur(radius: 4)
    /// Image("photo").resizable().frame(width: 120, height: 80).blur(radius: 12, opaque: true)
    /// ```
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur, in points; a blur is more diffuse when its
    ///     radius is large.
    ///   - opaque: Whether the blur's result is made opaque and kept inside the view's bounds,
    ///     rather than fading out at its edges.
    /// - Returns: The view, blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.blur(radius: radius, isOpaque: opaque)))))
    }
}
