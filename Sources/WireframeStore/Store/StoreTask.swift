/// The effects started by one `Store.send`, to await or cancel.
///
/// ```swift
/// await store.send(.refresh).finish()   // returns when the refresh effects have finished
/// ```
///
/// When the send started no effects, finishing returns at once; no task is created for it.
public struct StoreTask: Hashable, Sendable {
    @usableFromInline let tasks: [Task<Void, Never>]

    @inlinable
    init(tasks: [Task<Void, Never>]) {
        self.tasks = tasks
    }

    /// Cancels the effects.
    public func cancel() {
        for task in tasks { task.cancel() }
    }

    /// Waits until the effects, and the effects of the actions they sent, have finished.
    ///
    /// Cancelling the waiting task cancels the effects.
    public func finish() async {
        guard !tasks.isEmpty else { return }
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            cancel()
        }
    }

    /// Whether every effect has been cancelled; `true` when there were none.
    public var isCancelled: Bool {
        tasks.allSatisfy(\.isCancelled)
    }
}
