#if !canImport(Darwin)
    import Foundation

    /// Something that runs actions now, later, or again and again: Combine's `Scheduler` protocol,
    /// for the platforms that have no Combine (all but Apple's: the condition is the platform, not
    /// whether a module named `Combine` is visible, so a port's stand-in `Combine` module for a
    /// file that imports it leaves these in place), so that combine-schedulers' types and TCA code that
    /// takes `AnySchedulerOf<DispatchQueue>` compile.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    ///
    /// return .run { send in
    ///     try await mainQueue.sleep(for: .seconds(1))
    ///     await send(.delayed)
    /// }
    /// ```
    ///
    /// `DispatchQueue` and `RunLoop` conform; ``AnyScheduler``, ``TestScheduler``,
    /// ``ImmediateScheduler`` and ``UnimplementedScheduler`` stand in for them in tests.
    public protocol Scheduler<SchedulerTimeType> {
        /// The scheduler's notion of a point in time.
        associatedtype SchedulerTimeType: Strideable
        where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

        /// What an action may be scheduled with besides its time.
        associatedtype SchedulerOptions

        /// The scheduler's current time.
        var now: SchedulerTimeType { get }

        /// The smallest tolerance the scheduler allows.
        var minimumTolerance: SchedulerTimeType.Stride { get }

        /// Runs `action` as soon as possible.
        func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

        /// Runs `action` once, at `date` or up to `tolerance` later.
        func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        )

        /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
        func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable
    }

    extension Scheduler {
        /// Runs `action` as soon as possible, with no options.
        ///
        /// ```swift
        /// scheduler.schedule { print("soon") }
        /// ```
        public func schedule(_ action: @escaping () -> Void) {
            schedule(options: nil, action)
        }

        /// Runs `action` once at `date`, with the scheduler's minimum tolerance.
        ///
        /// ```swift
        /// scheduler.schedule(after: scheduler.now.advanced(by: 1)) { print("a second later") }
        /// ```
        public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
            schedule(after: date, tolerance: minimumTolerance, options: nil, action)
        }

        /// Runs `action` once at `date`, up to `tolerance` later.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            _ action: @escaping () -> Void
        ) {
            schedule(after: date, tolerance: tolerance, options: nil, action)
        }

        /// Runs `action` at `date`, then every `interval`, with the scheduler's minimum tolerance.
        ///
        /// ```swift
        /// let ticks = scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
        /// ticks.cancel()
        /// ```
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
        }

        /// Runs `action` at `date`, then every `interval`, up to `tolerance` late each time.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
        }
    }

    /// A stride of scheduler time that can be made from seconds and their fractions, as Combine's
    /// protocol of the same name.
    ///
    /// ```swift
    /// try await mainQueue.sleep(for: .milliseconds(300))
    /// ```
    public protocol SchedulerTimeIntervalConvertible {
        /// `s` whole seconds.
        static func seconds(_ s: Int) -> Self
        /// `s` seconds.
        static func seconds(_ s: Double) -> Self
        /// `ms` milliseconds.
        static func milliseconds(_ ms: Int) -> Self
        /// `us` microseconds.
        static func microseconds(_ us: Int) -> Self
        /// `ns` nanoseconds.
        static func nanoseconds(_ ns: Int) -> Self
    }

    /// The check every scheduler makes of a repeating action's interval.
    enum SchedulerInterval {
        /// Whether an action can repeat every `interval`; when it cannot (zero or negative, which
        /// would repeat forever at one instant), reports an issue, and the action runs once.
        static func isRepeatable<Stride: Comparable & SignedNumeric>(_ interval: Stride) -> Bool {
            guard interval <= .zero else { return true }
            reportIssue(
                "A scheduler cannot repeat an action every \(interval): the interval must be positive. The action runs once.")
            return false
        }
    }
#endif
