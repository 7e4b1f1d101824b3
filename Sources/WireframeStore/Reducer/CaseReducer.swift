/// A reducer over an enum of features, whose store a view switches on with `store.case`, as
/// TCA's `@Reducer enum` is.
///
/// TCA's macro writes the scope for you; here you write it: one case per feature, each holding
/// that feature's store.
///
/// ```swift
/// struct Path: CaseReducer {
///     enum State: Equatable, CaseReducerState {
///         typealias StateReducer = Path
///         case detail(DetailFeature.State)
///     }
///     enum Action { case detail(DetailFeature.Action) }
///     enum CaseScope { case detail(StoreOf<DetailFeature>) }
///
///     var body: some ReducerOf<Self> { Scope(state: State.detail, action: Action.detail) { DetailFeature() } }
///
///     @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope {
///         switch store.state {
///         case .detail: .detail(store.scope(state: State.detail, action: Action.detail)!)
///         }
///     }
/// }
/// // In a view: switch store.case { case .detail(let store): DetailView(store: store) }
/// ```
public protocol CaseReducer<State, Action>: Reducer {
    /// An enum of the features' stores, one case per feature.
    associatedtype CaseScope
    /// The store of the feature `store`'s state holds now.
    @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope
    /// Creates the reducer, as `forEach` does for a stack of its states.
    init()
}

extension Reducer {
    /// Runs the reducer of each element of a navigation stack whose elements are a
    /// ``CaseReducer``'s states, as TCA's `.forEach(\.path, action: \.path)` does for a
    /// `@Reducer enum Path`.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .forEach(\.path, action: Action.path)
    /// ```
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action
    ) -> StackForEachReducer<Self, DestinationState.StateReducer> where DestinationState.StateReducer.Action == DestinationAction {
        forEach(toStackState, action: toStackAction) { DestinationState.StateReducer() }
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
