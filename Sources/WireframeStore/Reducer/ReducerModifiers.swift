import Foundation
import WireframeDump

extension Effect {
    /// The effect with `values` in effect while its work and its error handlers run, wherever
    /// its tasks start.
    func runningWith(_ values: DependencyValues) -> Effect {
        mapEachRun { run in
            let operation = run.operation
            var handler: (@Sendable (any Error, Send<Action>) async -> Void)?
            if let caught = run.handler {
                handler = { error, send in await DependencyValues.$current.withValue(values) { await caught(error, send) } }
            }
            return Run(
                priority: run.priority,
                operation: { send in try await DependencyValues.$current.withValue(values) { try await operation(send) } },
                handler: handler,
                origin: run.origin)
        }
    }
}

/// A reducer run with some dependencies changed, for its reducing and for its effects: what
/// ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)`` make.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
    let base: Base
    let update: @Sendable (inout DependencyValues) -> Void

    /// Runs the base reducer, and the effects it returns, with the dependencies changed.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        var values = DependencyValues.current
        values.update(with: update)
        return values.asCurrent { base.reduce(into: &state, action: action) }.runningWith(values)
    }
}

extension Reducer {
    /// Runs the reducer, and its effects, with the dependency at `keyPath` set to `value`, as
    /// TCA's `dependency(_:_:)`.
    ///
    /// ```swift
    /// Feature()
    ///     .dependency(\.continuousClock, ImmediateClock())
    /// ```
    public func dependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
    ) -> _DependencyKeyWritingReducer<Self> {
        _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
    }

    /// Runs the reducer, and its effects, with the dependency at `keyPath` changed by
    /// `transform`, as TCA's `transformDependency(_:transform:)`.
    ///
    /// ```swift
    /// Feature()
    ///     .transformDependency(\.self) { $0.uuid = .incrementing }
    /// ```
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        transform: @escaping @Sendable (inout Value) -> Void
    ) -> _DependencyKeyWritingReducer<Self> {
        _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A reducer that runs another when a value of the state changes: what
/// ``Reducer/onChange(of:_:)`` makes.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Body: Reducer>: Reducer
where Body.State == Base.State, Body.Action == Base.Action {
    let base: Base
    let toValue: (Base.State) -> Value
    let reducer: (_ oldValue: Value, _ newValue: Value) -> Body

    /// Runs the base reducer, then, when the value changed, the reducer made from the old and new
    /// values, on the same action.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let effect = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard oldValue != newValue else { return effect }
        return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
    }
}

extension Reducer {
    /// Runs the reducer `reducer` makes from the old and new values whenever an action changes
    /// the value `toValue` reads from the state, after this reducer, as TCA's `onChange(of:_:)`.
    ///
    /// ```swift
    /// BindingReducer()
    ///     .onChange(of: \.searchQuery) { _, query in
    ///         Reduce { state, _ in
    ///             state.results = state.all.filter { $0.contains(query) }
    ///             return .none
    ///         }
    ///     }
    /// ```
    public func onChange<Value: Equatable, Body: Reducer>(
        of toValue: @escaping (State) -> Value,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Body
    ) -> _OnChangeReducer<Self, Value, Body> where Body.State == State, Body.Action == Action {
        _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
    }
}

/// A reducer that writes each action and the state change it made: what
/// ``Reducer/_printChanges(to:)`` makes.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base
    let write: @Sendable (String) -> Void

    /// Runs the base reducer and writes the action and the state's change, as TCA's debugging
    /// output reads: `received action:`, the action, then a diff of the state or
    /// `(No state changes)`.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = ValueDump.lines(state)
        let effect = base.reduce(into: &state, action: action)
        let after = ValueDump.lines(state)
        var text = "received action:\n  " + ValueDump.line(action) + "\n"
        if let diff = LineDiff.diff(expected: before, actual: after) {
            text += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        } else {
            text += "  (No state changes)\n"
        }
        write(text)
        return effect
    }
}

extension Reducer {
    /// Writes each action the reducer receives and the state change it made, for debugging, as
    /// TCA's `_printChanges()`; to standard output unless `write` is given.
    ///
    /// ```swift
    /// Store(initialState: Feature.State()) {
    ///     Feature()._printChanges()
    /// }
    /// ```
    public func _printChanges(to write: @escaping @Sendable (String) -> Void = { print($0, terminator: "") })
        -> _PrintChangesReducer<Self>
    {
        _PrintChangesReducer(base: self, write: write)
    }
}
