/// A reducer made from a closure.
///
/// ```swift
/// Reduce { state, action in
///     switch action {
///     case .tapped:
///         state.count += 1
///         return .none
///     }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
    @usableFromInline let run: ReduceFunction<State, Action>

    /// Creates a reducer that calls `reduce` for every action.
    @inlinable
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.run = reduce
    }

    /// Erases the type of `reducer`.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.run = reducer.resolved()
    }

    /// Calls the closure.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        run(&state, action)
    }
}
