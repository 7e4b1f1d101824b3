/// The effects started by one `TestStore.send`, to await or cancel in a test.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
    /// The effects, as the store started them.
    public let rawValue: StoreTask

    /// Cancels the effects and lets them wind down.
    public func cancel() async {
        rawValue.cancel()
        await Yield.letOtherTasksRun()
    }

    /// Waits until the effects have finished.
    public func finish() async {
        await rawValue.finish()
    }

    /// Whether every effect has been cancelled; `true` when there were none.
    public var isCancelled: Bool {
        rawValue.isCancelled
    }
}
