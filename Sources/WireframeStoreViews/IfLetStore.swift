/// A view of an optional store's state while it is there, as TCA's deprecated `IfLetStore`: the
/// `then` content gets a store of the unwrapped state, the `else` content shows while it is `nil`.
///
/// ```swift
/// IfLetStore(store.scope(state: \.$child, action: \.child)) { store in
///     ChildView(store: store)
/// } else: {
///     Text("Nothing presented")
/// }
/// ```
@available(*, deprecated, message: "Use 'if let' with a store of observable state, instead")
public struct IfLetStore<State, Action, Content: View>: View {
    private let child: @MainActor () -> Store<State, Action>?
    private let content: @MainActor (Store<State, Action>?) -> Content

    /// The `then` content while `store`'s state is there, else the `else` content.
    public init<IfContent, ElseContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == ConditionalContent<IfContent, ElseContent> {
        let elseContent = elseContent()
        self.child = { store.scope(reading: { $0 }, action: { $0 }) }
        self.content = { store in
            if let store { ViewBuilder.buildEither(first: ifContent(store)) } else { ViewBuilder.buildEither(second: elseContent) }
        }
    }

    /// The `then` content while `store`'s state is there, else nothing.
    public init<IfContent>(
        _ store: Store<State?, Action>, @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.child = { store.scope(reading: { $0 }, action: { $0 }) }
        self.content = { store in store.map(ifContent) }
    }

    /// The `then` content while `store` presents a state, else the `else` content; the child's
    /// actions are sent as `.presented`.
    public init<IfContent, ElseContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: @escaping () -> ElseContent
    ) where Content == ConditionalContent<IfContent, ElseContent> {
        let elseContent = elseContent()
        self.child = { store.scope(reading: { $0.wrappedValue }, action: { .presented($0) }) }
        self.content = { store in
            if let store { ViewBuilder.buildEither(first: ifContent(store)) } else { ViewBuilder.buildEither(second: elseContent) }
        }
    }

    /// The `then` content while `store` presents a state, else nothing.
    public init<IfContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.child = { store.scope(reading: { $0.wrappedValue }, action: { .presented($0) }) }
        self.content = { store in store.map(ifContent) }
    }

    public var body: Content {
        content(child())
    }
}
