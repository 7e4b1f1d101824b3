/// A navigation link driven by a presentation store, as TCA's deprecated `NavigationLinkStore`:
/// the link is active while the store presents a destination (one with the given `id`, in the
/// `id:` forms); tapping it runs `onTap`, which sends the action that presents one, and popping
/// the screen sends `.dismiss`.
///
/// ```swift
/// NavigationLinkStore(store.scope(state: \.$child, action: \.child)) {
///     store.send(.openChildTapped)
/// } destination: { store in
///     ChildView(store: store)
/// } label: {
///     Text("Open child")
/// }
/// ```
@available(*, deprecated, message: "Use 'NavigationStack' with a path, or 'navigationDestination(item:)', instead")
public struct NavigationLinkStore<State, Action, DestinationState, DestinationAction, Destination: View, Label: View>: View {
    private let store: Store<PresentationState<State>, PresentationAction<Action>>
    private let isPresenting: @MainActor (PresentationState<State>) -> Bool
    private let toDestinationState: (State) -> DestinationState?
    private let fromDestinationAction: (DestinationAction) -> Action
    private let onTap: () -> Void
    private let destination: (Store<DestinationState, DestinationAction>) -> Destination
    private let label: Label

    /// A link to the presented state itself.
    public init(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        onTap: @escaping () -> Void,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
        @ViewBuilder label: () -> Label
    ) where State == DestinationState, Action == DestinationAction {
        self.init(store, state: { $0 }, action: { $0 }, onTap: onTap, destination: destination, label: label)
    }

    /// A link to one case of the presented state, read by `toDestinationState`, whose actions
    /// `fromDestinationAction` embeds.
    public init(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onTap: @escaping () -> Void,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            store, state: toDestinationState, action: fromDestinationAction,
            isPresenting: { $0.wrappedValue.flatMap(toDestinationState) != nil }, onTap: onTap, destination: destination,
            label: label())
    }

    private init(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (State) -> DestinationState?,
        action fromDestinationAction: @escaping (DestinationAction) -> Action,
        isPresenting: @escaping @MainActor (PresentationState<State>) -> Bool,
        onTap: @escaping () -> Void,
        destination: @escaping (Store<DestinationState, DestinationAction>) -> Destination,
        label: Label
    ) {
        self.store = store
        self.isPresenting = isPresenting
        self.toDestinationState = toDestinationState
        self.fromDestinationAction = fromDestinationAction
        self.onTap = onTap
        self.destination = destination
        self.label = label
    }

    /// A link that is active only while the presented state has the identifier `id`.
    public init(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        id: State.ID,
        onTap: @escaping () -> Void,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
        @ViewBuilder label: () -> Label
    ) where State == DestinationState, Action == DestinationAction, State: Identifiable {
        self.init(store, state: { $0 }, action: { $0 }, id: id, onTap: onTap, destination: destination, label: label)
    }

    /// A link to one case of the presented state that is active only while that case's state
    /// has the identifier `id`.
    public init(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        id: DestinationState.ID,
        onTap: @escaping () -> Void,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination,
        @ViewBuilder label: () -> Label
    ) where DestinationState: Identifiable {
        self.init(
            store, state: toDestinationState, action: fromDestinationAction,
            isPresenting: { $0.wrappedValue.flatMap(toDestinationState)?.id == id }, onTap: onTap, destination: destination,
            label: label())
    }

    /// The link, marked as one that does or does not replace a split view's detail column on
    /// iOS; a single column draws it the same either way, so it is this link.
    public func isDetailLink(_ isDetailLink: Bool) -> Self {
        self
    }

    public var body: some View {
        let store = store
        let isPresenting = isPresenting
        let isActive = Binding<Bool>(
            get: { isPresenting(store.state) },
            set: { [onTap] isActive in
                if isActive {
                    onTap()
                } else if isPresenting(store.state) {
                    store.send(.dismiss)
                }
            })
        let toDestinationState = toDestinationState
        let fromDestinationAction = fromDestinationAction
        return NavigationLink(isActive: isActive) {
            if isPresenting(store.state),
                let child = store.scope(
                    reading: { $0.wrappedValue.flatMap(toDestinationState) }, action: { .presented(fromDestinationAction($0)) })
            {
                destination(child)
            }
        } label: {
            label
        }
    }
}
