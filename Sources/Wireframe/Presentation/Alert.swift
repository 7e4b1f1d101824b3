import Foundation

extension View {
    /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented` is
    /// `true`, as in SwiftUI.
    ///
    /// The alert is drawn as iOS draws it: a 270-point card in the middle of a dimmed screen, its
    /// title in bold, its message below, and its buttons side by side when there are two (a
    /// `.cancel` one on the left) or one above another (a `.cancel` one last), a cancel button's
    /// label in bold. Tapping any of its buttons runs the button's action and closes the alert;
    /// an alert without buttons gets an OK button.
    ///
    /// ```swift
    /// .alert("메모를 삭제할까요?", isPresented: $isConfirming) {
    ///     Button("취소", role: .cancel) {}
    ///     Button("삭제", role: .destructive) { delete() }
    /// } message: {
    ///     Text("삭제한 메모는 되돌릴 수 없습니다.")
    /// }
    /// ```
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented` is `true`.
    ///
    /// ```swift
    /// .alert("Saved", isPresented: $isSaved) { Button("OK") {} }
    /// ```
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert with a title, buttons and a message while `isPresented` is `true`.
    ///
    /// ```swift
    /// .alert(Text("Delete?").bold(), isPresented: $isConfirming) { Button("Delete", role: .destructive) {} } message: { Text("…") }
    /// ```
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            PresentationCardModifier(
                isPresented: isPresented,
                card: AlertCard(title: title, actions: actions(), message: message())))
    }

    /// Presents an alert with a title and buttons while `isPresented` is `true`.
    ///
    /// ```swift
    /// .alert(Text("Saved"), isPresented: $isSaved) { Button("OK") {} }
    /// ```
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert about `data` while `isPresented` is `true` and `data` is not `nil`.
    ///
    /// ```swift
    /// .alert("Delete memo?", isPresented: $isConfirming, presenting: memo) { memo in
    ///     Button("Delete", role: .destructive) { delete(memo) }
    /// } message: { memo in Text(memo.title) }
    /// ```
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(Text(title), isPresented: shown) {
            if let data { actions(data) }
        } message: {
            if let data { message(data) }
        }
    }

    /// Presents an alert about `data` with the buttons `actions` builds for it.
    ///
    /// ```swift
    /// .alert("Delete memo?", isPresented: $isConfirming, presenting: memo) { memo in Button("Delete") { delete(memo) } }
    /// ```
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }
}

/// Presents a card while a flag is set; its buttons close it.
struct PresentationCardModifier<Card: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let card: Card

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        if isPresented.wrappedValue {
            let dismiss = isPresented.dismissal
            var inner = context
            inner.environment.afterButtonAction = dismiss
            inner.environment.emboldensCancelButtons = true
            try inner.present(card, dismiss: dismiss)
        }
        return nodes
    }
}

/// The alert: a card in the middle of the dimmed screen.
struct AlertCard<Actions: View, Message: View>: View, PrimitiveView {
    let title: Text
    let actions: Actions
    let message: Message

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        var buttons = try context.resolve(actions)
        if buttons.isEmpty { buttons = try context.resolve(Button("OK") {}) }
        let isCancel = { (node: Node) in node.buttonRole == .cancel }
        // Two buttons sit side by side with the cancel one on the left; more stand in a column
        // with the cancel one last.
        let cancels = buttons.filter(isCancel)
        let others = buttons.filter { !isCancel($0) }
        let ordered = buttons.count == 2 ? cancels + others : others + cancels
        let messageNodes = try context.resolve(message.font(.footnote).multilineTextAlignment(.center))
        let card = VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline).multilineTextAlignment(.center)
                ResolvedNodesView(nodes: messageNodes)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 20)
            .frame(maxWidth: .infinity)
            Divider()
            if ordered.count == 2 {
                HStack(spacing: 0) {
                    AlertButtonCell(node: ordered[0])
                    Divider()
                    AlertButtonCell(node: ordered[1])
                }
                .frame(height: 44)
            } else {
                VStack(spacing: 0) {
                    ForEach(Array(ordered.enumerated()), id: \.offset) { index, node in
                        if index > 0 { Divider() }
                        AlertButtonCell(node: node)
                    }
                }
            }
        }
        .frame(width: 270)
        .background(Color.alertBackground, in: .rect(cornerRadius: 14))
        let layer = ZStack {
            DimmingLayer()
            card
        }
        // VoiceOver reads what is presented and nothing behind it.
        return try context.resolve(layer.accessibilityAddTraits(.isModal))
    }
}

/// One button of an alert: its whole cell, at least 44 points tall, takes the tap.
private struct AlertButtonCell: View {
    let node: Node

    var body: some View {
        ResolvedNodesView(nodes: [node.withLabelFilling(minHeight: 44)])
    }
}

extension Node {
    /// The role of the button this node is, if it is one.
    var buttonRole: ButtonRole? {
        if let button = kind.as(ButtonNode.self) { return button.role }
        return nil
    }

    /// The button with its label centred in a frame of the full width and at least `minHeight`
    /// tall, so the whole cell takes the tap; any other node unchanged.
    func withLabelFilling(minHeight: CGFloat) -> Node {
        guard kind.is(ButtonNode.self), let label = children.first else { return self }
        let frame = FlexibleFrameNode(maxWidth: .infinity, minHeight: minHeight, alignment: .center)
        return Node(kind, children: [Node(.flexibleFrame(frame), children: [label])])
    }
}
