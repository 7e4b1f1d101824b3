/// A reducer over an enum of features, whose store a view switches on with `store.case`, as
/// TCA's `@Reducer enum` is. The `@Reducer` macro writes the conformance:
///
/// ```swift
/// @Reducer
/// enum Path {
///     case detail(DetailFeature)
/// }
/// // In the parent: .forEach(\.path, action: \.path)
/// // In a view:     switch store.case { case .detail(let store): DetailView(store: store) }
/// ```
///
/// The enum has no instances that run: its reducer is the static ``body``, one `Scope` per
/// feature, and ``scope(_:)`` gives a store of the feature the state is in.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
    // Restated so that `Body` is inferred from an enum's own `static var body` (an opaque
    // `some ReducerOf<Self>`), not from `Reducer`'s `Never` default.
    /// The state of the enum of features: one case per feature's state.
    associatedtype State = State
    /// The actions of the enum of features: one case per feature's action.
    associatedtype Action = Action
    /// The type of the enum's `body`, which scopes each case to its feature.
    associatedtype Body = Body
    /// An enum of the features' stores, one case per feature.
    associatedtype CaseScope
    /// The features' reducers, each scoped to its case.
    @ReducerBuilder<State, Action> static var body: Body { get }
    /// The store of the feature `store`'s state holds now.
    @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
    /// The static ``body``, so the enum's type is a reducer wherever one is expected.
    public var body: Body { Self.body }
}

extension Reducer {
    /// Runs the reducer of each element of a navigation stack whose elements are a
    /// ``CaseReducer``'s states, as TCA's `.forEach(\.path, action: \.path)` does for a
    /// `@Reducer enum Path`.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .forEach(\.path, action: \.path)
    /// ```
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> StackForEachReducer<Self, DestinationState.StateReducer.Body> where DestinationState.StateReducer.Action == DestinationAction {
        forEach(
            toStackState, action: toStackAction, destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// The same, with the action as the enum case, `Action.path`.
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> StackForEachReducer<Self, DestinationState.StateReducer.Body> where DestinationState.StateReducer.Action == DestinationAction {
        forEach(
            toStackState, action: toStackAction, destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Runs the presented feature of a `@Reducer enum Destination` while one is presented, as
    /// TCA's `.ifLet(\.$destination, action: \.destination)` does.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .ifLet(\.$destination, action: \.destination)
    /// ```
    public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> PresentationReducer<Self, DestinationState.StateReducer.Body> where DestinationState.StateReducer.Action == DestinationAction {
        ifLet(
            toPresentationState, action: toPresentationAction, destination: { DestinationState.StateReducer.body }, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }
}

/// The state of a ``CaseReducer``, which names its reducer so that `store.case` can find it.
///
/// ```swift
/// enum State: CaseReducerState { typealias StateReducer = Path; case detail(DetailFeature.State) }
/// ```
public protocol CaseReducerState {
    /// The reducer whose state this is.
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The store of the feature the state holds now, as a case of the reducer's `CaseScope`.
    ///
    /// ```swift
    /// switch store.case {
    /// case .detail(let store): DetailView(store: store)
    /// }
    /// ```
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}
