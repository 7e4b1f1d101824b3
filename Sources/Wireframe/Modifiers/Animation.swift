import Foundation

/// How a change is animated, as in SwiftUI. A picture has no time to animate in: every animation
/// is accepted and the change is drawn at once, in its final state.
///
/// ```swift
/// withAnimation(.easeOut(duration: 1.5)) { isVisible = false }
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation as code would spell it, such as `easeOut(duration: 1.5)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The platform's default animation.
    public static let `default` = Animation("default")
    /// A curve that starts slowly, with the default duration.
    public static let easeIn = Animation("easeIn")
    /// A curve that ends slowly, with the default duration.
    public static let easeOut = Animation("easeOut")
    /// A curve that starts and ends slowly, with the default duration.
    public static let easeInOut = Animation("easeInOut")
    /// A constant pace, with the default duration.
    public static let linear = Animation("linear")
    /// A spring with the default response.
    public static let spring = Animation("spring")
    /// A spring that settles quickly, for interactive changes.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring with a little bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a little bounce.
    public static let snappy = Animation("snappy")

    /// A curve that starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
    /// A curve that ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
    /// A curve that starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }
    /// A constant pace, lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
    /// A spring with the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// A spring that settles quickly, with the given response and damping, for changes that
    /// follow a finger.
    ///
    /// ```swift
    /// store.send(.tapped(location), animation: .interactiveSpring(response: 0.25, dampingFraction: 0.1))
    /// ```
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25)
        -> Animation
    {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// A spring described by its physics: a mass on a spring of `stiffness`, slowed by `damping`.
    ///
    /// ```swift
    /// .animation(.interpolatingSpring(stiffness: 3000, damping: 40), value: seconds)
    /// ```
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation
    {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    /// A spring lasting about `duration` seconds with the given bounce, its motion interpolated.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    /// A spring lasting about `duration` seconds with the given bounce.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }

    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    /// The animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    /// The animation played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))")
    }
    /// The animation played for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever") }
}

/// Runs `body`, whose state changes SwiftUI would animate; here the change is drawn at once.
///
/// ```swift
/// withAnimation(.easeOut(duration: 1.5)) { isVisible = false }
/// ```
/// - Returns: What `body` returns.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates the view's changes when `value` changes; the change is drawn at once here.
    ///
    /// ```swift
    /// Circle().frame(width: isLarge ? 80 : 40).animation(.spring, value: isLarge)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Animates every change of the view, SwiftUI's older form; the change is drawn at once here.
    ///
    /// ```swift
    /// Text(status).animation(.default)
    /// ```
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// How the view comes and goes when it is inserted or removed; it simply appears and
    /// disappears here.
    ///
    /// ```swift
    /// if isShown { ToastView().transition(.move(edge: .top).combined(with: .opacity)) }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }
}

/// How a view is inserted and removed, as in SwiftUI; here views appear and disappear at once.
///
/// ```swift
/// .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
/// ```
public struct AnyTransition: Sendable {
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// Grows and shrinks.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()

    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in from `edge` and out to the opposite one.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in from and out by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Moves in from and out by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Moves between `active` (as the view comes and goes) and `identity` (while it is shown); a
    /// shown view is drawn as it is, so neither modifier applies.
    ///
    /// ```swift
    /// .transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
