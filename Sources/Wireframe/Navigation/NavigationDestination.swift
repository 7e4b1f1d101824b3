import Foundation

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is `true`,
    /// as SwiftUI's (iOS 17) does.
    ///
    /// The pushed screen is drawn as a link's is: on top, under a bar with a back button titled
    /// after the screen below. The back button and `@Environment(\.dismiss)` inside the screen
    /// pop it by setting `isPresented` to `false`. Outside a navigation stack nothing is pushed.
    ///
    /// ```swift
    /// Button("Details") { isShowingDetails = true }
    ///     .navigationDestination(isPresented: $isShowingDetails) { DetailsView() }
    /// ```
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
        modifier(
            PresentedDestinationModifier(isPresented: { isPresented.wrappedValue }, dismiss: isPresented.dismissal) {
                AnyView(destination())
            })
    }

    /// Pushes the screen `destination` builds for `item` while `item` is not `nil`; popping it
    /// sets `item` to `nil`. A new item replaces the screen.
    ///
    /// ```swift
    /// List(memos, selection: $selectedMemo) { … }
    ///     .navigationDestination(item: $selectedMemo) { memo in MemoEditorView(memo: memo) }
    /// ```
    public func navigationDestination<D: Hashable, Destination: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        let id: AnyHashable? = if let value = item.wrappedValue { AnyHashable(value) } else { nil }
        return modifier(
            PresentedDestinationModifier(isPresented: { item.wrappedValue != nil }, id: id, dismiss: item.itemDismissal()) {
                AnyView(item.wrappedValue.map(destination))
            })
    }
}

/// A screen pushed because a binding says so: `navigationDestination(isPresented:)`,
/// `navigationDestination(item:)` and the deprecated `NavigationLink(isActive:)` forms.
struct PresentedScreen {
    /// Where the modifier or link that pushes it is, which identifies the screen's state.
    let identity: ViewIdentity
    let view: AnyView
    /// Sets the binding back: what the back button and `dismiss` do.
    let dismiss: @MainActor @Sendable () -> Void
}

/// Registers its screen with the navigation stack around it while the binding presents it.
struct PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: @MainActor () -> Bool
    var id: AnyHashable? = nil
    let dismiss: @MainActor @Sendable () -> Void
    let destination: @MainActor () -> AnyView

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        if isPresented() {
            let identity = id.map { context.identity.appending(id: $0) } ?? context.identity
            let screen = PresentedScreen(identity: identity, view: destination(), dismiss: dismiss)
            context.updateNavigationBar { $0.presented.append(screen) }
        }
        return nodes
    }
}
