import Foundation

extension View {
    /// Starts `action` when the view appears and cancels it when the view goes away, as in
    /// SwiftUI.
    ///
    /// A scripted screen starts the task after the render that first shows the view and lets it
    /// run while it settles; a plain `renderASCII` starts none. The priority is passed to the task.
    /// As in SwiftUI, a closure written in a view runs on the main actor, so it can send to a
    /// store without `await`.
    ///
    /// ```swift
    /// MemosView(store: store).task { await store.send(.onAppear).finish() }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(task: ViewTask(id: nil, priority: priority, action: action)))
    }

    /// Starts `action` when the view appears, and again — after cancelling the running one —
    /// whenever `value` changes; cancels it when the view goes away.
    ///
    /// ```swift
    /// ResultsView(query: query).task(id: query) { await search(query) }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(task: ViewTask(id: value, priority: priority, action: action)))
    }
}

/// Hands the task to the view graph, which starts, restarts and cancels it.
private struct TaskModifier: ViewModifier, PrimitiveModifier {
    let task: ViewTask

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.session.graph.noteTask(at: context.identity, task)
        return try content(context)
    }
}
