import Foundation

extension View {
    /// Makes the view refreshable: pulling a list down runs `action`, as in SwiftUI.
    ///
    /// There is no finger to pull with: a scripted screen runs the action with
    /// `await host.refresh()`, waits for it and settles. A plain render shows no change.
    ///
    /// ```swift
    /// List(memos) { MemoView(memo: $0) }
    ///     .refreshable { await store.send(.findAllMemo).finish() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

/// Hands the action to the view graph, where a scripted screen finds it.
private struct RefreshableModifier: ViewModifier, PrimitiveModifier {
    let action: @Sendable () async -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.session.graph.noteRefresh(action)
        return try content(context)
    }
}
