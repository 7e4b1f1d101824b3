import WireframeDump

extension Reducer {
    /// Runs `destination` on each element of a navigation stack, for that element's actions,
    /// and handles pushes and pops.
    ///
    /// ```swift
    /// // TCA:      .forEach(\.path, action: \.path)
    /// Reduce { state, action in … }
    ///     .forEach(\.path, action: Action.path) { Path() }
    /// ```
    ///
    /// - For `.element(id:action:)` the element runs first, then the parent, so the parent can
    ///   react to a pushed screen's actions.
    /// - For `.push` and `.popFrom` the parent runs first, then the stack changes.
    /// - When an element leaves the stack, its effects still in flight are cancelled; `dismiss()`
    ///   inside an element's effect sends `.popFrom(id:)` for it.
    /// - An action for an id that is not on the stack is ignored with a runtime warning.
    @inlinable
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> StackForEachReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        StackForEachReducer(
            parent: self, toStackState: toStackState, toStackAction: AnyCasePath(toStackAction),
            destination: destination(), location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reducer `forEach` returns for a `StackState`.
public struct StackForEachReducer<Parent: Reducer, Destination: Reducer>: Reducer {
    @usableFromInline let parent: ReduceFunction<Parent.State, Parent.Action>
    @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
    @usableFromInline let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
    @usableFromInline let destination: LazyReduceFunction<Destination.State, Destination.Action>
    /// Where the reducer was made, which its warnings name, as TCA's do.
    @usableFromInline let location: SourceLocationInfo

    @inlinable
    init(
        parent: Parent,
        toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>,
        toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>,
        destination: Destination,
        location: SourceLocationInfo
    ) {
        self.parent = parent.resolved()
        self.toStackState = toStackState
        self.toStackAction = toStackAction
        self.destination = LazyReduceFunction(destination)
        self.location = location
    }

    /// Runs the element, the parent and the stack change in the order described at `forEach`.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let stackAction = toStackAction.extract(from: action)
        let idsBefore = state[keyPath: toStackState].ids
        var elementEffect = Effect<Parent.Action>.none
        if case .element(let id, let elementAction)? = stackAction {
            elementEffect = reduceElement(into: &state, id: id, action: elementAction, wholeAction: action)
        }
        let parentEffect = parent(&state, action)
        switch stackAction {
        case .popFrom(let id)?:
            if state[keyPath: toStackState][id: id] == nil {
                warn("received a \"popFrom\" action for a missing element.", action)
            }
            state[keyPath: toStackState].pop(from: id)
        case .push(let id, let element)?:
            if state[keyPath: toStackState][id: id] != nil {
                warn("received a \"push\" action for an element it already contains.", action)
            } else {
                state[keyPath: toStackState][id: id] = element
            }
        case .element?, nil:
            break
        }
        let idsAfter = state[keyPath: toStackState].ids
        guard idsBefore != idsAfter else { return elementEffect.merge(with: parentEffect) }
        let cancellations = idsBefore.filter { !idsAfter.contains($0) }.map {
            Effect<Parent.Action>(operation: .cancel(effectsKey($0)))
        }
        return .merge([elementEffect, parentEffect] + cancellations)
    }

    @inlinable
    func reduceElement(
        into state: inout Parent.State, id: StackElementID, action: Destination.Action, wholeAction: Parent.Action
    ) -> Effect<Parent.Action> {
        let effect = DependencyValues.withNavigationComponent(StackEffectsID(keyPath: toStackState, id: id)) {
            state[keyPath: toStackState].modify(id: id) { destination(&$0, action) }
        }
        guard let effect else {
            warn("received an action for a missing element.", wholeAction)
            return .none
        }
        guard !effect.isNone else { return .none }
        let toStackAction = self.toStackAction
        let mapped = effect.map { toStackAction.embed(.element(id: id, action: $0)) }
        let dismissible = DismissEffect.bind(mapped) { send in await send(toStackAction.embed(.popFrom(id: id))) }
        return Effect(operation: .cancellable(effectsKey(id), cancelInFlight: false, dismissible))
    }

    @inlinable
    func effectsKey(_ id: StackElementID) -> CancelKey {
        CancelKey(id: StackEffectsID(keyPath: toStackState, id: id), path: DependencyValues.currentValues().navigationIDPath)
    }

    /// Warns that the stack was sent `action` that it could not apply: what `happened`, after
    /// TCA's `A "forEach" at "File.swift:12"`.
    @usableFromInline
    func warn(_ happened: String, _ action: Parent.Action) {
        RuntimeWarning.report(
            """
            A "forEach" at "\(location.fileAndLine)" \(happened)

              Action: \(ValueDump.line(action))

            The action was ignored. A view may still hold the store of a screen that was popped.
            """, at: location)
    }
}

/// Identifies the effects of one stack element, so they are cancelled together.
@usableFromInline
struct StackEffectsID: Hashable, @unchecked Sendable {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let id: StackElementID

    @inlinable
    init(keyPath: AnyKeyPath, id: StackElementID) {
        self.keyPath = keyPath
        self.id = id
    }
}

extension Reducer {
    /// Runs `destination` on each element of a navigation stack, the actions named by a case
    /// key path: `.forEach(\.path, action: \.path) { Path() }`.
    @inlinable
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> StackForEachReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        StackForEachReducer(
            parent: self, toStackState: toStackState, toStackAction: AnyCasePath(toStackAction), destination: destination(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
