#if !canImport(Darwin)
    import Foundation

    extension Scheduler {
        /// Suspends for `duration` of the scheduler's time, as combine-schedulers' `sleep(for:)`.
        ///
        /// ```swift
        /// return .run { send in
        ///     try await mainQueue.sleep(for: 1)
        ///     await send(.alertDelayReceived)
        /// }
        /// ```
        ///
        /// On a ``TestScheduler`` the task wakes only when the test advances time past the
        /// deadline — even for a zero duration, which waits for the next advance.
        ///
        /// - Parameters:
        ///   - duration: How long to sleep.
        ///   - tolerance: How late the scheduler may wake the task.
        ///   - options: The scheduler's options for the wake-up.
        /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
        public func sleep(
            for duration: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride = .zero,
            options: SchedulerOptions? = nil
        ) async throws {
            try Task.checkCancellation()
            let wake = Wake()
            // A repeating action, cancelled when it first runs, so that a cancelled sleep leaves
            // nothing scheduled; its interval is positive so that it cannot repeat at one instant.
            let interval = duration > .zero ? duration : .nanoseconds(1)
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    wake.wait(continuation)
                    let action = schedule(
                        after: now.advanced(by: duration), interval: interval, tolerance: tolerance, options: options
                    ) { wake.resume() }
                    wake.hold(action)
                }
            } onCancel: {
                wake.resume(throwing: CancellationError())
            }
            try Task.checkCancellation()
        }

        /// Suspends until the scheduler's time reaches `deadline`.
        ///
        /// ```swift
        /// try await mainQueue.sleep(until: start.advanced(by: .seconds(3)))
        /// ```
        ///
        /// - Parameters:
        ///   - deadline: When to wake.
        ///   - tolerance: How late the scheduler may wake the task.
        ///   - options: The scheduler's options for the wake-up.
        /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
        public func sleep(
            until deadline: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride = .zero,
            options: SchedulerOptions? = nil
        ) async throws {
            try await sleep(for: now.distance(to: deadline), tolerance: tolerance, options: options)
        }

        /// A stream of the scheduler's time, every `interval`, until the task iterating it ends or
        /// is cancelled, as combine-schedulers' `timer(interval:)`.
        ///
        /// ```swift
        /// return .run { send in
        ///     for await _ in mainQueue.timer(interval: 1) {
        ///         await send(.timerTick)
        ///     }
        /// }
        /// .cancellable(id: CancelID.timer)
        /// ```
        ///
        /// The first element comes `interval` after the stream is made. A non-positive `interval`
        /// reports an issue and the stream has one element.
        ///
        /// - Parameters:
        ///   - interval: The time between elements.
        ///   - tolerance: How late each element may come.
        ///   - options: The scheduler's options for each element.
        /// - Returns: The stream; ending its iteration cancels the timer.
        public func timer(
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride = .zero,
            options: SchedulerOptions? = nil
        ) -> AsyncStream<SchedulerTimeType> where SchedulerTimeType: Sendable {
            let scheduler = UncheckedSendable(self)
            return AsyncStream { continuation in
                let start = now.advanced(by: interval)
                let timer = UncheckedSendable(
                    schedule(after: start, interval: interval, tolerance: tolerance, options: options) {
                        continuation.yield(scheduler.value.now)
                    })
                continuation.onTermination = { _ in timer.value.cancel() }
            }
        }

        /// How much of the scheduler's time `work` takes.
        ///
        /// ```swift
        /// let elapsed = scheduler.measure { scheduler.advance(by: 2) }   // 2 seconds
        /// ```
        public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
            let start = now
            try work()
            return start.distance(to: now)
        }

        /// Waits for the scheduler to run an action scheduled now: what Combine's
        /// `receive(on:)` does to a value.
        func hop(options: SchedulerOptions? = nil) async throws {
            try Task.checkCancellation()
            let wake = Wake()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    wake.wait(continuation)
                    schedule(options: options) { wake.resume() }
                }
            } onCancel: {
                wake.resume(throwing: CancellationError())
            }
        }
    }

    /// A sleeping task's continuation and the scheduled action that resumes it: whichever of the
    /// action and cancellation comes first resumes the task, once, and cancels the action.
    private final class Wake: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, any Error>?
        private var action: (any Cancellable)?
        private var outcome: Result<Void, any Error>?

        func wait(_ continuation: CheckedContinuation<Void, any Error>) {
            let early: Result<Void, any Error>? = lock.withLock {
                guard outcome == nil else { return outcome }
                self.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        /// Keeps the scheduled action, or cancels it when the task has already been resumed.
        func hold(_ action: any Cancellable) {
            let isDone = lock.withLock {
                guard outcome == nil else { return true }
                self.action = action
                return false
            }
            if isDone { action.cancel() }
        }

        func resume(throwing error: (any Error)? = nil) {
            let (continuation, action): (CheckedContinuation<Void, any Error>?, (any Cancellable)?) = lock.withLock {
                guard outcome == nil else { return (nil, nil) }
                outcome = error.map { .failure($0) } ?? .success(())
                defer {
                    self.continuation = nil
                    self.action = nil
                }
                return (self.continuation, self.action)
            }
            action?.cancel()
            continuation?.resume(with: error.map { .failure($0) } ?? .success(()))
        }
    }
#endif
