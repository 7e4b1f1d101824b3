import Foundation

extension View {
    /// Turns the view into a mask of its luminance, as SwiftUI's `luminanceToAlpha()`: each
    /// pixel becomes black with an opacity equal to its luminance (Rec. 709 weights), so white
    /// is opaque black and black is transparent.
    ///
    /// The SVG draws the luminance-to-alpha `feColorMatrix`, written out as a matrix; the ASCII
    /// grid has no colour and draws the content unchanged.
    ///
    /// ```swift
    /// LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).luminanceToAlpha()
    /// ```
    ///
    /// - Returns: The view as a translucent black of its luminance.
    public func luminanceToAlpha() -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.luminanceToAlpha))))
    }
}

extension ColorMatrix {
    /// Black, with an alpha of the colour's luminance.
    static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, luminance.r, luminance.g, luminance.b, 0, 0,
    ])
}
