import Foundation

/// Effects that change how a view is drawn but not where it is laid out, as SwiftUI's
/// `VisualEffect`: what the closures of `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`
/// build, starting from an ``EmptyVisualEffect``.
///
/// Each effect draws as the view modifier of the same name. The effects are SwiftUI's built-in
/// ones; a type of a program's own that conforms draws nothing.
///
/// ```swift
/// Card().visualEffect { content, proxy in
///     content.offset(y: proxy.frame(in: .global).minY < 0 ? 20 : 0).opacity(0.8)
/// }
/// ```
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which the closures of `visualEffect(_:)` and
/// `scrollTransition(_:axis:transition:)` start from.
///
/// ```swift
/// .scrollTransition { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.8) }
/// ```
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the effect.
    public init() {}
}

/// One built-in effect after another, in the order they were written.
///
/// ```swift
/// let effect = EmptyVisualEffect().offset(x: 10).blur(radius: 2)
/// ```
public struct VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]
}

/// One effect of a chain.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)

    /// `nodes` drawn through `steps`, in order.
    @MainActor
    static func draw(_ nodes: [Node], through steps: [VisualEffectStep], in context: ResolveContext) throws -> Node {
        var view = AnyView(ResolvedNodesView(nodes: nodes))
        for step in steps { view = step.applied(to: view) }
        return try context.resolveSingle(view)
    }

    /// `view` drawn through this effect, with the view modifier of the same name.
    @MainActor
    func applied(to view: AnyView) -> AnyView {
        switch self {
        case .offset(let offset): AnyView(view.offset(offset))
        case .scale(let scale, let anchor): AnyView(view.scaleEffect(scale, anchor: anchor))
        case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            AnyView(view.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        case .transform(let transform): AnyView(view.transformEffect(transform))
        case .opacity(let opacity): AnyView(view.opacity(opacity))
        case .blur(let radius, let opaque): AnyView(view.blur(radius: radius, opaque: opaque))
        case .brightness(let amount): AnyView(view.brightness(amount))
        case .contrast(let amount): AnyView(view.contrast(amount))
        case .saturation(let amount): AnyView(view.saturation(amount))
        case .grayscale(let amount): AnyView(view.grayscale(amount))
        case .hueRotation(let angle): AnyView(view.hueRotation(angle))
        case .colorMultiply(let color): AnyView(view.colorMultiply(color))
        }
    }
}

extension VisualEffect {
    /// The built-in effects so far, in order; none for an effect of a program's own.
    var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: steps + [step]) }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    /// Scales the view by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Turns the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor))
    }
    /// Turns the view in three dimensions, drawn flat as `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` draws it.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    /// Draws the view through `transform`.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
    /// Draws the view with `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the view by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }
    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Takes `amount` of the colour out of the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Shifts the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

/// Where a view is in a scroll transition, as SwiftUI's `ScrollTransitionPhase`.
///
/// A still picture shows the scroll view at rest, where every view that shows is in
/// ``identity``: a transition draws its content as its closure makes it for that phase.
///
/// ```swift
/// .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Coming in from the top or leading edge.
    case topLeading
    /// Fully in the visible region.
    case identity
    /// Going out at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is fully in the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 coming in at the top or leading edge, 0 in the visible region, 1 going out at the
    /// bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition runs: interactively with the scroll, or animated when a view crosses
/// a threshold, as SwiftUI's `ScrollTransitionConfiguration`. A still picture shows the
/// identity phase, so the configuration changes nothing.
///
/// ```swift
/// .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.9) }
/// ```
public struct ScrollTransitionConfiguration: Sendable {
    private let isAnimated: Bool

    /// The transition follows the scroll.
    public static let interactive = ScrollTransitionConfiguration(isAnimated: false)
    /// The transition animates when a view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(isAnimated: true)
    /// The transition turned off.
    public static let identity = ScrollTransitionConfiguration(isAnimated: false)

    /// The transition animating with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// The transition animating with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// The transition starting at `threshold`.
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

/// How far into the visible region a view is when its scroll transition starts.
///
/// ```swift
/// ScrollTransitionConfiguration.interactive.threshold(.visible(0.5))
/// ```
public struct ScrollTransitionThreshold: Sendable {
    private let visibleFraction: Double

    /// As soon as any of the view is visible.
    public static let visible = ScrollTransitionThreshold(visibleFraction: 0)
    /// Once all of the view is visible.
    public static let hidden = ScrollTransitionThreshold(visibleFraction: 1)
    /// Once `amount` of the view is visible.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold(visibleFraction: amount) }
    /// A threshold in between, shifted towards the centre by `distance` points.
    public func inset(by distance: Double) -> ScrollTransitionThreshold { self }
}

extension View {
    /// Draws the view through the effect `effect` makes with the view's geometry: its size and
    /// its frame on the screen, from the render's first layout pass (as `GeometryReader` reads
    /// it). The effect changes how the view is drawn, never where it or its neighbours are laid
    /// out.
    ///
    /// ```swift
    /// Header().visualEffect { content, proxy in content.blur(radius: proxy.frame(in: .global).minY < 0 ? 4 : 0) }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier { effect(EmptyVisualEffect(), $0).steps })
    }

    /// Draws the view through the effect `transition` makes for its phase in a scroll view. A
    /// still picture shows the scroll view at rest, with every view in ``ScrollTransitionPhase/identity``.
    ///
    /// ```swift
    /// ForEach(photos) { photo in
    ///     PhotoCard(photo).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
    /// }
    /// ```
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        // The identity phase reads no geometry, so the effects are made once, with no measuring.
        modifier(FixedVisualEffectModifier(steps: transition(EmptyVisualEffect(), .identity).steps))
    }

    /// Draws the view through the effect `transition` makes for its phase in a scroll view, with
    /// a configuration for each edge; at rest, the identity phase.
    ///
    /// ```swift
    /// Card().scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.9) }
    /// ```
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }
}

/// Draws the content through the effects made with its geometry; its frame is measured for the
/// next pass of the render, as an anchor's is.
private struct VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let effects: (GeometryProxy) -> [VisualEffectStep]

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let slot = context.session.geometrySlot()
        let proxy = GeometryProxy(frame: slot.frame, safeAreaInsets: EdgeInsets(), namedFrames: context.environment.namedCoordinateSpaces)
        let steps = effects(proxy)
        let node = try VisualEffectStep.draw(try content(context), through: steps, in: context)
        return [Node(AnchorSourceLayout(index: slot.index), children: [node])]
    }
}

/// Draws the content through effects made once, without its geometry.
private struct FixedVisualEffectModifier: ViewModifier, PrimitiveModifier {
    let steps: [VisualEffectStep]

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        [try VisualEffectStep.draw(try content(context), through: steps, in: context)]
    }
}
