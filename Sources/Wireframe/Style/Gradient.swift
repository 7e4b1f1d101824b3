import Foundation

/// Colours at locations along a line from 0 to 1, as SwiftUI's `Gradient`.
///
/// ```swift
/// Gradient(colors: [.blue, .green, .yellow])
/// Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a location of a gradient.
    ///
    /// ```swift
    /// Gradient.Stop(color: .red, location: 0.25)
    /// ```
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it lies, from 0 to 1 (clamped; not a number: 0).
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location.isNaN ? 0 : Swift.min(Swift.max(location, 0), 1)
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    /// A gradient through `stops`, sorted by location.
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The stops' colours averaged, component by component: what a renderer without gradients
    /// (ASCII) fills with.
    var averageColor: Color {
        guard !stops.isEmpty else { return .clear }
        let count = Double(stops.count)
        func mean(_ component: (Color) -> Double) -> Double { stops.map { component($0.color) }.reduce(0, +) / count }
        return Color(red: mean(\.red), green: mean(\.green), blue: mean(\.blue), opacity: mean(\.opacity))
    }
}

/// A gradient as a shape is filled with: its kind, its geometry in the unit square of the frame
/// and its stops. `ShapeNode.fillGradient` holds it; SVG draws it, ASCII fills with the stops'
/// average colour.
///
/// ```swift
/// let circle = try Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
/// circle.node().kind.as(ShapeNode.self)?.fillGradient?.summary   // "radial(white, blue)"
/// ```
package struct GradientFill: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular(center: UnitPoint, start: Angle, end: Angle)
        /// Ellipses fitted to the frame: radii as fractions of its width and height.
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    }

    let kind: Kind
    var gradient: Gradient

    /// The kind and the stops' colours, for dumps: `linear(green, yellow)`.
    package var summary: String {
        let name =
            switch kind {
            case .linear: "linear"
            case .radial: "radial"
            case .angular: "angular"
            case .elliptical: "elliptical"
            }
        return name + "(" + gradient.stops.map { "\($0.color)" }.joined(separator: ", ") + ")"
    }
}

/// The shape styles that are gradients, which a shape's fill draws as one.
protocol GradientStyle {
    var gradientFill: GradientFill { get }
}

/// A gradient along a line from `startPoint` to `endPoint` of the frame, as SwiftUI's
/// `LinearGradient`.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.green, .yellow], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, Hashable, GradientStyle {
    let fill: GradientFill

    /// Creates a gradient from `startPoint` to `endPoint`, unit points of the frame.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        fill = GradientFill(kind: .linear(start: startPoint.finite, end: endPoint.finite), gradient: gradient)
    }

    /// Creates a gradient through `colors`, spaced evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The stops' average colour, for renderers without gradients.
    public var resolvedColor: Color { fill.gradient.averageColor }
    var gradientFill: GradientFill { fill }
}

/// A gradient in circles about `center`, from `startRadius` to `endRadius` points, as SwiftUI's
/// `RadialGradient`.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, Hashable, GradientStyle {
    let fill: GradientFill

    /// Creates a gradient from `startRadius` to `endRadius` (negative or not finite: 0) about
    /// `center`, a unit point of the frame.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite ? Swift.max(radius, 0) : 0 }
        fill = GradientFill(
            kind: .radial(center: center.finite, startRadius: clean(startRadius), endRadius: clean(endRadius)), gradient: gradient)
    }

    /// Creates a gradient through `colors`, spaced evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The stops' average colour, for renderers without gradients.
    public var resolvedColor: Color { fill.gradient.averageColor }
    var gradientFill: GradientFill { fill }
}

/// A gradient around `center`, from `startAngle` to `endAngle` clockwise from the trailing
/// edge, as SwiftUI's `AngularGradient` (a conic gradient).
///
/// ```swift
/// Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .green, .red, .blue]), center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable, GradientStyle {
    let fill: GradientFill

    /// Creates a gradient about `center` from `startAngle` to `endAngle`; angles that are not
    /// finite become 0 and a full turn.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        let start = startAngle.radians.isFinite ? startAngle : .zero
        var end = endAngle.radians.isFinite ? endAngle : .zero
        // SwiftUI draws a full turn when the angles are equal.
        if end == start { end = Angle(radians: start.radians + 2 * .pi) }
        fill = GradientFill(kind: .angular(center: center.finite, start: start, end: end), gradient: gradient)
    }

    /// Creates a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// Creates a gradient through `colors`, spaced evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// The stops' average colour, for renderers without gradients.
    public var resolvedColor: Color { fill.gradient.averageColor }
    var gradientFill: GradientFill { fill }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient, as `.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient, as `.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient, as `.angularGradient(colors: [.red, .blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(360))`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

// The conformances live apart, as `Text`'s does, so a gradient is made on any actor.
extension LinearGradient: View {
    /// As a view, a gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// As a view, a gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// As a view, a gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension UnitPoint {
    /// The point with coordinates that are not finite moved to the centre.
    var finite: UnitPoint {
        UnitPoint(x: x.isFinite ? x : 0.5, y: y.isFinite ? y : 0.5)
    }
}

extension DisplayListBuilder {
    /// `gradient` with its colours as the appearance being drawn shows them.
    mutating func drawn(_ gradient: GradientFill) -> GradientFill {
        var copy = gradient
        copy.gradient.stops = gradient.gradient.stops.map { Gradient.Stop(color: drawn($0.color), location: $0.location) }
        return copy
    }
}
