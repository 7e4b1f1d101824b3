/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
///
/// ```swift
/// Circle().fill(.white).blendMode(.difference)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// Sets how the view's colours combine with what is behind it; accepted and drawn as
    /// `.normal`, as the renderers composite nothing yet.
    ///
    /// ```swift
    /// Text("Wireframe").blendMode(.difference)
    /// ```
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
