extension ForEach {
    /// A row per element store, identified by its element's id, as TCA's
    /// `ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }`.
    ///
    /// ```swift
    /// List { ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) } }
    /// ```
    public init<ElementID, ElementState, ElementAction>(
        _ data: StoreCollection<ElementID, ElementState, ElementAction>,
        @ViewBuilder content: @escaping (Store<ElementState, ElementAction>) -> Content
    ) where Data == StoreCollection<ElementID, ElementState, ElementAction>, ID == StoreElementID? {
        self.init(data, id: \.elementID, content: content)
    }
}
