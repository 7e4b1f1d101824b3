import Observation

/// State that views observe, as TCA's `ObservableState`; the `@ObservableState` macro conforms
/// a feature's state to it (and so to `Observable`). Views read state afresh at every render,
/// so the protocol asks for nothing.
///
/// ```swift
/// @ObservableState struct State { var count = 0 }
/// ```
public protocol ObservableState: Observable {}

/// An action with a case for the actions a view may send, as TCA's `ViewAction`.
///
/// ```swift
/// enum Action: ViewAction {
///     case view(View)
///     enum View { case tapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
    /// The actions a view sends.
    associatedtype ViewAction
    /// The feature action wrapping `action`.
    static func view(_ action: ViewAction) -> Self
}

/// A view whose store's actions have a `view` case, so it can `send(.tapped)`; `@ViewAction(for:)`
/// conforms a view to it.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View { let store: StoreOf<Feature> … }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
    /// The feature's state.
    associatedtype StoreState
    /// The feature's actions.
    associatedtype StoreAction: ViewAction
    /// The feature's store.
    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    /// Sends the view action `action` to the store, wrapped in the feature action's `view` case.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }
}
