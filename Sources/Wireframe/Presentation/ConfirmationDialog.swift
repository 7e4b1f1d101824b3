import Foundation

extension View {
    /// Presents a confirmation dialog with the buttons `actions` builds while `isPresented` is
    /// `true`, as in SwiftUI.
    ///
    /// The dialog is drawn as iOS draws it on a phone: a group of buttons at the bottom of a dimmed
    /// screen with, when `titleVisibility` is `.visible`, the title above them, and the cancel
    /// button in a card of its own below (a Cancel button is added when `actions` has none).
    /// Tapping any button runs its action and closes the dialog.
    ///
    /// ```swift
    /// .confirmationDialog("Delete memo?", isPresented: $isConfirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) { EmptyView() }
    }

    /// Presents a confirmation dialog with buttons and a message while `isPresented` is `true`.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $isAsking) {
    ///     Button("Sign Out", role: .destructive) { signOut() }
    /// } message: {
    ///     Text("Your drafts stay on this phone.")
    /// }
    /// ```
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled with a `Text` while `isPresented` is `true`.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Share"), isPresented: $isSharing) { Button("Copy Link") { copy() } } message: { EmptyView() }
    /// ```
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            PresentationCardModifier(
                isPresented: isPresented,
                card: ConfirmationDialogCard(
                    title: title, showsTitle: titleVisibility == .visible, actions: actions(), message: message())))
    }
}

/// The dialog: buttons in a group at the bottom of the dimmed screen, the cancel one apart.
struct ConfirmationDialogCard<Actions: View, Message: View>: View, PrimitiveView {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let buttons = try context.resolve(actions)
        let others = buttons.filter { $0.buttonRole != .cancel }
        let cancels = buttons.filter { $0.buttonRole == .cancel }
        let cancel = try cancels.first ?? context.resolveSingle(Button("Cancel", role: .cancel) {})
        let messageNodes = try context.resolve(message.font(.footnote).foregroundStyle(.gray).multilineTextAlignment(.center))
        let hasHeader = showsTitle || !messageNodes.isEmpty
        let sheet = VStack(spacing: 8) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: 4) {
                        if showsTitle { title.font(.footnote.bold()).foregroundStyle(.gray).multilineTextAlignment(.center) }
                        ResolvedNodesView(nodes: messageNodes)
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 16)
                    .frame(maxWidth: .infinity)
                }
                ForEach(Array(others.enumerated()), id: \.offset) { index, node in
                    if index > 0 || hasHeader { Divider() }
                    ResolvedNodesView(nodes: [node.withLabelFilling(minHeight: 56)])
                }
            }
            .background(Color.alertBackground, in: .rect(cornerRadius: 14))
            ResolvedNodesView(nodes: [cancel.withLabelFilling(minHeight: 56)])
                .background(Color(.tertiarySystemBackground), in: .rect(cornerRadius: 14))
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 8)
        let layer = ZStack(alignment: .bottom) {
            DimmingLayer()
            sheet
        }
        // VoiceOver reads what is presented and nothing behind it.
        return try context.resolve(layer.accessibilityAddTraits(.isModal))
    }
}
