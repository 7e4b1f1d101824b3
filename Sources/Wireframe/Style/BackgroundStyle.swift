import Foundation

/// The style of backgrounds, as SwiftUI's `BackgroundStyle`: what `.background` fills with.
///
/// It is the system background (white, or black in the dark) unless `backgroundStyle(_:)` sets
/// another for the views inside; a shape filled with it, or a view's `background(_:)` in it,
/// draws that style.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.background)
/// VStack { card }.backgroundStyle(.yellow)   // .background inside the stack is yellow
/// ```
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}

    /// The system background, where no environment decides: white, or black in the dark.
    public var resolvedColor: Color { Color(.systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the screen, or the style `backgroundStyle(_:)` set.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style whose colour depends on where it is drawn.
protocol EnvironmentDependentStyle {
    /// The colour and the gradient the style fills with in `environment`.
    func resolvedFill(in environment: EnvironmentValues) -> (Color, GradientFill?)
}

extension BackgroundStyle: EnvironmentDependentStyle {
    func resolvedFill(in environment: EnvironmentValues) -> (Color, GradientFill?) {
        guard let style = environment.backgroundStyle, !(style is BackgroundStyle) else { return (resolvedColor, nil) }
        var outer = environment
        outer.backgroundStyle = nil
        return shapeFill(of: style, in: outer)
    }
}

extension View {
    /// Sets the style `.background` fills with for the views inside.
    ///
    /// ```swift
    /// Text("Note").padding().background(.background, in: .rect(cornerRadius: 8)).backgroundStyle(.yellow)
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.backgroundStyle = style })
    }
}
