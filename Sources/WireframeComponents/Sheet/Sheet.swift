import WireframeStore

/// A bottom sheet: a card from the bottom of the screen with a title and a close button,
/// presented and dismissed as the seed presents its `SomeSheet`.
///
/// Keep it in `@PresentationState` and run it with `ifLet`; the close button sends
/// `.presented(.closeButtonTapped)`, whose effect calls `dismiss()`.
///
/// ```swift
/// struct State { @PresentationState var sheet: Sheet.State? }
/// enum Action { case sheet(PresentationAction<Sheet.Action>) }
/// Reduce { state, action in … }
///     .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
/// ```
public struct Sheet: Reducer {
    /// The sheet's title.
    public struct State: Equatable, Sendable {
        /// The title, in a title font.
        public var title: String

        /// Creates a sheet titled `title`.
        public init(title: String = "Some Sheet") {
            self.title = title
        }
    }

    /// What the sheet's view sends.
    public enum Action: Equatable, Sendable {
        /// The close button was tapped: the sheet dismisses itself.
        case closeButtonTapped
    }

    @Dependency(\.dismiss) private var dismiss

    /// Creates the sheet's reducer.
    public init() {}

    /// Closes the sheet with the `dismiss` dependency when the close button is tapped.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .closeButtonTapped:
            return .run { [dismiss] _ in await dismiss() }
        }
    }
}
