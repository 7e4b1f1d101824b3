import WireframeDump

extension Reducer {
    /// Runs `child` on optional child state while it is non-`nil`.
    ///
    /// ```swift
    /// // TCA:      .ifLet(\.editor, action: \.editor) { Editor() }
    /// Reduce { … }
    ///     .ifLet(\.editor, action: Action.editor) { Editor() }
    /// ```
    ///
    /// The child runs before the parent. An action for the child while its state is `nil` is
    /// ignored with a runtime warning. When the parent sets the state to `nil`, the child's
    /// effects are cancelled.
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: @escaping @Sendable (ChildAction) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self, toChildState: toChildState, toChildAction: AnyCasePath(toChildAction),
            child: child(), location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `child` on optional child state while it is non-`nil`; the action as a case path.
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: AnyCasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self, toChildState: toChildState, toChildAction: toChildAction, child: child(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reducer `ifLet` returns for optional child state.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: ReduceFunction<Parent.State, Parent.Action>
    @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    @usableFromInline let child: LazyReduceFunction<Child.State, Child.Action>
    /// Where the reducer was made, which its warnings name, as TCA's do.
    @usableFromInline let location: SourceLocationInfo

    @inlinable
    init(
        parent: Parent,
        toChildState: WritableKeyPath<Parent.State, Child.State?>,
        toChildAction: AnyCasePath<Parent.Action, Child.Action>,
        child: Child,
        location: SourceLocationInfo
    ) {
        self.parent = parent.resolved()
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = LazyReduceFunction(child)
        self.location = location
    }

    /// Runs the child for its actions while present, then the parent.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let wasPresent = state[keyPath: toChildState] != nil
        let childEffect = reduceChild(into: &state, action: action)
        let parentEffect = parent(&state, action)
        guard wasPresent, state[keyPath: toChildState] == nil else {
            return childEffect.merge(with: parentEffect)
        }
        return .merge(childEffect, parentEffect, Effect(operation: .cancel(effectsKey)))
    }

    @inlinable
    var effectsKey: CancelKey {
        CancelKey(id: ChildEffectsID(keyPath: toChildState), path: DependencyValues.currentValues().navigationIDPath)
    }

    @inlinable
    func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect = DependencyValues.withNavigationComponent(ChildEffectsID(keyPath: toChildState)) {
            state[keyPath: toChildState].modify { child(&$0, childAction) }
        }
        guard let effect else {
            RuntimeWarning.report(
                """
                An "ifLet" at "\(location.fileAndLine)" received a child action when child state was \
                "nil".

                  Action: \(ValueDump.line(action))

                The action was ignored. Send child actions only while the child state is \
                non-nil; a view holding a scoped store after its state became nil can cause this.
                """, at: location)
            return .none
        }
        guard !effect.isNone else { return .none }
        return Effect(operation: .cancellable(effectsKey, cancelInFlight: false, effect.map(toChildAction.embed)))
    }
}

/// Identifies the effects of the child at `keyPath` (in its `generation`-th presentation), so
/// they are cancelled together.
@usableFromInline
struct ChildEffectsID: Hashable, @unchecked Sendable {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline var generation = 0

    @inlinable
    init(keyPath: AnyKeyPath, generation: Int = 0) {
        self.keyPath = keyPath
        self.generation = generation
    }
}

extension Reducer {
    /// Runs `child` on optional child state while it is non-`nil`, the actions named by a case
    /// key path: `.ifLet(\.editor, action: \.editor) { Editor() }`.
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self, toChildState: toChildState, toChildAction: AnyCasePath(toChildAction), child: child(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Reducer {
    /// Keeps optional alert or dialog state that is not behind `@Presents`, as TCA's
    /// `.ifLet(\.alert, action: \.alert)` over such state: nothing runs on the state's actions,
    /// which the parent handles (and `nil`s the state on), and actions that arrive while the
    /// state is `nil` are reported.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .ifLet(\.alert, action: \.alert)
    /// ```
    @inlinable
    public func ifLet<ChildState: _EphemeralState, ChildAction>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
        IfLetReducer(
            parent: self, toChildState: toChildState, toChildAction: AnyCasePath(toChildAction), child: EmptyReducer(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
