import Foundation

// TCA 1.0–1.6's presentation modifiers, which take the store of a `@Presents` property
// (`.sheet(store: store.scope(state: \.$child, action: \.child))`) rather than a binding of an
// optional store. TCA still has them, deprecated; so do these, with TCA's messages. Each is the
// binding form over a binding that reads the presented store and sends `.dismiss` when cleared.

extension View {
    /// Presents a sheet of the presented child's store, as TCA's deprecated `sheet(store:)`.
    ///
    /// ```swift
    /// .sheet(store: store.scope(state: \.$child, action: \.child)) { store in
    ///     ChildView(store: store)
    /// }
    /// ```
    @available(*, deprecated, message: "Pass a binding of a store to 'sheet(item:)' instead")
    public func sheet<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        sheet(item: presentedStore(store, state: { $0 }, action: { $0 }), onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet of the case `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        sheet(
            item: presentedStore(store, state: toDestinationState, action: fromDestinationAction), onDismiss: onDismiss,
            content: content)
    }

    /// Presents a cover over the whole screen of the presented child's store.
    ///
    /// ```swift
    /// .fullScreenCover(store: store.scope(state: \.$cover, action: \.cover)) { CoverView(store: $0) }
    /// ```
    @available(*, deprecated, message: "Pass a binding of a store to 'fullScreenCover(item:)' instead")
    public func fullScreenCover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        fullScreenCover(item: presentedStore(store, state: { $0 }, action: { $0 }), onDismiss: onDismiss, content: content)
    }

    /// Presents a cover of the case `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        fullScreenCover(
            item: presentedStore(store, state: toDestinationState, action: fromDestinationAction), onDismiss: onDismiss,
            content: content)
    }

    /// Presents a popover of the presented child's store: on iPhone, a sheet.
    ///
    /// ```swift
    /// .popover(store: store.scope(\.$destination.popover, action: \.destination.popover)) { store in
    ///     CounterView(store: store)
    /// }
    /// ```
    @available(*, deprecated, message: "Pass a binding of a store to 'popover(item:)' instead")
    public func popover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        popover(
            item: presentedStore(store, state: { $0 }, action: { $0 }), attachmentAnchor: attachmentAnchor,
            arrowEdge: arrowEdge, content: content)
    }

    /// Presents a popover of the case `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        popover(
            item: presentedStore(store, state: toDestinationState, action: fromDestinationAction),
            attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content)
    }

    /// Pushes the presented child's screen onto the enclosing navigation stack.
    ///
    /// ```swift
    /// .navigationDestination(store: store.scope(state: \.$detail, action: \.detail)) { DetailView(store: $0) }
    /// ```
    @available(*, deprecated, message: "Pass a binding of a store to 'navigationDestination(item:)' instead")
    public func navigationDestination<State, Action, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View {
        navigationDestination(item: presentedStore(store, state: { $0 }, action: { $0 }), destination: destination)
    }

    /// Pushes the screen of the case `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func navigationDestination<State, Action, DestinationState, DestinationAction, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination
    ) -> some View {
        navigationDestination(
            item: presentedStore(store, state: toDestinationState, action: fromDestinationAction), destination: destination)
    }

    /// Presents the alert of a `@Presents var alert: AlertState<Action.Alert>?`: each button sends
    /// its action, as `presented`.
    ///
    /// ```swift
    /// .alert(store: store.scope(state: \.$alert, action: \.alert))
    /// ```
    @available(
        *, deprecated, message: "Pass a binding of a store to 'alert' instead: '.alert($store.scope(state: \\.alert, action: \\.alert))'"
    )
    public func alert<ButtonAction>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        alert(presentedStore(store, state: { $0 }, action: { $0 }))
    }

    /// Presents the alert `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func alert<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
        alert(presentedStore(store, state: toDestinationState, action: fromDestinationAction))
    }

    /// Presents the confirmation dialog of a `@Presents` property: each button sends its action.
    ///
    /// ```swift
    /// .confirmationDialog(store: store.scope(state: \.$dialog, action: \.dialog))
    /// ```
    @available(
        *, deprecated,
        message:
            "Pass a binding of a store to 'confirmationDialog' instead: '.confirmationDialog($store.scope(state: \\.dialog, action: \\.dialog))'"
    )
    public func confirmationDialog<ButtonAction>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        confirmationDialog(presentedStore(store, state: { $0 }, action: { $0 }))
    }

    /// Presents the confirmation dialog `toDestinationState` reads from the presented state.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead")
    public func confirmationDialog<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
    ) -> some View {
        confirmationDialog(presentedStore(store, state: toDestinationState, action: fromDestinationAction))
    }
}

/// A binding of the store of what `store` presents, as `toDestinationState` reads it: `nil` while
/// nothing (or another case) is presented; writing `nil` sends `.dismiss`.
@MainActor
private func presentedStore<State, Action, DestinationState, DestinationAction>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> DestinationState?,
    action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action
) -> Binding<Store<DestinationState, DestinationAction>?> {
    Binding(
        get: {
            store.scope(
                reading: { $0.wrappedValue.flatMap(toDestinationState) },
                action: { .presented(fromDestinationAction($0)) })
        },
        set: { newValue in
            if newValue == nil, store.state.wrappedValue.flatMap(toDestinationState) != nil { store.send(.dismiss) }
        })
}
