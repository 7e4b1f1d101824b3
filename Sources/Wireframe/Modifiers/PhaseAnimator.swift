import Foundation

/// The view a modifier's closure receives in place of the view it modifies, as SwiftUI's
/// `PlaceholderContentView`: `animation(_:body:)` and `phaseAnimator` hand it to their content.
///
/// ```swift
/// Text("Hi").phaseAnimator([false, true]) { content, isLarge in content.scaleEffect(isLarge ? 1.5 : 1) }
/// ```
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    init(_ content: AnyView) {
        self.content = content
    }

    /// The modified view.
    public var body: some View { content }
}

extension View {
    /// Animates the changes `body` makes to the view with `animation`; the change is drawn at once
    /// here.
    ///
    /// ```swift
    /// Text(title).animation(.smooth) { $0.opacity(isShown ? 1 : 0) }
    /// ```
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(AnyView(self)))
    }

    /// Moves the view through `phases` again each time `trigger` changes, as in SwiftUI. A picture
    /// shows the rest state the animation starts from and returns to: the first phase.
    ///
    /// ```swift
    /// Image(systemName: "bell").phaseAnimator([0, -15, 15, 0], trigger: ringCount) { content, angle in
    ///     content.rotationEffect(.degrees(angle))
    /// }
    /// ```
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }

    /// Moves the view through `phases` over and over, as in SwiftUI. A picture shows the first
    /// phase; with no phases the view is drawn as it is, and a layout warning says so.
    ///
    /// ```swift
    /// Circle().phaseAnimator([0.4, 1]) { content, opacity in content.opacity(opacity) }
    /// ```
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { (phase: Phase) -> V in
            content(PlaceholderContentView(AnyView(self)), phase)
        } unanimated: {
            AnyView(self)
        }
    }
}

/// A view that moves through phases, as SwiftUI's `PhaseAnimator`; a picture shows the first
/// phase, the rest state an animation starts from and returns to.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3], trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let firstPhase: Phase?
    private let content: (Phase) -> Content
    private let unanimated: () -> AnyView

    /// A view that moves through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, unanimated: { AnyView(EmptyView()) })
    }

    /// A view that moves through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, unanimated: { AnyView(EmptyView()) })
    }

    init(_ phases: some Sequence<Phase>, content: @escaping (Phase) -> Content, unanimated: @escaping () -> AnyView) {
        var iterator = phases.makeIterator()
        self.firstPhase = iterator.next()
        self.content = content
        self.unanimated = unanimated
    }

    /// The content in the first phase.
    @ViewBuilder public var body: some View {
        if let firstPhase {
            content(firstPhase)
        } else {
            let _ = LayoutWarnings.report("a phase animator has no phases: the view is drawn without them")
            unanimated()
        }
    }
}
