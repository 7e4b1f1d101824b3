import Wireframe
import WireframeStore

extension View {
    /// Shows a ``CustomDialogView`` over this view while the store presents a ``DialogState``, as
    /// TCA's `alert(store:)` does for `AlertState`.
    ///
    /// Tapping an enabled button sends `.presented(action)`; ``Reducer/ifLet(_:action:)`` then
    /// clears the dialog. The dialog covers the whole screen: place the modifier on the screen's
    /// outermost view.
    ///
    /// ```swift
    /// MessagesView(store: store)
    ///     .dialog(store: store.scope(state: \.$dialog, action: MyFeature.Action.dialog))
    /// ```
    ///
    /// - Parameters:
    ///   - store: The dialog's presentation state and actions.
    ///   - content: Extra content under the message, given the dialog's id.
    public func dialog<Action: Sendable, Content: View>(
        store: Store<PresentationState<DialogState<Action>>, PresentationAction<Action>>,
        @ViewBuilder content: @escaping (String?) -> Content = { _ in EmptyView() }
    ) -> some View {
        modifier(DialogPresentationModifier(store: store, dialogContent: content))
    }
}

/// Lays the dialog the store presents over the content.
private struct DialogPresentationModifier<Action: Sendable, DialogContent: View>: ViewModifier {
    let store: Store<PresentationState<DialogState<Action>>, PresentationAction<Action>>
    let dialogContent: (String?) -> DialogContent

    func body(content: Content) -> some View {
        ZStack {
            content
            if let state = store.state.wrappedValue {
                CustomDialogView(
                    isPresented: isPresented,
                    state: state,
                    actionHandler: { button in store.send(.presented(button.action)) },
                    contentView: { dialogContent(state.id) }
                )
            }
        }
    }

    /// Whether the dialog is shown; setting `false` while it still is sends `.dismiss`.
    @MainActor private var isPresented: Binding<Bool> {
        let store = self.store
        return Binding(
            get: { store.state.wrappedValue != nil },
            set: { isPresented in
                if !isPresented, store.state.wrappedValue != nil { store.send(.dismiss) }
            }
        )
    }
}
