/// Describes how a feature's state changes in response to an action, and which effects run.
///
/// Implement either ``reduce(into:action:)``:
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case tapped }
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         state.count += 1
///         return .none
///     }
/// }
/// ```
///
/// or ``body``, composing other reducers:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in … }
///         .ifLet(\.$banner, action: Action.banner) { Banner() }
/// }
/// ```
///
/// A body is evaluated once: the root's when the store is built, a child's (in `Scope`, `ifLet`
/// or `forEach`) when the first action reaches it, as TCA does. So a body must not depend on
/// anything but the reducer's own properties, and a reducer may contain itself:
///
/// ```swift
/// Reduce { … }
///     .forEach(\.rows, action: Action.rows) { Self() }
/// ```
///
/// A type that provides both a body and `reduce(into:action:)` runs its body.
public protocol Reducer<State, Action> {
    /// The feature's state.
    associatedtype State

    /// Everything that can happen in the feature.
    associatedtype Action

    /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
    associatedtype Body

    /// Changes `state` for `action` and returns the effects to run.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this reducer is made of.
    @ReducerBuilder<State, Action>
    var body: Body { get }

    /// This reducer as a function, with its body evaluated once; the library provides it.
    func _reduceFunction() -> ReduceFunction<State, Action>
}

/// A reducer with the state and action of the reducer `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
    /// A reducer that implements ``reduce(into:action:)`` has no body; this is never called.
    public var body: Never {
        fatalError("\(Self.self) has no body: it implements reduce(into:action:).")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs the reducer's ``body``.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

/// A reducer's work as a function: change the state for an action, return the effects.
public typealias ReduceFunction<State, Action> = (inout State, Action) -> Effect<Action>

extension Reducer {
    /// Calls ``reduce(into:action:)``.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<State, Action> {
        { state, action in self.reduce(into: &state, action: action) }
    }

    /// This reducer as a function. A body is evaluated here, once, instead of on every action.
    @inlinable
    func resolved() -> ReduceFunction<State, Action> {
        _reduceFunction()
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Evaluates ``body`` once and returns its function.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<State, Action> {
        body._reduceFunction()
    }
}
