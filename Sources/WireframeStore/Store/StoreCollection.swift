/// The stores of an identified array's elements, one per element in order, as TCA's
/// `store.scope(state: \.rows, action: \.rows)` gives for `ForEach`.
///
/// ```swift
/// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
///     TodoView(store: todoStore)
/// }
/// ```
///
/// Each element's store reads its element by id from the parent's state and sends its actions
/// as `.element(id:action:)`; once the element is removed it keeps showing its last state.
public struct StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection, Sendable {
    private let stores: [Store<State, Action>]

    @MainActor
    init(
        _ parent: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
    ) {
        let elements = parent.state
        let read = parent.readState
        let send = parent.sendAction
        self.stores = zip(elements.ids, elements).map { id, element in
            Store<State, Action>(
                readState: { read()?[id: id] },
                send: { send(.element(id: id, action: $0)) },
                state: element,
                keepsLastState: true,
                elementID: StoreElementID(id))
        }
    }

    /// The position of the first element's store.
    public var startIndex: Int { stores.startIndex }
    /// The position after the last element's store.
    public var endIndex: Int { stores.endIndex }
    /// The store of the element at `position`.
    public subscript(position: Int) -> Store<State, Action> { stores[position] }
}

/// The id of the element a store in a ``StoreCollection`` was scoped to, whatever its type.
///
/// ```swift
/// store.elementID == StoreElementID(todo.id)
/// ```
public struct StoreElementID: Hashable, @unchecked Sendable {
    // Made only from `Hashable & Sendable` ids: the box holds a sendable value.
    private let id: AnyHashable

    /// The id `id`.
    public init(_ id: some Hashable & Sendable) {
        self.id = AnyHashable(id)
    }
}

extension Store {
    /// The stores of the elements of the identified array at `toElements`, whose actions reach
    /// this store through the case key path `toElementAction`, for `ForEach`.
    ///
    /// ```swift
    /// ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) }
    /// ```
    public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
        state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
    ) -> StoreCollection<ElementID, ElementState, ElementAction> {
        StoreCollection(scope(state: toElements, action: toElementAction))
    }

    /// TCA's newer spelling: `ForEach(store.scope(\.todos, action: \.todos)) { … }`.
    public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
        _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
    ) -> StoreCollection<ElementID, ElementState, ElementAction> {
        StoreCollection(scope(state: toElements, action: toElementAction))
    }
}
