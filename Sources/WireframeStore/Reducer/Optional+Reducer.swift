/// An optional reducer runs its reducer when there is one and does nothing when there is none:
/// what a builder's `if` without an `else` makes.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     if isLoggingEnabled {
///         Logging()
///     }
///     Scope(state: \.counter, action: \.counter) { Counter() }
/// }
/// ```
extension Optional: Reducer where Wrapped: Reducer {
    /// Runs the wrapped reducer, or returns `.none` when there is none.
    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        switch self {
        case .some(let wrapped): wrapped.reduce(into: &state, action: action)
        case .none: .none
        }
    }

    /// The wrapped reducer's function, or one that does nothing.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<Wrapped.State, Wrapped.Action> {
        combinedFunction(reducerSteps())
    }
}

extension Optional: ReducerStepListing where Wrapped: Reducer {
    @usableFromInline
    func reducerSteps() -> [ReducerStep<Wrapped.State, Wrapped.Action>] {
        self?.combinationSteps() ?? []
    }
}
