import Foundation

/// Fades the view in and out: transparent as it comes and goes, opaque while shown.
///
/// ```swift
/// Text("Saved").transition(OpacityTransition())
/// ```
public struct OpacityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content, transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Leaves the view as it is in every phase.
///
/// ```swift
/// Text("Count").transition(IdentityTransition())
/// ```
public struct IdentityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    /// Nothing moves.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from and to `scale` about `anchor` as it comes and goes.
///
/// ```swift
/// Badge().transition(ScaleTransition(0.5, anchor: .topTrailing))
/// ```
public struct ScaleTransition: Transition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint

    /// Creates the transition.
    ///
    /// - Parameters:
    ///   - scale: The scale as the view comes and goes; 0 hides it.
    ///   - anchor: The point the view scales about.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale.isFinite ? scale : 1
        self.anchor = anchor
    }

    /// The content, scaled outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Moves the view in from and out to `edge`, by its own length.
///
/// ```swift
/// Banner().transition(MoveTransition(edge: .top))
/// ```
public struct MoveTransition: Transition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// Creates the transition.
    ///
    /// - Parameter edge: The edge the view comes from and goes to.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved off by its size towards `edge` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.movedOff(toward: phase.isIdentity ? nil : edge)
    }
}

/// Pushes the view in from `edge` and out towards the opposite edge, fading as it goes.
///
/// ```swift
/// Text(step.title).transition(PushTransition(edge: .trailing))
/// ```
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates the transition.
    ///
    /// - Parameter edge: The edge the view comes in from; it leaves towards the opposite one.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved off and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let toward: Edge? =
            switch phase {
            case .willAppear: edge
            case .identity: nil
            case .didDisappear: edge.opposite
            }
        content.movedOff(toward: toward).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Slides the view in from the leading edge and out to the trailing edge.
///
/// ```swift
/// Card().transition(SlideTransition())
/// ```
public struct SlideTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content, moved off to the leading edge as it comes and the trailing edge as it goes.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let toward: Edge? =
            switch phase {
            case .willAppear: .leading
            case .identity: nil
            case .didDisappear: .trailing
            }
        content.movedOff(toward: toward)
    }
}

/// Moves the view in from and out by `offset`.
///
/// ```swift
/// Toast().transition(OffsetTransition(CGSize(width: 0, height: 40)))
/// ```
public struct OffsetTransition: Transition {
    /// How far the view is moved as it comes and goes.
    public var offset: CGSize

    /// Creates the transition.
    ///
    /// - Parameter offset: How far the view is moved outside the identity phase.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The content, moved by `offset` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Blurs, fades and scales the view as it is replaced.
///
/// ```swift
/// Text(title).transition(BlurReplaceTransition(configuration: .upUp))
/// ```
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it comes and goes.
    public struct Configuration: Hashable, Sendable {
        let scalesUpOnRemoval: Bool

        /// Scales down as it goes and up as it comes.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Scales up both as it comes and as it goes.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// Creates the transition.
    ///
    /// - Parameter configuration: Which way the view scales as it comes and goes.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The content, blurred, transparent and scaled outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat =
            switch phase {
            case .willAppear: 0.8
            case .identity: 1
            case .didDisappear: configuration.scalesUpOnRemoval ? 1.2 : 0.8
            }
        content.blur(radius: phase.isIdentity ? 0 : 20).scaleEffect(scale).opacity(phase.isIdentity ? 1 : 0)
    }

    /// A blur does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Draws a symbol image on and off with a symbol effect as it comes and goes; elsewhere, a fade.
///
/// ```swift
/// Image(systemName: "checkmark").transition(.symbolEffect)
/// ```
public struct SymbolEffectTransition: Transition {
    /// The content, transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A symbol effect does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    ///
    /// ```swift
    /// .transition(.opacity)
    /// ```
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view as it is.
    ///
    /// ```swift
    /// .transition(.identity)
    /// ```
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from and to nothing about its centre.
    ///
    /// ```swift
    /// .transition(.scale)
    /// ```
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Scales the view from and to `scale` about `anchor`.
    ///
    /// ```swift
    /// .transition(.scale(0.5, anchor: .bottom))
    /// ```
    ///
    /// - Parameters:
    ///   - scale: The scale as the view comes and goes.
    ///   - anchor: The point it scales about.
    /// - Returns: The transition.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from and out to `edge`.
    ///
    /// ```swift
    /// .transition(.move(edge: .bottom))
    /// ```
    ///
    /// - Parameter edge: The edge it comes from and goes to.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge` and out towards the opposite edge.
    ///
    /// ```swift
    /// .transition(.push(from: .trailing))
    /// ```
    ///
    /// - Parameter edge: The edge it comes in from.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Slides the view in from the leading edge and out to the trailing edge.
    ///
    /// ```swift
    /// .transition(.slide)
    /// ```
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in from and out by `offset`.
    ///
    /// ```swift
    /// .transition(.offset(CGSize(width: 0, height: 40)))
    /// ```
    ///
    /// - Parameter offset: How far it moves.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves the view in from and out by `x` and `y`.
    ///
    /// ```swift
    /// .transition(.offset(y: 40))
    /// ```
    ///
    /// - Parameters:
    ///   - x: How far it moves horizontally.
    ///   - y: How far it moves vertically.
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view as it is replaced, scaling down as it goes.
    ///
    /// ```swift
    /// .transition(.blurReplace)
    /// ```
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// Blurs, fades and scales the view as it is replaced, as `configuration` says.
    ///
    /// ```swift
    /// .transition(.blurReplace(.upUp))
    /// ```
    ///
    /// - Parameter configuration: Which way the view scales.
    /// - Returns: The transition.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// Draws a symbol on and off as it comes and goes.
    ///
    /// ```swift
    /// Image(systemName: "checkmark").transition(.symbolEffect)
    /// ```
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }
}

extension Edge {
    /// The edge across the view from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// The view moved off by its own width or height towards `edge`, or as it is for `nil`.
    @ViewBuilder
    fileprivate func movedOff(toward edge: Edge?) -> some View {
        if let edge {
            visualEffect { content, proxy in
                let size = proxy.size
                let offset: CGSize =
                    switch edge {
                    case .top: CGSize(width: 0, height: -size.height)
                    case .bottom: CGSize(width: 0, height: size.height)
                    case .leading: CGSize(width: -size.width, height: 0)
                    case .trailing: CGSize(width: size.width, height: 0)
                    }
                return content.offset(offset)
            }
        } else {
            self
        }
    }
}
