import Foundation

/// A spring's motion described by its perceptual duration and bounce, or by its physics, as
/// SwiftUI's `Spring`; `Animation.spring(_:)` animates with one. A picture draws the end state, so
/// only the figures matter here: each form converts to the others as SwiftUI converts them.
///
/// ```swift
/// let spring = Spring(duration: 0.4, bounce: 0.2)
/// spring.stiffness   // (2π / 0.4)², about 246.7, for a unit mass
/// withAnimation(.spring(spring)) { isExpanded.toggle() }
/// ```
public struct Spring: Hashable, Sendable {
    /// The time the spring takes to settle, as perceived, in seconds (its response).
    public let duration: TimeInterval
    /// How much it overshoots: 0 for none, up to 1; negative values (down to −0.99) are overdamped.
    public let bounce: Double
    /// The mass it moves.
    public let mass: Double

    /// A spring that settles in about `duration` seconds, overshooting by `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = Self.positive(duration, otherwise: 0.5)
        self.bounce = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.mass = 1
    }

    /// A spring of `mass` with a `stiffness` and a `damping`.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Self.positive(mass, otherwise: 1)
        let stiffness = Self.positive(stiffness, otherwise: 1)
        let damping = damping.isFinite ? max(damping, 0) : 0
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        var ratio = damping / (2 * (stiffness * mass).squareRoot())
        if !allowOverDamping { ratio = min(ratio, 1) }
        self.init(mass: mass, response: response, dampingRatio: ratio)
    }

    /// A spring with a `response` in seconds and a `dampingRatio` (1 for no bounce).
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, response: Self.positive(response, otherwise: 0.5), dampingRatio: dampingRatio)
    }

    private init(mass: Double, response: Double, dampingRatio: Double) {
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0.0001) : 1
        self.duration = response
        self.bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
        self.mass = mass
    }

    /// The response: the same as `duration`.
    public var response: Double { duration }

    /// The damping ratio: 1 − bounce, or 1 / (1 + bounce) when overdamped.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// The stiffness for the spring's mass: (2π / response)² × mass.
    public var stiffness: Double { pow(2 * .pi / duration, 2) * mass }

    /// The damping for the spring's mass: 4π × dampingRatio × mass / response.
    public var damping: Double { 4 * .pi * dampingRatio * mass / duration }

    /// A spring with no bounce.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// A spring with a little bounce.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// A spring with a noticeable bounce.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A smooth spring of `duration`, with `extraBounce` added.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration`, with `extraBounce` added.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration`, with `extraBounce` added.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    private static func positive(_ value: Double, otherwise fallback: Double) -> Double {
        value.isFinite && value > 0 ? value : fallback
    }
}

extension Animation {
    /// An animation that follows `spring`; the change is drawn at once here.
    ///
    /// ```swift
    /// withAnimation(.spring(.bouncy)) { isExpanded.toggle() }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce)
    }
}
