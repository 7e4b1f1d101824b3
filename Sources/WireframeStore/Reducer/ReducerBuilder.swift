/// Builds a reducer from a list of reducers that run in order on every action.
///
/// Used by ``Reducer/body``, `Scope`, `CombineReducers`, `ifLet` and `forEach`. `if`, `if`/`else`,
/// `switch` and `for` work as in SwiftUI's view builder.
@resultBuilder
public enum ReducerBuilder<State, Action> {
    /// A reducer as written.
    @inlinable
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R
    where R.State == State, R.Action == Action {
        reducer
    }

    /// An empty body.
    @inlinable
    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    /// The first reducer of a list.
    @inlinable
    public static func buildPartialBlock<R: Reducer>(first: R) -> R
    where R.State == State, R.Action == Action {
        first
    }

    /// The reducers so far followed by `next`.
    @inlinable
    public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
        accumulated: R0, next: R1
    ) -> ReducerSequence<R0, R1> {
        ReducerSequence(accumulated, next)
    }

    /// A reducer that only exists when an `if` condition held.
    @inlinable
    public static func buildOptional<R: Reducer>(_ wrapped: R?) -> R?
    where R.State == State, R.Action == Action {
        wrapped
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<R0: Reducer, R1: Reducer>(first: R0) -> EitherReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        EitherReducer(first: first)
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<R0: Reducer, R1: Reducer>(second: R1) -> EitherReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        EitherReducer(second: second)
    }

    /// The reducers of a `for` loop, run in order.
    @inlinable
    public static func buildArray<R: Reducer>(_ reducers: [R]) -> Reduce<State, Action>
    where R.State == State, R.Action == Action {
        Reduce(steps: reducers.flatMap { $0.combinationSteps() })
    }

    /// A reducer inside `if #available`.
    @inlinable
    public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
    where R.State == State, R.Action == Action {
        Reduce(reducer)
    }
}

/// Two reducers run one after the other on the same action; their effects are merged.
///
/// A builder's block of several reducers is a chain of these, run as one list: an action reaches
/// only the `Scope`s over its own case (and every reducer that is not such a scope), in order.
public struct ReducerSequence<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let steps: [ReducerStep<R0.State, R0.Action>]

    @inlinable
    init(_ first: R0, _ second: R1) {
        self.steps = first.combinationSteps() + second.combinationSteps()
    }

    /// Runs the first reducer, then the second.
    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        var effect = Effect<R0.Action>.none
        for step in steps { effect = effect.merge(with: step.run(&state, action)) }
        return effect
    }

    /// The reducers as one function that finds the scopes an action is for by its case.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<R0.State, R0.Action> {
        combinedFunction(steps)
    }
}

extension ReducerSequence: ReducerStepListing {
    @usableFromInline
    func reducerSteps() -> [ReducerStep<R0.State, R0.Action>] {
        steps
    }
}

/// One of two reducers, chosen by a builder's `if`/`else` or `switch`.
public struct EitherReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let steps: [ReducerStep<R0.State, R0.Action>]
    @usableFromInline let run: ReduceFunction<R0.State, R0.Action>

    @inlinable
    init(first: R0) {
        self.steps = first.combinationSteps()
        self.run = combinedFunction(steps)
    }

    @inlinable
    init(second: R1) {
        self.steps = second.combinationSteps()
        self.run = combinedFunction(steps)
    }

    /// Runs the chosen reducer.
    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        run(&state, action)
    }

    /// The chosen reducer's function.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<R0.State, R0.Action> {
        run
    }
}

extension EitherReducer: ReducerStepListing {
    @usableFromInline
    func reducerSteps() -> [ReducerStep<R0.State, R0.Action>] {
        steps
    }
}
