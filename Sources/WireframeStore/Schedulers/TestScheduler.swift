#if !canImport(Darwin)
    import Foundation

    /// A scheduler whose time moves only when a test advances it, as combine-schedulers'
    /// `TestScheduler`.
    ///
    /// ```swift
    /// let mainQueue = DispatchQueue.test
    /// let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
    ///     $0.mainQueue = mainQueue.eraseToAnyScheduler()
    /// }
    /// await store.send(.start)
    /// await mainQueue.advance(by: 1)
    /// await store.receive(.tick) { $0.count = 1 }
    /// ```
    ///
    /// Nothing scheduled runs until `advance(by:)`, `advance(to:)` or `run()`, not even an action
    /// scheduled for now. Actions run in time order, ties in the order they were scheduled, each
    /// with ``now`` set to its time. The async forms first let started tasks reach their next
    /// suspension point, and after each action let the task it woke run, so a sleeping effect
    /// sees the time it slept until.
    public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        private struct Scheduled {
            let sequence: UInt64
            let date: SchedulerTimeType
            let action: () -> Void
        }

        private let lock = NSLock()
        private var current: SchedulerTimeType
        private var scheduled: [Scheduled] = []
        private var lastSequence: UInt64 = 0

        /// A scheduler whose time starts at `now`.
        ///
        /// ```swift
        /// let scheduler = TestScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>(
        ///     now: .init(.init(uptimeNanoseconds: 1)))
        /// ```
        public init(now: SchedulerTimeType) {
            self.current = now
        }

        /// No tolerance: zero.
        public var minimumTolerance: SchedulerTimeType.Stride { .zero }

        /// The scheduler's current time.
        public var now: SchedulerTimeType { lock.withLock { current } }

        /// How many actions are waiting to run.
        var scheduledCount: Int { lock.withLock { scheduled.count } }

        /// Moves time forward by `duration` (nothing by default), running every action due by then.
        ///
        /// ```swift
        /// await mainQueue.advance(by: .milliseconds(300))
        /// ```
        @MainActor
        public func advance(by duration: SchedulerTimeType.Stride = .zero) async {
            await advance(to: now.advanced(by: duration))
        }

        /// Moves time forward to `instant`, running every action due by then, in order.
        @MainActor
        public func advance(to instant: SchedulerTimeType) async {
            await Yield.letStartedTasksSettle()
            while let next = takeNext(notAfter: instant) {
                next.action()
                await Yield.letOtherTasksRun()
            }
            lock.withLock { current = max(current, instant) }
            await Yield.letOtherTasksRun()
        }

        /// Runs every scheduled action, moving time to each in turn, until none is left.
        ///
        /// ```swift
        /// await store.send(.start)
        /// await mainQueue.run()
        /// ```
        ///
        /// An action that repeats (a timer) never runs out: after five seconds of real time the
        /// scheduler stops and reports an issue at the call. Cancel the timer first, or advance by
        /// a fixed amount instead.
        @MainActor
        public func run(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) async {
            var budget = WaitBudget(timeout: .seconds(5))
            await Yield.letStartedTasksSettle()
            while let date = nextDate() {
                guard budget.spend() else {
                    return reportRunningOut(at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
                }
                await advance(to: date)
            }
        }

        /// Moves time forward by `duration` without waiting for other tasks, running every action
        /// due by then.
        public func advance(by duration: SchedulerTimeType.Stride = .zero) {
            advance(to: now.advanced(by: duration))
        }

        /// Moves time forward to `instant` without waiting for other tasks, running every action
        /// due by then.
        public func advance(to instant: SchedulerTimeType) {
            while let next = takeNext(notAfter: instant) {
                next.action()
            }
            lock.withLock { current = max(current, instant) }
        }

        /// Runs every scheduled action, without waiting for other tasks, until none is left; a
        /// repeating action stops it after five seconds of real time, with an issue at the call.
        public func run(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            var budget = WaitBudget(timeout: .seconds(5))
            while let date = nextDate() {
                guard budget.spend() else {
                    return reportRunningOut(at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
                }
                advance(to: date)
            }
        }

        /// The time of the earliest scheduled action.
        private func nextDate() -> SchedulerTimeType? {
            lock.withLock { scheduled.map(\.date).min() }
        }

        private func reportRunningOut(at location: SourceLocationInfo) {
            IssueDelivery.reportIssue(
                "Expected every scheduled action to run, but actions are still scheduled after 5 seconds: "
                    + "a repeating action never runs out. Cancel it, or advance by a fixed amount.",
                at: location)
        }

        /// Schedules `action` for the current time: it runs at the next advance.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            lock.withLock { enqueue(at: current, action) }
        }

        /// Schedules `action` for `date`.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            lock.withLock { enqueue(at: date, action) }
        }

        /// Schedules `action` for `date` and every `interval` after, until cancelled; a
        /// non-positive `interval` reports an issue and schedules `action` once.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            let repeats = SchedulerInterval.isRepeatable(interval)
            let sequence = lock.withLock { nextSequence() }
            func occurrence(at date: SchedulerTimeType) -> () -> Void {
                { [weak self] in
                    if repeats, let self {
                        let next = date.advanced(by: interval)
                        self.lock.withLock {
                            self.scheduled.append(Scheduled(sequence: sequence, date: next, action: occurrence(at: next)))
                        }
                    }
                    action()
                }
            }
            lock.withLock { scheduled.append(Scheduled(sequence: sequence, date: date, action: occurrence(at: date))) }
            return AnyCancellable { [weak self] in
                self?.lock.withLock { self?.scheduled.removeAll { $0.sequence == sequence } }
            }
        }

        /// Adds `action` at `date`; the lock is held.
        private func enqueue(at date: SchedulerTimeType, _ action: @escaping () -> Void) {
            scheduled.append(Scheduled(sequence: nextSequence(), date: date, action: action))
        }

        /// The next sequence number; the lock is held.
        private func nextSequence() -> UInt64 {
            lastSequence += 1
            return lastSequence
        }

        /// Removes and returns the earliest action due by `instant`, moving time to it.
        private func takeNext(notAfter instant: SchedulerTimeType) -> Scheduled? {
            lock.withLock {
                var best: Int?
                for (index, candidate) in scheduled.enumerated() where candidate.date <= instant {
                    if let best, (scheduled[best].date, scheduled[best].sequence) <= (candidate.date, candidate.sequence) {
                        continue
                    }
                    best = index
                }
                guard let best else { return nil }
                let next = scheduled.remove(at: best)
                current = max(current, next.date)
                return next
            }
        }
    }

    /// A test scheduler with the time and options of scheduler `S`: `TestSchedulerOf<DispatchQueue>`.
    ///
    /// ```swift
    /// let mainQueue: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
    /// ```
    public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType, S.SchedulerOptions>

    extension DispatchQueue {
        /// A test scheduler with a dispatch queue's time, starting at uptime 1 ns (Dispatch reads
        /// 0 as "now").
        ///
        /// ```swift
        /// let mainQueue = DispatchQueue.test
        /// $0.mainQueue = mainQueue.eraseToAnyScheduler()
        /// ```
        public static var test: TestSchedulerOf<DispatchQueue> {
            TestScheduler(now: .start)
        }
    }

    extension RunLoop {
        /// A test scheduler with a run loop's time, starting at 1970-01-01 00:00:00 UTC.
        ///
        /// ```swift
        /// let mainRunLoop = RunLoop.test
        /// $0.mainRunLoop = mainRunLoop.eraseToAnyScheduler()
        /// ```
        public static var test: TestSchedulerOf<RunLoop> {
            TestScheduler(now: .start)
        }
    }
#endif
