import WireframeStore

/// The seed's banner: a message at the top of the screen that is presented like a sheet and
/// closes itself with the `dismiss` dependency.
///
/// Keep it in `@PresentationState` and run it with `ifLet`; tapping the banner's xmark sends
/// `.presented(.closeButtonTapped)`, whose effect calls `dismiss()`, so the parent receives
/// `.dismiss` and the banner state becomes `nil`.
///
/// ```swift
/// struct AppFeature: Reducer {
///     struct State { @PresentationState var banner: Banner.State? }
///     enum Action {
///         case showBannerButtonTapped
///         case banner(PresentationAction<Banner.Action>)
///     }
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in … }
///             .ifLet(\.$banner, action: Action.banner) { Banner() }
///     }
/// }
/// ```
public struct Banner: Reducer {
    /// The banner's message.
    public struct State: Equatable, Sendable {
        /// The text shown on the banner.
        public var text: String

        /// Creates a banner showing `text`.
        public init(text: String = "Banner") {
            self.text = text
        }
    }

    /// What the banner's view sends.
    public enum Action: Equatable, Sendable {
        /// The xmark was tapped: the banner dismisses itself.
        case closeButtonTapped
    }

    @Dependency(\.dismiss) private var dismiss

    /// Creates the banner's reducer.
    public init() {}

    /// Closes the banner with the `dismiss` dependency when the xmark is tapped.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .closeButtonTapped:
            return .run { [dismiss] _ in await dismiss() }
        }
    }
}
