import Foundation

extension View {
    /// Brightens the view by adding `amount` to each colour channel, as SwiftUI's
    /// `brightness(_:)` and Core Image's colour controls do: 0 changes nothing, 1 turns every
    /// colour white, a negative amount darkens. Amounts are clamped to -1…1.
    ///
    /// The SVG draws an `feColorMatrix` that adds the amount; the ASCII grid has no colour and
    /// draws the content unchanged.
    ///
    /// ```swift
    /// Image(systemName: "sun.max").brightness(0.3)
    /// ```
    ///
    /// - Parameter amount: How much to brighten, from 0 (no effect) to 1 (white).
    /// - Returns: The view, brightened.
    public func brightness(_ amount: Double) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.brightness(amount)))))
    }

    /// Sets the contrast of the view's colours, as SwiftUI's `contrast(_:)`: each channel moves
    /// away from (or, below 1, towards) middle grey, `c' = (c − 0.5) · amount + 0.5`. 1 changes
    /// nothing, 0 turns every colour grey, a negative amount inverts as it contrasts.
    ///
    /// The SVG draws an `feColorMatrix` with that scale and offset; the ASCII grid has no colour
    /// and draws the content unchanged.
    ///
    /// ```swift
    /// Text("Faint").contrast(0.5)
    /// ```
    ///
    /// - Parameter amount: The contrast, 1 for the colours as they are.
    /// - Returns: The view with its contrast changed.
    public func contrast(_ amount: Double) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.contrast(amount)))))
    }

    /// Sets the saturation of the view's colours, as SwiftUI's `saturation(_:)`: 0 turns every
    /// colour into its luminance (Rec. 709 weights, as Core Image uses), 1 changes nothing, more
    /// than 1 saturates further.
    ///
    /// The SVG draws the saturation `feColorMatrix`, written out as a matrix; the ASCII grid has
    /// no colour and draws the content unchanged.
    ///
    /// ```swift
    /// Circle().fill(.red).saturation(0.3)
    /// ```
    ///
    /// - Parameter amount: How much of the colours' saturation is kept.
    /// - Returns: The view, saturated or desaturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.saturation(amount)))))
    }

    /// Removes colour from the view, as SwiftUI's `grayscale(_:)`: 0 changes nothing, 1 draws
    /// every colour as its luminance. It is `saturation(1 − amount)`, amounts clamped to 0…1.
    ///
    /// The SVG draws the saturation `feColorMatrix`; the ASCII grid has no colour and draws the
    /// content unchanged.
    ///
    /// ```swift
    /// Image(systemName: "photo").grayscale(1)
    /// ```
    ///
    /// - Parameter amount: How grey, from 0 (full colour) to 1 (grey).
    /// - Returns: The view, greyed.
    public func grayscale(_ amount: Double) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.grayscale(amount)))))
    }

    /// Turns the hue of the view's colours by `angle`, as SwiftUI's `hueRotation(_:)`: red by
    /// 120° becomes green, keeping each colour's luminance.
    ///
    /// The SVG draws the hue-rotation `feColorMatrix` (the matrix SVG's `hueRotate` and CSS's
    /// `hue-rotate()` define), written out as a matrix; the ASCII grid has no colour and draws
    /// the content unchanged.
    ///
    /// ```swift
    /// Rectangle().fill(.red).hueRotation(.degrees(120))
    /// ```
    ///
    /// - Parameter angle: How far to turn each hue.
    /// - Returns: The view with its hues turned.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.hueRotation(degrees: angle.degrees)))))
    }
}

extension ColorMatrix {
    /// Adds `amount` to each colour channel.
    static func brightness(_ amount: Double) -> ColorMatrix {
        .scaling((1, 1, 1, 1), offset: amount)
    }

    /// Scales each colour channel about middle grey by `amount`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        .scaling((amount, amount, amount, 1), offset: 0.5 * (1 - amount))
    }

    /// Removes `amount` of each colour's saturation.
    static func grayscale(_ amount: Double) -> ColorMatrix {
        .saturation(1 - amount)
    }

    /// Turns each hue by `degrees` about the grey axis, keeping luminance: SVG's `hueRotate`.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}
