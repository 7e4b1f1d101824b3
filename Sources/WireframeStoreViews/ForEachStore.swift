/// A view per element of a store's identified array, each with a store of its element, as TCA's
/// deprecated `ForEachStore`.
///
/// ```swift
/// List {
///     ForEachStore(store.scope(state: \.rows, action: \.rows)) { rowStore in
///         RowView(store: rowStore)
///     }
/// }
/// ```
@available(*, deprecated, message: "Pass 'ForEach' a store scoped to an identified array and identified action, instead")
public struct ForEachStore<EachState, EachAction, Data: Collection, ID: Hashable & Sendable, Content: View>: View {
    /// The elements, as they were when the view was made.
    public let data: Data
    private let content: @MainActor () -> Content

    /// A view per element of `store`'s array, built by `content` from the element's store.
    public init<EachContent: View>(
        _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
        @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    )
    where
        Data == IdentifiedArray<ID, EachState>,
        Content == ForEach<StoreCollection<ID, EachState, EachAction>, StoreElementID?, EachContent>
    {
        self.data = store.state
        self.content = {
            let elements: StoreCollection<ID, EachState, EachAction> = store.scope(state: \.self, action: \.self)
            return ForEach(elements, content: content)
        }
    }

    public var body: Content {
        content()
    }
}
