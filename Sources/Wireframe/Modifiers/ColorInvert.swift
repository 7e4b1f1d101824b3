import Foundation

extension View {
    /// Inverts the view's colours, as SwiftUI's `colorInvert()`: each channel `c` becomes
    /// `1 − c`, the opacity unchanged, so white turns black and blue turns yellow.
    ///
    /// The SVG draws an `feColorMatrix` with a scale of −1 and an offset of 1; the ASCII grid has
    /// no colour and draws the content unchanged.
    ///
    /// ```swift
    /// Circle().fill(.blue).colorInvert()
    /// ```
    ///
    /// - Returns: The view with its colours inverted.
    public func colorInvert() -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.colorInvert))))
    }
}

extension ColorMatrix {
    /// Each colour channel `c` as `1 − c`.
    static let inverting = ColorMatrix.scaling((-1, -1, -1, 1), offset: 1)
}
