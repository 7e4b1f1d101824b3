#if !canImport(Darwin)
    import Foundation

    /// A scheduler whose kind is hidden, as combine-schedulers' `AnyScheduler`: the type a feature
    /// stores, so that the app passes the main queue and a test passes a ``TestScheduler``.
    ///
    /// ```swift
    /// struct Environment {
    ///     var mainQueue: AnySchedulerOf<DispatchQueue>
    /// }
    /// let live = Environment(mainQueue: .main)
    /// let test = Environment(mainQueue: DispatchQueue.test.eraseToAnyScheduler())
    /// ```
    // Unchecked: it holds closures over a scheduler of any kind, as combine-schedulers' does; the
    // schedulers here (dispatch queues, run loops, the test schedulers) may be used from any thread.
    public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        private let readMinimumTolerance: () -> SchedulerTimeType.Stride
        private let readNow: () -> SchedulerTimeType
        private let scheduleNow: (SchedulerOptions?, @escaping () -> Void) -> Void
        private let scheduleOnce: (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
        private let scheduleRepeating:
            (
                SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
                @escaping () -> Void
            ) -> any Cancellable

        /// A scheduler made of closures: one per requirement.
        ///
        /// ```swift
        /// let logging = AnyScheduler(
        ///     minimumTolerance: { queue.minimumTolerance }, now: { queue.now },
        ///     scheduleImmediately: { print("now"); queue.schedule(options: $0, $1) },
        ///     delayed: { queue.schedule(after: $0, tolerance: $1, options: $2, $3) },
        ///     interval: { queue.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) })
        /// ```
        ///
        /// - Parameters:
        ///   - minimumTolerance: Returns the minimum tolerance.
        ///   - now: Returns the current time.
        ///   - scheduleImmediately: Runs an action as soon as possible.
        ///   - delayed: Runs an action once at a time.
        ///   - interval: Runs an action at a time and then repeatedly.
        public init(
            minimumTolerance: @escaping () -> SchedulerTimeType.Stride,
            now: @escaping () -> SchedulerTimeType,
            scheduleImmediately: @escaping (SchedulerOptions?, @escaping () -> Void) -> Void,
            delayed:
                @escaping (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) ->
                Void,
            interval:
                @escaping (
                    SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
                    @escaping () -> Void
                ) -> any Cancellable
        ) {
            self.readMinimumTolerance = minimumTolerance
            self.readNow = now
            self.scheduleNow = scheduleImmediately
            self.scheduleOnce = delayed
            self.scheduleRepeating = interval
        }

        /// `scheduler`, its kind hidden.
        ///
        /// ```swift
        /// let mainQueue = AnyScheduler(DispatchQueue.main)
        /// ```
        public init<S: Scheduler<SchedulerTimeType>>(_ scheduler: S) where S.SchedulerOptions == SchedulerOptions {
            self.init(
                minimumTolerance: { scheduler.minimumTolerance },
                now: { scheduler.now },
                scheduleImmediately: { scheduler.schedule(options: $0, $1) },
                delayed: { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) },
                interval: { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) })
        }

        /// The wrapped scheduler's minimum tolerance.
        public var minimumTolerance: SchedulerTimeType.Stride { readMinimumTolerance() }

        /// The wrapped scheduler's current time.
        public var now: SchedulerTimeType { readNow() }

        /// Runs `action` on the wrapped scheduler as soon as possible.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            scheduleNow(options, action)
        }

        /// Runs `action` on the wrapped scheduler once, at `date`.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            scheduleOnce(date, tolerance, options, action)
        }

        /// Runs `action` on the wrapped scheduler at `date`, then every `interval`.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            scheduleRepeating(date, interval, tolerance, options, action)
        }
    }

    /// The type-erased form of scheduler `S`: `AnySchedulerOf<DispatchQueue>`.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue   // AnySchedulerOf<DispatchQueue>
    /// ```
    public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>

    extension Scheduler {
        /// This scheduler, its kind hidden.
        ///
        /// ```swift
        /// $0.mainQueue = mainQueue.eraseToAnyScheduler()
        /// ```
        public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
            AnyScheduler(self)
        }
    }

    extension AnyScheduler
    where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
        /// The main dispatch queue.
        ///
        /// ```swift
        /// SystemEnvironment(mainQueue: .main)
        /// ```
        public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }

        /// The global dispatch queue of quality of service `qos`.
        ///
        /// ```swift
        /// let background = AnySchedulerOf<DispatchQueue>.global(qos: .background)
        /// ```
        public static func global(qos: DispatchQoS.QoSClass = .default) -> Self {
            DispatchQueue.global(qos: qos).eraseToAnyScheduler()
        }
    }

    extension AnyScheduler
    where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
        /// The main run loop.
        ///
        /// ```swift
        /// let mainRunLoop = AnySchedulerOf<RunLoop>.main
        /// ```
        public static var main: Self { RunLoop.main.eraseToAnyScheduler() }
    }
#endif
