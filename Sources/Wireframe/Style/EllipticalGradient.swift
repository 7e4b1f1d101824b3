import Foundation

/// A gradient in ellipses fitted to the frame, about `center`, as SwiftUI's
/// `EllipticalGradient`: a radial gradient stretched to the frame's aspect, whose radii are
/// fractions of the frame's width and height.
///
/// SVG draws it as a `radialGradient` scaled to the frame; ASCII fills with the stops' average
/// colour, as it does every gradient.
///
/// ```swift
/// Capsule().fill(EllipticalGradient(colors: [.white, .blue])).frame(width: 120, height: 40)
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable, GradientStyle {
    let fill: GradientFill

    /// Creates a gradient about `center`, a unit point of the frame, from `startRadiusFraction` to
    /// `endRadiusFraction` of the frame's size (negative or not finite: 0; 0.5 reaches the
    /// frame's edges).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        func clean(_ fraction: CGFloat) -> CGFloat { fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1_000) : 0 }
        fill = GradientFill(
            kind: .elliptical(center: center.finite, startFraction: clean(startRadiusFraction), endFraction: clean(endRadiusFraction)),
            gradient: gradient)
    }

    /// Creates a gradient through `colors`, spaced evenly.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.yellow, .orange], center: .top)
    /// ```
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates a gradient through `stops`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction
        )
    }

    /// The stops' average colour, for renderers without gradients.
    public var resolvedColor: Color { fill.gradient.averageColor }
    var gradientFill: GradientFill { fill }
}

extension EllipticalGradient: View {
    /// As a view, a gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(Gradient(colors: [.white, .blue])))
    /// ```
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `colors`.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(colors: [.white, .blue]))
    /// ```
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A gradient a colour or a style makes of itself, as SwiftUI's `AnyGradient`: `Color.gradient`.
///
/// Filled into a shape it is drawn as iOS 17 draws it, a linear gradient from the top of the
/// frame to the bottom. A colour's gradient is subtle: the colour lightened (mixed an eighth of
/// the way to white) at the top, the colour itself at the bottom. ASCII fills with the stops'
/// average colour.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// Rectangle().fill(AnyGradient(Gradient(colors: [.red, .orange])))
/// ```
public struct AnyGradient: ShapeStyle, Hashable, GradientStyle {
    let gradient: Gradient

    /// A gradient drawn from `gradient`'s stops, top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The stops' average colour, for renderers without gradients.
    public var resolvedColor: Color { gradient.averageColor }
    var gradientFill: GradientFill { GradientFill(kind: .linear(start: .top, end: .bottom), gradient: gradient) }
}

extension AnyGradient: View {
    /// As a view, a gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension Color {
    /// A subtle gradient of the colour, as iOS draws `Color.gradient`: the colour lightened at the
    /// top to the colour at the bottom.
    ///
    /// ```swift
    /// Circle().fill(Color.orange.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(toWhiteBy: 1 / 8), self]))
    }

    /// The colour mixed `amount` of the way to white, in both appearances; its opacity kept.
    func mixed(toWhiteBy amount: Double) -> Color {
        func mix(_ component: Double) -> Double { component + (1 - component) * amount }
        var mixed = Color(red: mix(red), green: mix(green), blue: mix(blue), opacity: opacity)
        switch appearance {
        case .dark(let dark)?: mixed.appearance = .dark(dark.mixed(toWhiteBy: amount))
        case let other: mixed.appearance = other
        }
        return mixed
    }
}
