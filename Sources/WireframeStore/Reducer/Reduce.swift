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
    /// The steps of the reducer this one erases, so that a combination around it still finds
    /// the scopes an action is for; `nil` for a closure.
    @usableFromInline let erasedSteps: [ReducerStep<State, Action>]?

    /// Creates a reducer that calls `reduce` for every action.
    @inlinable
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.run = reduce
        self.erasedSteps = nil
    }

    /// Erases the type of `reducer`.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.init(steps: reducer.combinationSteps())
    }

    /// The reducer that runs `steps` in order.
    @inlinable
    init(steps: [ReducerStep<State, Action>]) {
        self.run = combinedFunction(steps)
        self.erasedSteps = steps
    }

    /// Calls the closure.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        run(&state, action)
    }

    /// The closure itself.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<State, Action> {
        run
    }
}

extension Reduce: ReducerStepListing {
    @usableFromInline
    func reducerSteps() -> [ReducerStep<State, Action>] {
        erasedSteps ?? [ReducerStep(run: run, actionCase: nil)]
    }
}
