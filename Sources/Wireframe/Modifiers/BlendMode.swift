/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
///
/// The SVG draws each with the CSS `mix-blend-mode` of the same name where CSS has one
/// (`multiply`, `screen`, `overlay`, `darken`, `lighten`, `color-dodge`, `color-burn`,
/// `soft-light`, `hard-light`, `difference`, `exclusion`, `hue`, `saturation`, `color`,
/// `luminosity`). CSS has no blend mode for the rest, which are drawn with the nearest one:
/// `plusLighter` (the sum of the colours) as `screen`, `plusDarker` as `multiply`, and the
/// Porter–Duff operators `sourceAtop`, `destinationOver` and `destinationOut`, which cut or hide
/// what is behind rather than mixing colours, as `normal`: the view drawn over what is behind it.
///
/// ```swift
/// Circle().fill(.white).blendMode(.difference)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The CSS `mix-blend-mode` the SVG draws the mode with, its own or the nearest one, or `nil`
    /// for a mode drawn as `normal`, which needs no group.
    var cssName: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply, .plusDarker: "multiply"
        case .screen, .plusLighter: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        }
    }
}

extension View {
    /// Sets how the view's colours combine with what is behind it, as SwiftUI's
    /// `blendMode(_:)`.
    ///
    /// The SVG draws the view in a group with the CSS `mix-blend-mode` of the same name, or the
    /// nearest one where CSS has none (``BlendMode`` lists them); the ASCII grid has no colour and
    /// draws the content unchanged.
    ///
    /// ```swift
    /// Text("Wireframe").blendMode(.difference)
    /// ```
    ///
    /// - Parameter blendMode: How the view's colours combine with those behind it.
    /// - Returns: The view, blended.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(WrappingModifier(kind: .effect(GraphicsEffectNode(.blendMode(blendMode)))))
    }
}
