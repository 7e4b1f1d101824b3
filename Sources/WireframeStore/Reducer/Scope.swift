import WireframeDump

/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// // TCA:      Scope(state: \.counter, action: \.counter) { Counter() }
/// Scope(state: \.counter, action: Action.counter) { Counter() }
/// ```
///
/// The action is given as the enum case (`Action.counter`) or an ``AnyCasePath``. When the child
/// state is one case of an enum, give that case too:
///
/// ```swift
/// Scope(state: State.detail, action: Action.detail) { Detail() }
/// ```
///
/// An action for an enum case the state is not in is ignored with a runtime warning.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let toChildState: StatePath
    @usableFromInline let child: LazyReduceFunction<Child.State, Child.Action>

    @usableFromInline
    enum StatePath {
        case keyPath(WritableKeyPath<ParentState, Child.State>)
        case casePath(AnyCasePath<ParentState, Child.State>)
    }

    /// Scopes to the child state at `toChildState` and the actions of the case `toChildAction`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .keyPath(toChildState)
        self.toChildAction = toChildAction
        self.child = LazyReduceFunction(child())
    }

    /// Scopes to the child state at `toChildState` and the actions of the case `toChildAction`.
    ///
    /// - Parameters:
    ///   - toChildState: The key path to the child state, such as `\.counter`.
    ///   - toChildAction: The parent's action case, such as `Action.counter`.
    ///   - child: The child's reducer.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// Scopes to one case of an enum state and the actions of the case `toChildAction`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: AnyCasePath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .casePath(toChildState)
        self.toChildAction = toChildAction
        self.child = LazyReduceFunction(child())
    }

    /// Scopes to one case of an enum state, such as `State.detail`, and the actions of the case
    /// `toChildAction`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: @escaping @Sendable (ChildState) -> ParentState,
        action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child)
    }

    /// Runs the child reducer when `action` is a child action.
    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect: Effect<Child.Action>
        switch toChildState {
        case .keyPath(let keyPath):
            effect = child(&state[keyPath: keyPath], childAction)
        case .casePath(let casePath):
            guard let childEffect = casePath.modify(&state, { child(&$0, childAction) }) else {
                Self.warnOtherCase(action: action, state: state)
                return .none
            }
            effect = childEffect
        }
        return effect.map(toChildAction.embed)
    }

    @usableFromInline
    static func warnOtherCase(action: ParentAction, state: ParentState) {
        RuntimeWarning.report(
            """
            A "Scope" received a child action when the state was in another case. …

              Action: \(ValueDump.line(action))
              State: \(ValueDump.line(state))

            The action was ignored. Send child actions only while the state is in the child's \
            case.
            """)
    }
}

extension Scope {
    /// Scopes to the child state at `toChildState` and the actions at the case key path
    /// `toChildAction`, as TCA writes it: `Scope(state: \.counter, action: \.counter) { Counter() }`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// Scopes to one case of an enum state and the actions of one case, both named by case key
    /// paths: `Scope(state: \.detail, action: \.detail) { Detail() }`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child)
    }

    /// TCA's newer spelling of `Scope(state:action:child:)`:
    /// `Scope(\.counter, action: \.counter) { Counter() }`.
    @inlinable
    public init<ChildState, ChildAction>(
        _ toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// TCA's newer spelling for one case of an enum state: `Scope(\.detail, action: \.detail) { Detail() }`.
    @inlinable
    public init<ChildState, ChildAction>(
        _ toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child)
    }
}
