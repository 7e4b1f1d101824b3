/// A reducer that changes nothing and returns no effects.
///
/// ```swift
/// Scope(state: \.settings, action: Action.settings) { EmptyReducer() }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
    /// Creates the reducer.
    @inlinable
    public init() {}

    /// Returns `.none`.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}
