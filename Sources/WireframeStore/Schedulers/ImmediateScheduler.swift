#if !canImport(Darwin)
    import Foundation

    /// A scheduler that runs every action at once, as combine-schedulers' `ImmediateScheduler`:
    /// for tests that do not care about time. Its time never moves.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
    ///     $0.mainQueue = .immediate
    /// }
    /// await store.send(.alertButtonTapped)   // `mainQueue.sleep(for: 1)` returns at once
    /// await store.receive(.alertDelayReceived) { … }
    /// ```
    ///
    /// A repeating action runs once: a timer on it ticks once.
    public struct ImmediateScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        /// No tolerance: zero.
        public var minimumTolerance: SchedulerTimeType.Stride { .zero }

        /// The scheduler's time, which never moves.
        public let now: SchedulerTimeType

        /// A scheduler whose time is always `now`.
        ///
        /// ```swift
        /// let immediate = ImmediateScheduler<RunLoop.SchedulerTimeType, RunLoop.SchedulerOptions>(
        ///     now: .init(Date(timeIntervalSince1970: 0)))
        /// ```
        public init(now: SchedulerTimeType) {
            self.now = now
        }

        /// Runs `action` now.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            action()
        }

        /// Runs `action` now, whatever `date` says.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            action()
        }

        /// Runs `action` once, now.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            action()
            return AnyCancellable {}
        }
    }

    extension ImmediateScheduler: Sendable where SchedulerTimeType: Sendable {}

    /// An immediate scheduler with the time and options of scheduler `S`.
    ///
    /// ```swift
    /// let immediate: ImmediateSchedulerOf<DispatchQueue> = DispatchQueue.immediate
    /// ```
    public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<S.SchedulerTimeType, S.SchedulerOptions>

    extension DispatchQueue {
        /// An immediate scheduler with a dispatch queue's time.
        ///
        /// ```swift
        /// $0.mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
        /// ```
        public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
            ImmediateScheduler(now: .start)
        }
    }

    extension RunLoop {
        /// An immediate scheduler with a run loop's time.
        ///
        /// ```swift
        /// $0.mainRunLoop = RunLoop.immediate.eraseToAnyScheduler()
        /// ```
        public static var immediate: ImmediateSchedulerOf<RunLoop> {
            ImmediateScheduler(now: .start)
        }
    }

    extension AnyScheduler
    where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
        /// An immediate scheduler with a dispatch queue's time, its kind hidden.
        ///
        /// ```swift
        /// $0.mainQueue = .immediate
        /// ```
        public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }
    }

    extension AnyScheduler
    where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
        /// An immediate scheduler with a run loop's time, its kind hidden.
        ///
        /// ```swift
        /// $0.mainRunLoop = .immediate
        /// ```
        public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
    }
#endif
