/// Runs `operation` as ConcurrencyExtras' `withMainSerialExecutor` does on Apple platforms,
/// where it makes tests enqueue every task on the main thread in order. Accepted and unused
/// here: Swift does not offer the hook on Linux, so effects run on the cooperative pool, and
/// `TestStore`'s `receive` and `finish` wait for them.
///
/// ```swift
/// await withMainSerialExecutor {
///     await store.send(.startTimer)
/// }
/// ```
@MainActor
public func withMainSerialExecutor(operation: @MainActor () async throws -> Void) async rethrows {
    try await operation()
}

/// Runs `operation` as `withMainSerialExecutor(operation:)` does: accepted and unused here.
public func withMainSerialExecutor(operation: () throws -> Void) rethrows {
    try operation()
}

/// ConcurrencyExtras' switch for the main serial executor in tests; accepted and unused here
/// (see ``withMainSerialExecutor(operation:)-(()->Void)``).
///
/// ```swift
/// uncheckedUseMainSerialExecutor = true
/// ```
nonisolated(unsafe) public var uncheckedUseMainSerialExecutor = false

extension Task where Success == Never, Failure == Never {
    /// Suspends the task `count` times, so that tasks already enqueued get to run, as
    /// ConcurrencyExtras' `Task.megaYield(count:)`.
    ///
    /// ```swift
    /// await store.send(.onAppear)
    /// await Task.megaYield()
    /// ```
    public static func megaYield(count: Int = 20) async {
        await Yield.letOtherTasksRun(rounds: max(count, 0))
    }
}
