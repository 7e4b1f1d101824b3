import Foundation

extension View {
    /// Presents a sheet with the child store while `item` holds one, as TCA's
    /// `sheet(item: $store.scope(state:action:))` does; dismissing the sheet sends the child's
    /// `.dismiss`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.someSheet, action: AppFeature.Action.someSheet)) { store in
    ///     SomeSheetView(store: store)
    /// }
    /// ```
    public func sheet<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
        sheet(isPresented: item.isPresent(), onDismiss: onDismiss) {
            if let store = item.wrappedValue { content(store) }
        }
    }

    /// Presents a cover with the child store over the whole screen while `item` holds one.
    ///
    /// ```swift
    /// .fullScreenCover(item: $store.scope(state: \.onboarding, action: AppFeature.Action.onboarding)) { OnboardingView(store: $0) }
    /// ```
    public func fullScreenCover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
        fullScreenCover(isPresented: item.isPresent(), onDismiss: onDismiss) {
            if let store = item.wrappedValue { content(store) }
        }
    }

    /// Presents a popover with the child store while `item` holds one, as TCA's
    /// `popover(item: $store.scope(…))`: on iPhone, a sheet; dismissing it sends the child's
    /// `.dismiss`.
    ///
    /// ```swift
    /// .popover(item: $store.scope(\.$destination, action: \.destination).popover) { store in
    ///     CounterView(store: store)
    /// }
    /// ```
    public func popover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Pushes the child store's screen onto the enclosing navigation stack while `item` holds
    /// one, as TCA's `navigationDestination(item: $store.scope(…))`; popping it sends the child's
    /// `.dismiss`.
    ///
    /// ```swift
    /// .navigationDestination(item: $store.scope(\.$destination, action: \.destination).drillDown) { store in
    ///     CounterView(store: store)
    /// }
    /// ```
    public func navigationDestination<State, Action, Destination: View>(
        item: Binding<Store<State, Action>?>, @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) -> some View {
        navigationDestination(isPresented: item.isPresent()) {
            if let store = item.wrappedValue { destination(store) }
        }
    }

    /// Presents the alert an `AlertState` describes while `item` holds its store, as TCA's
    /// `alert($store.scope(state: \.alert, action: \.alert))` does: each button sends its action
    /// (the reducer then closes the alert), a button without one sends `.dismiss`.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: Feature.Action.alert))
    /// ```
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
        let store = item.wrappedValue
        let alert = store?.state
        return self.alert(Text(alert.map { String(state: $0.title) } ?? ""), isPresented: item.isPresent()) {
            if let store, let alert {
                ForEach(alert.buttons) { button in
                    StateButton(button: button, store: store, item: item)
                }
            }
        } message: {
            if let message = alert?.message { Text(String(state: message)) }
        }
    }

    /// Presents the confirmation dialog a `ConfirmationDialogState` describes while `item` holds
    /// its store: each button sends its action, a button without one sends `.dismiss`.
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.confirmation, action: Feature.Action.confirmation))
    /// ```
    public func confirmationDialog<Action>(_ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>) -> some View {
        let store = item.wrappedValue
        let dialog = store?.state
        let visibility: Visibility =
            switch dialog?.titleVisibility {
            case .visible: .visible
            case .hidden: .hidden
            case .automatic, nil: .automatic
            }
        return confirmationDialog(
            Text(dialog.map { String(state: $0.title) } ?? ""), isPresented: item.isPresent(), titleVisibility: visibility
        ) {
            if let store, let dialog {
                ForEach(dialog.buttons) { button in
                    StateButton(button: button, store: store, item: item)
                }
            }
        } message: {
            if let message = dialog?.message { Text(String(state: message)) }
        }
    }
}

extension NavigationStack where Root == AnyView {
    /// A navigation stack over a store's `StackState`, as TCA's
    /// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }` is:
    /// each element of the path is a screen `destination` builds from the element's store, and
    /// the back button or `dismiss` sends `.popFrom(id:)`.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: AppFeature.Action.path)) {
    ///     RootView(store: store)
    /// } destination: { store in
    ///     DetailView(store: store)
    /// }
    /// ```
    public init<State, Action, Destination: View, R: View>(
        path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
        @ViewBuilder root: () -> R,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) {
        let store = path.wrappedValue
        let items = Binding<[StackPathItem<State>]>(
            get: { store.state.ids.map { StackPathItem(id: $0, state: nil) } },
            set: { newItems in
                let current = store.state.ids
                if newItems.count < current.count {
                    store.send(.popFrom(id: current[newItems.count]))
                    return
                }
                // A link's state is pushed with the next id the stack gives, as `append` would.
                for item in newItems.dropFirst(current.count) {
                    guard let state = item.state else { continue }
                    store.send(.push(id: store.state.nextElementID, state: state))
                }
            })
        let root = root().navigationDestination(for: StackPathItem<State>.self) { item in
            if let id = item.id, let element = store.scope(state: \.[id: id], action: { .element(id: id, action: $0) }) {
                destination(element)
            }
        }
        self.init(path: items) { AnyView(root) }
    }
}

/// An element of a store's navigation path: an element on the stack (its id), or the state a
/// `NavigationLink(state:)` pushes (no id yet). Made and read on the main actor only.
struct StackPathItem<Element>: Hashable, @unchecked Sendable {
    let id: StackElementID?
    let state: Element?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `state` onto the store's `StackState` of the enclosing
    /// `NavigationStack(path: $store.scope(…))`, as TCA's `NavigationLink(state:label:)`: a tap
    /// sends `.push(id:state:)` with the stack's next id. A `nil` state makes a disabled link.
    ///
    /// ```swift
    /// NavigationLink(state: AppFeature.Path.State.detail(Detail.State())) { Text("Details") }
    /// ```
    public init<P>(state: P?, @ViewBuilder label: () -> Label) {
        self.init(value: state.map { StackPathItem(id: nil, state: $0) }, label: label)
    }

    /// A link titled `title` that pushes `state` onto the store's `StackState`.
    ///
    /// ```swift
    /// NavigationLink("Go to screen A", state: NavigationDemo.Path.State.screenA(ScreenA.State()))
    /// ```
    public init<S: StringProtocol, P>(_ title: S, state: P?) where Label == Text {
        self.init(state: state) { Text(title) }
    }
}

/// A button of an `AlertState` or a `ConfirmationDialogState`, sending its action to the store.
private struct StateButton<Action>: View {
    let button: ButtonState<Action>
    let store: Store<AlertState<Action>, Action>?
    let dialogStore: Store<ConfirmationDialogState<Action>, Action>?
    let dismiss: @MainActor () -> Void

    init(button: ButtonState<Action>, store: Store<AlertState<Action>, Action>, item: Binding<Store<AlertState<Action>, Action>?>) {
        self.button = button
        self.store = store
        self.dialogStore = nil
        self.dismiss = { item.wrappedValue = nil }
    }

    init(
        button: ButtonState<Action>, store: Store<ConfirmationDialogState<Action>, Action>,
        item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) {
        self.button = button
        self.store = nil
        self.dialogStore = store
        self.dismiss = { item.wrappedValue = nil }
    }

    var body: some View {
        Button(String(state: button.label), role: button.role.map(ButtonRole.init)) {
            button.withAction { action in
                if let action {
                    if let store { store.send(action) } else { dialogStore?.send(action) }
                } else {
                    dismiss()
                }
            }
        }
    }
}

extension ButtonRole {
    /// The button role of an alert button's state.
    init(_ role: ButtonStateRole) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension View {
    /// Presents what `body` builds while the store's presentation state holds a destination,
    /// as TCA's `presentation(store:state:action:body:)` does for presentation modifiers of a
    /// design system's own (a dialog, a banner): `body` receives the view, a binding that is
    /// `true` while the destination is there (writing `false` sends `.dismiss`), and the
    /// destination's content.
    ///
    /// ```swift
    /// presentation(store: store, state: { $0 }, action: { $0 }) { `self`, $isPresented, destination in
    ///     self.overlay { if isPresented { destination { DialogView(store: $0) } } }
    /// }
    /// ```
    public func presentation<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder body:
            @escaping (
                _ content: Self, _ isPresented: Binding<Bool>, _ destination: DestinationContent<DestinationState, DestinationAction>
            ) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { store.state.wrappedValue.flatMap(toDestinationState) != nil },
            set: { newValue in
                if !newValue, store.state.wrappedValue != nil { store.send(.dismiss) }
            })
        let destination = DestinationContent(
            store: store.scope(
                reading: { $0.wrappedValue.flatMap(toDestinationState) },
                action: { .presented(fromDestinationAction($0)) }))
        return body(self, isPresented, destination)
    }
}

/// The destination a `presentation(store:state:action:body:)` presents: call it with a view
/// builder to build the destination's view from its store.
///
/// ```swift
/// destination { store in DialogView(store: store) }
/// ```
@MainActor
public struct DestinationContent<State, Action> {
    let store: Store<State, Action>?

    /// The view `body` builds from a store of the destination, or nothing when there is none.
    public func callAsFunction<Content: View>(@ViewBuilder _ body: @escaping (_ store: Store<State, Action>) -> Content) -> some View {
        Group {
            if let store {
                body(store)
            }
        }
    }
}
