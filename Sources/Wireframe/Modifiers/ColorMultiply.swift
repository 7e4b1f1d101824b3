import Foundation

extension View {
    /// Multiplies the view's colours by `color`, as SwiftUI's `colorMultiply(_:)`: each channel,
    /// and the opacity, times the colour's. White changes nothing; a translucent colour makes the
    /// view translucent too.
    ///
    /// The SVG draws an `feColorMatrix` scaling each channel; the ASCII grid has no colour and
    /// draws the content unchanged.
    ///
    /// ```swift
    /// Text("Recording").colorMultiply(.red)
    /// ```
    ///
    /// - Parameter color: The colour every pixel is multiplied by.
    /// - Returns: The view, tinted.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.colorMultiply(color)))))
    }
}

extension ColorMatrix {
    /// Multiplies each channel and the opacity by `color`'s, each clamped to 0…1.
    static func multiplying(by color: Color) -> ColorMatrix {
        func unit(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 1 }
        return .scaling((unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity)))
    }
}
