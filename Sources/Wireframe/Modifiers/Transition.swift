import Foundation

/// How a view changes as it is inserted and removed (iOS 17's `Transition`): its `body` modifies
/// the view for each ``TransitionPhase``.
///
/// A still picture shows a present view, which SwiftUI keeps in the ``TransitionPhase/identity``
/// phase: `transition(_:)` draws `body(content:phase: .identity)`. A transition that changes the
/// view at identity (an opacity of 0.5, say) is drawn changed, as iOS draws it; the other phases
/// are what the view animates from and to, and a picture has no time to show them.
///
/// ```swift
/// struct RotatingFadeTransition: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 30))
///     }
/// }
///
/// if isShown { Banner().transition(RotatingFadeTransition()) }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View
    /// The view the transition modifies, as ``body(content:phase:)`` receives it.
    typealias Content = PlaceholderContentView<Self>

    /// The content as the transition shows it in `phase`.
    ///
    /// - Parameters:
    ///   - content: The view the transition modifies.
    ///   - phase: Whether the view is appearing, present or disappearing.
    /// - Returns: The content, modified for `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, as the system reads it (whether it moves the view).
    static var properties: TransitionProperties { get }
}

/// The stage of a transition: ``willAppear`` before a view is inserted, ``identity`` while it is
/// shown, ``didDisappear`` once it is removed.
///
/// ```swift
/// content.offset(y: phase.isIdentity ? 0 : 40).opacity(phase == .didDisappear ? 0 : 1)
/// ```
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the look it animates from.
    case willAppear
    /// The view is shown: the look it keeps while present, the one a still picture draws.
    case identity
    /// The view has been removed: the look it animates to.
    case didDisappear

    /// Whether the phase is ``identity``, in which a transition should leave the view as it is.
    public var isIdentity: Bool { self == .identity }

    /// -1 for ``willAppear``, 0 for ``identity`` and 1 for ``didDisappear``, to scale an effect by.
    ///
    /// ```swift
    /// content.rotationEffect(.degrees(phase.value * 30))
    /// ```
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as the system reads it: whether it moves the view, which the reduce
/// motion setting would replace.
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (a slide, a move), rather than only fading it.
    public var hasMotion: Bool

    /// Creates the properties of a transition.
    ///
    /// - Parameter hasMotion: Whether the transition moves the view.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

extension Transition {
    /// A transition moves the view unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition's body for `content` in `phase`, for a view of any type.
    ///
    /// ```swift
    /// OpacityTransition().apply(content: Text("Saved"), phase: .willAppear)   // transparent
    /// ```
    ///
    /// - Parameters:
    ///   - content: The view to modify.
    ///   - phase: The stage of the transition.
    /// - Returns: The view as the transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(AnyView(content)), phase: phase)
    }

    /// This transition and `other` at once: `other` modifies what this one makes.
    ///
    /// ```swift
    /// .transition(.blurReplace.combined(with: .offset(y: 20)))
    /// ```
    ///
    /// - Parameter other: The transition applied with this one.
    /// - Returns: The two transitions together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with `animation` as its curve; the curve does not show in a still picture.
    ///
    /// ```swift
    /// .transition(.push(from: .bottom).animation(.spring))
    /// ```
    ///
    /// - Parameter animation: The animation the transition runs with.
    /// - Returns: The same transition.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self)
    }
}

extension View {
    /// Associates `transition` with the view, for when it is inserted and removed; the view is
    /// drawn as the transition shows it in the ``TransitionPhase/identity`` phase, as it is while
    /// shown.
    ///
    /// ```swift
    /// if isShown { Toast().transition(.blurReplace) }
    /// ```
    ///
    /// - Parameter transition: The transition, built-in or of your own.
    /// - Returns: The view as the transition shows it while present.
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionedView(content: self, transition: transition)
    }
}

extension AnyTransition {
    /// A type-erased transition made from a ``Transition`` value.
    ///
    /// ```swift
    /// let fade = AnyTransition(OpacityTransition())
    /// ```
    ///
    /// - Parameter transition: The transition to wrap.
    public init<T: Transition>(_ transition: T) {
        self.init()
    }
}

/// A view drawn as its transition shows it while present.
private struct TransitionedView<Content: View, T: Transition>: View {
    let content: Content
    let transition: T

    var body: some View {
        transition.body(content: PlaceholderContentView(AnyView(content)), phase: .identity)
    }
}

/// Two transitions at once.
private struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(
            content: PlaceholderContentView(AnyView(first.body(content: PlaceholderContentView(content.content), phase: phase))),
            phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition with an animation of its own, which a still picture does not show.
private struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView(content.content), phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }
}
