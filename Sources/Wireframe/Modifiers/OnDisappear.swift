import Foundation

extension View {
    /// Runs `action` when the view goes away: when a render no longer shows it, as in SwiftUI.
    ///
    /// A view goes away when its place in the tree changes, its branch of an `if` is no longer
    /// taken, its `ForEach` element is removed or its `id(_:)` changes. A scripted screen runs the
    /// action after that render; a plain `renderASCII` runs none.
    ///
    /// ```swift
    /// DetailView().onDisappear { store.send(.detailClosed) }
    /// ```
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(DisappearModifier(action: action ?? {}))
    }
}

/// Hands the action to the view graph, which runs it when a render no longer meets the view.
private struct DisappearModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.session.graph.noteDisappearance(at: context.identity, action: action)
        return try content(context)
    }
}
