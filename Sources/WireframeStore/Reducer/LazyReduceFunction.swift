/// A child reducer that becomes a function the first time an action reaches it.
///
/// `Scope`, `ifLet` and `forEach` hold their child this way, as TCA evaluates a child's `body` only
/// when an action arrives: a reducer whose body contains itself (`.forEach(\.rows, action:
/// Action.rows) { Self() }`) is built one level at a time, as deep as the state goes, instead of
/// forever. Once built, the function is kept, so a body is still evaluated once per child.
@usableFromInline
final class LazyReduceFunction<State, Action> {
    // Each property is only read or written in one short access, never across the child's run,
    // so the run-time exclusivity checks, paid on every action, are left out.
    @exclusivity(unchecked) @usableFromInline var make: (() -> ReduceFunction<State, Action>)?
    @exclusivity(unchecked) @usableFromInline var function: ReduceFunction<State, Action>?

    @inlinable
    init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.make = { reducer.resolved() }
    }

    /// Runs the child, building it first if no action has reached it yet.
    @inlinable
    func callAsFunction(_ state: inout State, _ action: Action) -> Effect<Action> {
        if let function { return function(&state, action) }
        guard let make else { return .none }
        let function = make()
        self.function = function
        self.make = nil
        return function(&state, action)
    }
}
