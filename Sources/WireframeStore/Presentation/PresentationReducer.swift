import WireframeDump

extension Reducer {
    /// Runs `destination` on presented child state while it is presented.
    ///
    /// ```swift
    /// // TCA:      .ifLet(\.$banner, action: \.banner) { Banner() }
    /// Reduce { state, action in … }
    ///     .ifLet(\.$banner, action: Action.banner) { Banner() }
    /// ```
    ///
    /// - For `.presented(action)` the child runs first, then the parent.
    /// - For `.dismiss` the parent runs first and can still read the child state; then the state
    ///   becomes `nil`.
    /// - An alert or confirmation dialog (``AlertState``, ``ConfirmationDialogState``) is
    ///   dismissed the same way after the parent has handled any `.presented` action of it.
    /// - Whenever a presentation ends — dismissed, or set to `nil` by the parent — every effect
    ///   of that child still in flight is cancelled.
    /// - A child action while nothing is presented is ignored with a runtime warning.
    @inlinable
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        PresentationReducer(
            parent: self, toPresentationState: toPresentationState,
            toPresentationAction: AnyCasePath(toPresentationAction), destination: destination(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `destination` on presented child state; the action as a case path.
    @inlinable
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        PresentationReducer(
            parent: self, toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction, destination: destination(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reducer `ifLet` returns for `PresentationState`.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
    @usableFromInline let parent: ReduceFunction<Parent.State, Parent.Action>
    @usableFromInline let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
    @usableFromInline let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
    @usableFromInline let destination: LazyReduceFunction<Destination.State, Destination.Action>
    /// Where the reducer was made, which its warnings name, as TCA's do.
    @usableFromInline let location: SourceLocationInfo

    @inlinable
    init(
        parent: Parent,
        toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
        toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
        destination: Destination,
        location: SourceLocationInfo
    ) {
        self.parent = parent.resolved()
        self.toPresentationState = toPresentationState
        self.toPresentationAction = toPresentationAction
        self.destination = LazyReduceFunction(destination)
        self.location = location
    }

    /// Runs the child and the parent in the order described at `ifLet`.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let presentationAction = toPresentationAction.extract(from: action)
        let before = state[keyPath: toPresentationState].presentedGeneration
        var destinationEffect = Effect<Parent.Action>.none
        switch presentationAction {
        case .presented(let destinationAction)?:
            if let before {
                destinationEffect = reduceDestination(into: &state, action: destinationAction, generation: before)
            } else {
                warnNotPresented(action)
            }
        case .dismiss?:
            if before == nil { warnNotPresented(action) }
        case nil:
            break
        }
        let parentEffect = parent(&state, action)
        if let presentationAction, let before, state[keyPath: toPresentationState].presentedGeneration == before,
            let presented = state[keyPath: toPresentationState].wrappedValue,
            presentationAction.isDismiss || isEphemeral(presented)
        {
            state[keyPath: toPresentationState].wrappedValue = nil
        }
        guard let before, state[keyPath: toPresentationState].presentedGeneration != before else {
            return destinationEffect.merge(with: parentEffect)
        }
        return .merge(destinationEffect, parentEffect, Effect(operation: .cancel(effectsKey(before))))
    }

    @inlinable
    func reduceDestination(
        into state: inout Parent.State, action: Destination.Action, generation: Int
    ) -> Effect<Parent.Action> {
        let id = ChildEffectsID(keyPath: toPresentationState, generation: generation)
        let effect = DependencyValues.withNavigationComponent(id) {
            state[keyPath: toPresentationState].modifyPresented { destination(&$0, action) } ?? .none
        }
        guard !effect.isNone else { return .none }
        let toPresentationAction = self.toPresentationAction
        let mapped = effect.map { toPresentationAction.embed(.presented($0)) }
        let dismissible = DismissEffect.bind(mapped) { send in await send(toPresentationAction.embed(.dismiss)) }
        return Effect(operation: .cancellable(effectsKey(generation), cancelInFlight: false, dismissible))
    }

    @inlinable
    func effectsKey(_ generation: Int) -> CancelKey {
        CancelKey(
            id: ChildEffectsID(keyPath: toPresentationState, generation: generation),
            path: DependencyValues.currentValues().navigationIDPath)
    }

    @usableFromInline
    func warnNotPresented(_ action: Parent.Action) {
        RuntimeWarning.report(
            """
            An "ifLet" at "\(location.fileAndLine)" received a presentation action when destination \
            state was absent.

              Action: \(ValueDump.line(action))

            The action was ignored. A view may still hold the store of a feature that was \
            dismissed; send actions only while the feature is presented.
            """, at: location)
    }
}

extension Reducer {
    /// Runs the presented `destination` while one is presented, the actions named by a case key
    /// path: `.ifLet(\.$destination, action: \.destination) { Destination() }`.
    @inlinable
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        ifLet(
            toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }
}
