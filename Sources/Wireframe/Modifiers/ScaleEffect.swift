import Foundation

extension View {
    /// Scales the view's drawing by `scale` about `anchor`, without changing its layout, as
    /// SwiftUI's `scaleEffect(_:anchor:)`. Accepted, and drawn at its own size: the renderers
    /// scale nothing yet (see the porting article's "Drawn another way").
    ///
    /// ```swift
    /// Circle().scaleEffect(isZoomed ? 1.5 : 1)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view's drawing by `s` in both directions about `anchor`; accepted, and drawn at
    /// its own size.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(2)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view's drawing by `x` and `y` about `anchor`; accepted, and drawn at its own
    /// size.
    ///
    /// ```swift
    /// Text("Wide").scaleEffect(x: 2, y: 1)
    /// ```
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
}
