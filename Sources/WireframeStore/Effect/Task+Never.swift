extension Task where Success == Never, Failure == Never {
    /// Suspends until the current task is cancelled, then throws `CancellationError`.
    ///
    /// ```swift
    /// return .run { _ in
    ///     defer { print("stopped") }
    ///     try await Task.never()
    /// }
    /// .cancellable(id: CancelID.listening)
    /// ```
    ///
    /// Useful for an effect that should stay alive (holding a subscription, say) until it is
    /// cancelled, and for stubbing an endpoint that never answers in a test.
    public static func never() async throws -> Never {
        while true {
            try await Task<Never, Never>.sleep(nanoseconds: UInt64.max / 2)
        }
    }
}
