import WireframeDump

extension Reducer {
    /// Runs `child` on one case of an enum state while the state is in that case, as TCA's
    /// `ifCaseLet(_:action:then:)`.
    ///
    /// ```swift
    /// @Reducer enum App {
    ///     case login(Login)
    ///     case game(Game)
    ///
    ///     static var body: some ReducerOf<Self> {
    ///         Reduce { state, action in … }
    ///             .ifCaseLet(\.login, action: \.login) { Login() }
    ///             .ifCaseLet(\.game, action: \.game) { Game() }
    ///     }
    /// }
    /// ```
    ///
    /// The child runs before the parent. An action for the child while the state is in another
    /// case is ignored with a runtime warning. When the parent moves the state out of the case,
    /// the child's effects are cancelled.
    ///
    /// - Parameters:
    ///   - toCaseState: The case of the state the child runs on, such as `\.login`.
    ///   - toCaseAction: The case of the actions the child takes, such as `\.login`.
    ///   - child: The child's reducer.
    ///   - fileID: The file ID of the location the reducer's warnings name; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    /// - Returns: A reducer running the child and then this one.
    @inlinable
    public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
        _ toCaseState: CaseKeyPath<State, CaseState>,
        action toCaseAction: CaseKeyPath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IfCaseLetReducer<Self, Child> where CaseState == Child.State, CaseAction == Child.Action {
        IfCaseLetReducer(
            parent: self, toCaseState: AnyCasePath(toCaseState), toCaseAction: AnyCasePath(toCaseAction),
            effectsID: ChildEffectsID(keyPath: toCaseState), child: child(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reducer `ifCaseLet` returns for one case of an enum state.
///
/// ```swift
/// Reduce { state, action in … }
///     .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
/// ```
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: ReduceFunction<Parent.State, Parent.Action>
    @usableFromInline let toCaseState: AnyCasePath<Parent.State, Child.State>
    @usableFromInline let toCaseAction: AnyCasePath<Parent.Action, Child.Action>
    @usableFromInline let effectsID: ChildEffectsID
    @usableFromInline let child: LazyReduceFunction<Child.State, Child.Action>
    /// Where the reducer was made, which its warnings name, as TCA's do.
    @usableFromInline let location: SourceLocationInfo

    @inlinable
    init(
        parent: Parent,
        toCaseState: AnyCasePath<Parent.State, Child.State>,
        toCaseAction: AnyCasePath<Parent.Action, Child.Action>,
        effectsID: ChildEffectsID,
        child: Child,
        location: SourceLocationInfo
    ) {
        self.parent = parent.resolved()
        self.toCaseState = toCaseState
        self.toCaseAction = toCaseAction
        self.effectsID = effectsID
        self.child = LazyReduceFunction(child)
        self.location = location
    }

    /// Runs the child for its actions while the state is in its case, then the parent.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let wasInCase = toCaseState.extract(from: state) != nil
        let childEffect = reduceChild(into: &state, action: action)
        let parentEffect = parent(&state, action)
        guard wasInCase, toCaseState.extract(from: state) == nil else {
            return childEffect.merge(with: parentEffect)
        }
        return .merge(childEffect, parentEffect, Effect(operation: .cancel(effectsKey)))
    }

    @inlinable
    var effectsKey: CancelKey {
        CancelKey(id: effectsID, path: DependencyValues.currentValues().navigationIDPath)
    }

    @inlinable
    func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toCaseAction.extract(from: action) else { return .none }
        guard var childState = toCaseState.extract(from: state) else {
            RuntimeWarning.report(
                """
                An "ifCaseLet" at "\(location.fileAndLine)" received a child action when child state \
                was set to a different case.

                  Action: \(ValueDump.line(action))
                  State: \(ValueDump.line(state))

                The action was ignored. Send child actions only while the state is in the \
                child's case; a view holding a scoped store after the state changed case can \
                cause this.
                """, at: location)
            return .none
        }
        let effect = DependencyValues.withNavigationComponent(effectsID) {
            child(&childState, childAction)
        }
        state = toCaseState.embed(childState)
        guard !effect.isNone else { return .none }
        return Effect(operation: .cancellable(effectsKey, cancelInFlight: false, effect.map(toCaseAction.embed)))
    }
}
