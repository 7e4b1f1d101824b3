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
///
/// Among sibling reducers in a builder, a `Scope` whose action is a case key path into a
/// `@CasePathable` enum runs only for actions in its case: the combination finds those scopes by
/// the action's case instead of asking each, so a hundred sibling features do not make a send
/// cost more. The reducers still run in the order they are written.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    /// The scope's work, made where the scope is created so that it is specialized for the
    /// feature's types even when a combination reaches it through its steps.
    @usableFromInline let run: ReduceFunction<ParentState, ParentAction>

    /// Scopes to the child state at `toChildState` and the actions of the case `toChildAction`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        let reduceChild = LazyReduceFunction(child())
        self.toChildAction = toChildAction
        self.run = { state, action in
            guard let childAction = toChildAction.extract(from: action) else { return .none }
            return Self.embed(reduceChild(&state[keyPath: toChildState], childAction), toChildAction)
        }
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
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where ChildState == Child.State, ChildAction == Child.Action {
        let reduceChild = LazyReduceFunction(child())
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        self.toChildAction = toChildAction
        self.run = { state, action in
            guard let childAction = toChildAction.extract(from: action) else { return .none }
            guard let effect = toChildState.modify(&state, { reduceChild(&$0, childAction) }) else {
                Self.warnOtherCase(action: action, state: state, at: location)
                return .none
            }
            return Self.embed(effect, toChildAction)
        }
    }

    /// Scopes to one case of an enum state, such as `State.detail`, and the actions of the case
    /// `toChildAction`.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: @escaping @Sendable (ChildState) -> ParentState,
        action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(
            state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Runs the child reducer when `action` is a child action.
    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        run(&state, action)
    }

    /// The scope's function.
    @inlinable
    public func _reduceFunction() -> ReduceFunction<ParentState, ParentAction> {
        run
    }

    /// The child's effect as the parent's; `.none` without building the mapping.
    @inlinable
    static func embed(_ effect: Effect<Child.Action>, _ toChildAction: AnyCasePath<ParentAction, Child.Action>) -> Effect<ParentAction> {
        guard !effect.isNone else { return .none }
        return effect.map(toChildAction.embedValue)
    }

    @usableFromInline
    static func warnOtherCase(action: ParentAction, state: ParentState, at location: SourceLocationInfo) {
        RuntimeWarning.report(
            """
            A "Scope" at "\(location.fileAndLine)" received a child action when child state was set to \
            a different case.

              Action: \(ValueDump.line(action))
              State: \(ValueDump.line(state))

            The action was ignored. Send child actions only while the state is in the child's \
            case.
            """, at: location)
    }
}

extension Scope: ReducerStepListing {
    /// The scope as one step, limited to its action case when the case is numbered, so that a
    /// combination of sibling scopes runs only the ones an action is for.
    @usableFromInline
    func reducerSteps() -> [ReducerStep<ParentState, ParentAction>] {
        [ReducerStep(run: run, actionCase: toChildAction.rootCase)]
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
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(
            state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child, fileID: fileID, filePath: filePath,
            line: line, column: column)
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
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(
            state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }
}
