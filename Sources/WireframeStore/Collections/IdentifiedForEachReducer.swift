import WireframeDump

extension Reducer {
    /// Runs `element` on each element of an identified collection, for that element's actions.
    ///
    /// ```swift
    /// // TCA:      .forEach(\.rows, action: \.rows) { Row() }
    /// Reduce { state, action in … }
    ///     .forEach(\.rows, action: Action.rows) { Row() }
    /// ```
    ///
    /// The element runs before the parent. When an element is removed, its effects still in
    /// flight are cancelled. An action for an id that is not in the collection is ignored with a
    /// runtime warning.
    @inlinable
    public func forEach<ID, ElementState, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IdentifiedForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        IdentifiedForEachReducer(
            parent: self, toElements: toElements, toElementAction: AnyCasePath(toElementAction),
            element: element(), location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reducer `forEach` returns for an `IdentifiedArray`.
public struct IdentifiedForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
    @usableFromInline let parent: ReduceFunction<Parent.State, Parent.Action>
    @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
    @usableFromInline let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
    @usableFromInline let element: LazyReduceFunction<Element.State, Element.Action>
    /// Where the reducer was made, which its warnings name, as TCA's do.
    @usableFromInline let location: SourceLocationInfo

    @inlinable
    init(
        parent: Parent,
        toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
        toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
        element: Element,
        location: SourceLocationInfo
    ) {
        self.parent = parent.resolved()
        self.toElements = toElements
        self.toElementAction = toElementAction
        self.element = LazyReduceFunction(element)
        self.location = location
    }

    /// Runs the element for its action, then the parent; cancels effects of removed elements.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let idsBefore = state[keyPath: toElements].ids
        var elementEffect = Effect<Parent.Action>.none
        if case .element(let id, let elementAction)? = toElementAction.extract(from: action) {
            elementEffect = reduceElement(into: &state, id: id, action: elementAction, wholeAction: action)
        }
        let parentEffect = parent(&state, action)
        let elements = state[keyPath: toElements]
        guard idsBefore != elements.ids else { return elementEffect.merge(with: parentEffect) }
        let cancellations = idsBefore.filter { elements[id: $0] == nil }.map {
            Effect<Parent.Action>(operation: .cancel(effectsKey($0)))
        }
        return .merge([elementEffect, parentEffect] + cancellations)
    }

    @inlinable
    func reduceElement(
        into state: inout Parent.State, id: ID, action: Element.Action, wholeAction: Parent.Action
    ) -> Effect<Parent.Action> {
        let effect = DependencyValues.withNavigationComponent(ElementEffectsID(keyPath: toElements, id: id)) {
            state[keyPath: toElements].modify(id: id) { element(&$0, action) }
        }
        guard let effect else {
            RuntimeWarning.report(
                """
                A "forEach" at "\(location.fileAndLine)" received an action for a missing element.

                  Action: \(ValueDump.line(wholeAction))

                The action was ignored. A view may still hold the store of a removed element.
                """, at: location)
            return .none
        }
        guard !effect.isNone else { return .none }
        let toElementAction = self.toElementAction
        let mapped = effect.map { toElementAction.embed(.element(id: id, action: $0)) }
        return Effect(operation: .cancellable(effectsKey(id), cancelInFlight: false, mapped))
    }

    @inlinable
    func effectsKey(_ id: ID) -> CancelKey {
        CancelKey(id: ElementEffectsID(keyPath: toElements, id: id), path: DependencyValues.currentValues().navigationIDPath)
    }
}

/// Identifies the effects of one element of an identified collection.
@usableFromInline
struct ElementEffectsID<ID: Hashable & Sendable>: Hashable, @unchecked Sendable {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let id: ID

    @inlinable
    init(keyPath: AnyKeyPath, id: ID) {
        self.keyPath = keyPath
        self.id = id
    }
}

extension Reducer {
    /// Runs `element` on each element of an identified array, the actions named by a case key
    /// path: `.forEach(\.todos, action: \.todos) { Todo() }`.
    @inlinable
    public func forEach<ID, ElementState, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> IdentifiedForEachReducer<Self, ID, Element> where ElementState == Element.State, ElementAction == Element.Action {
        IdentifiedForEachReducer(
            parent: self, toElements: toElements, toElementAction: AnyCasePath(toElementAction), element: element(),
            location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
