/// Groups reducers so a modifier applies to all of them.
///
/// ```swift
/// CombineReducers {
///     Scope(state: \.a, action: Action.a) { A() }
///     Scope(state: \.b, action: Action.b) { B() }
/// }
/// .ifLet(\.$alert, action: Action.alert) { Alert() }
/// ```
///
/// The reducers run in order on the same action; their effects are merged.
public struct CombineReducers<State, Action>: Reducer {
    @usableFromInline let steps: [ReducerStep<State, Action>]
    @usableFromInline let run: ReduceFunction<State, Action>

    /// Combines the reducers built by `reducers`.
    @inlinable
    public init<R: Reducer>(
        @ReducerBuilder<State, Action> _ reducers: () -> R
    ) where R.State == State, R.Action == Action {
        self.steps = reducers().combinationSteps()
        self.run = combinedFunction(steps)
    }

    /// Runs the combined reducers.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        run(&state, action)
    }

    /// The combined reducers' function.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<State, Action> {
        run
    }
}

extension CombineReducers: ReducerStepListing {
    @usableFromInline
    func reducerSteps() -> [ReducerStep<State, Action>] {
        steps
    }
}
