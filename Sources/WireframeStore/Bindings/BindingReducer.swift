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
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
    @usableFromInline let toBindingAction = AnyCasePath<Action, BindingAction<State>>({ Action.binding($0) })

    /// Creates the reducer.
    @inlinable
    public init() {}

    /// Sets the bound property for a binding action; ignores other actions.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        toBindingAction.extract(from: action)?.set(&state)
        return .none
    }
}
