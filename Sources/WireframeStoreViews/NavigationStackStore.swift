/// A navigation stack over a store's `StackState`, as TCA's deprecated `NavigationStackStore`:
/// each element of the path is a screen `destination` builds from the element's store.
///
/// ```swift
/// NavigationStackStore(store.scope(state: \.path, action: \.path)) {
///     RootView(store: store)
/// } destination: { store in
///     DetailView(store: store)
/// }
/// ```
@available(*, deprecated, message: "Use 'NavigationStack.init(path:)' with a store scoped from observable state, instead")
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
    private let store: Store<StackState<State>, StackAction<State, Action>>
    private let root: Root
    private let destination: (Store<State, Action>) -> Destination

    /// A stack whose root is `root` and whose pushed screens `destination` builds.
    public init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.store = store
        self.root = root()
        self.destination = destination
    }

    public var body: some View {
        let store = store
        return NavigationStack(path: Binding(get: { store }, set: { _ in }), root: { root }, destination: destination)
    }
}
