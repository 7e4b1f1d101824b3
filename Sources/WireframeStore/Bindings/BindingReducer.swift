/// Applies binding actions to the state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in … }
/// }
/// ```
///
/// Put it before the reducer that reacts to bindings, so that reducer sees the new value.
///
/// A feature whose bindings come from its view actions (`Action: ViewAction` with a
/// `BindableAction` view enum) names where they are, as TCA's does:
///
/// ```swift
/// BindingReducer(action: \.view)
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
    @usableFromInline let toViewAction: (Action) -> ViewAction?
    @usableFromInline let toBindingAction = AnyCasePath<ViewAction, BindingAction<State>>({
        ViewAction.binding($0)
    })

    /// Creates the reducer for a feature whose actions are bindable themselves.
    @inlinable
    public init() where Action == ViewAction {
        self.toViewAction = { $0 }
    }

    /// Creates the reducer for a feature whose bindable actions are nested in its actions.
    ///
    /// - Parameter toViewAction: The case of the actions holding the bindable ones, such as
    ///   `\.view`.
    @inlinable
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
        self.toViewAction = { $0[case: toViewAction] }
    }

    /// Sets the bound property for a binding action; ignores other actions.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard let viewAction = toViewAction(action) else { return .none }
        toBindingAction.extract(from: viewAction)?.set(&state)
        return .none
    }
}
