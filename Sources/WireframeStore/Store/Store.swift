/// Runs a feature: holds its state, sends actions through its reducer and runs the effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// await store.send(.tapped).finish()
/// store.state.count   // 1
/// store.count         // 1, through dynamic member lookup
/// ```
///
/// A store lives on the main actor. Scoped stores (``scope(state:action:)-(KeyPath<State,ChildState>,CaseKeyPath<Action,ChildAction>)``)
/// share their root's state and send through the root, so every store of a tree always shows the
/// same state.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
    @usableFromInline let readState: @MainActor () -> State?
    @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
    @usableFromInline var lastState: State
    @usableFromInline let keepsLastState: Bool
    /// The id of the element this store was scoped to in a ``StoreCollection``, so `ForEach`
    /// tells the rows apart as their states' ids do; `nil` for any other store.
    public nonisolated let elementID: StoreElementID?

    /// Creates the root store of a feature.
    ///
    /// ```swift
    /// let store = Store(initialState: AppFeature.State()) {
    ///     AppFeature()
    /// } withDependencies: {
    ///     $0.continuousClock = ContinuousClock()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes to the dependencies the reducer and its effects see;
    ///     the others are the ones current where the store is created.
    @inlinable
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues.currentValues()
        if let prepareDependencies { dependencies.update(with: prepareDependencies) }
        let (state, reduce) = dependencies.asCurrent {
            (initialState(), reducer().resolved())
        }
        self.init(core: StoreCore(state: state, reducer: reduce, dependencies: dependencies))
    }

    @inlinable
    init(core: StoreCore<State, Action>) {
        self.readState = { core.state }
        self.sendAction = { core.send($0) }
        self.lastState = core.state
        self.keepsLastState = false
        self.elementID = nil
    }

    @inlinable
    init(
        readState: @escaping @MainActor () -> State?,
        send: @escaping @MainActor (Action) -> StoreTask,
        state: State,
        keepsLastState: Bool = false,
        elementID: StoreElementID? = nil
    ) {
        self.readState = readState
        self.sendAction = send
        self.lastState = state
        self.keepsLastState = keepsLastState
        self.elementID = elementID
    }

    /// The current state.
    ///
    /// A store scoped to optional state keeps returning the last state it read or sent to once
    /// that state becomes `nil`.
    @inlinable
    public var state: State {
        guard let state = readState() else { return lastState }
        lastState = state
        return state
    }

    /// A property of the current state: `store.count` for `store.state.count`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// The result of `body` applied to the current state, as TCA's `withState` reads a store
    /// without observing it.
    ///
    /// ```swift
    /// let count = store.withState(\.memos.count)
    /// ```
    public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
        body(state)
    }

    /// Sends `action` to the reducer and starts the effects it returns.
    ///
    /// The state has changed when this returns. Await the returned task's `finish()` to wait
    /// for the effects.
    ///
    /// - Returns: The effects started by this action and the actions they sent synchronously.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        let task = sendAction(action)
        if keepsLastState, let state = readState() { lastState = state }
        return task
    }
}

/// The store of the reducer `R`: `StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store {
    /// Sends the action with no payload that the case key path `action` names:
    /// `store.send(\.view.refreshTapped)`.
    @discardableResult
    public func send(_ action: CaseKeyPath<Action, Void>) -> StoreTask {
        send(action())
    }

    /// Sends the action the case key path `action` names with the payload `value`:
    /// `store.send(\.binding.text, "Hi")`.
    @discardableResult
    public func send<Value>(_ action: CaseKeyPath<Action, Value>, _ value: Value) -> StoreTask {
        send(action(value))
    }
}
