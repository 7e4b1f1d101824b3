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
    ///
    /// The action has SwiftUI's type. A closure written in a view inherits the view's main actor
    /// (as `Task { … }` inherits its context), so it runs there and may call main-actor methods
    /// without `await`: code of the Swift 5 era such as `.refreshable { viewStore.send(.reload) }`,
    /// written against TCA 0.x's `ViewStore` (not actor-isolated, used from the main thread),
    /// compiles in the Swift 6 language mode. SwiftUI's own closure is not isolated, and in Swift 6
    /// mode the same line needs `await` there.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

/// Hands the action to the view graph, where a scripted screen finds it.
private struct RefreshableModifier: ViewModifier, PrimitiveModifier {
    let action: @Sendable () async -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.session.graph.noteRefresh(action)
        var inner = context
        inner.environment.refresh = RefreshAction(action: action)
        return try content(inner)
    }
}
