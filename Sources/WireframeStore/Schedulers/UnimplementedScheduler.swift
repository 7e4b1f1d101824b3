#if !canImport(Darwin)
    import Foundation

    /// A scheduler that reports an issue whenever it is used, as combine-schedulers'
    /// `UnimplementedScheduler`: the test value of `@Dependency(\.mainQueue)` and
    /// `@Dependency(\.mainRunLoop)`, so that a test that lets a feature use time without saying
    /// how fails.
    ///
    /// ```swift
    /// let environment = SystemEnvironment(mainQueue: .unimplemented("SystemEnvironment.mainQueue"))
    /// try await environment.mainQueue.sleep(for: 1)
    /// // Issue: SystemEnvironment.mainQueue - An unimplemented scheduler was asked for the time.
    /// ```
    ///
    /// After reporting, it behaves as an ``ImmediateScheduler``, so the test goes on.
    public struct UnimplementedScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        /// What the issues start with: the dependency or property the scheduler stands for.
        public let prefix: String
        private let time: SchedulerTimeType

        /// A scheduler whose issues start with `prefix` and whose time is `now`.
        ///
        /// ```swift
        /// let unimplemented = UnimplementedScheduler<RunLoop.SchedulerTimeType, RunLoop.SchedulerOptions>(
        ///     "Feature.runLoop", now: .init(Date(timeIntervalSince1970: 0)))
        /// ```
        public init(_ prefix: String = "", now: SchedulerTimeType) {
            self.prefix = prefix
            self.time = now
        }

        /// Zero, after reporting an issue.
        public var minimumTolerance: SchedulerTimeType.Stride {
            report("was asked for its minimum tolerance")
            return .zero
        }

        /// The time it was made with, after reporting an issue.
        public var now: SchedulerTimeType {
            report("was asked for the time")
            return time
        }

        /// Runs `action` now, after reporting an issue.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            report("was asked to run an action now")
            action()
        }

        /// Runs `action` now, after reporting an issue.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            report("was asked to run an action later")
            action()
        }

        /// Runs `action` once, now, after reporting an issue.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            report("was asked to run an action repeatedly")
            action()
            return AnyCancellable {}
        }

        private func report(_ what: String) {
            reportIssue("\(prefix.isEmpty ? "" : "\(prefix) - ")An unimplemented scheduler \(what).")
        }
    }

    extension UnimplementedScheduler: Sendable where SchedulerTimeType: Sendable {}

    /// An unimplemented scheduler with the time and options of scheduler `S`.
    ///
    /// ```swift
    /// let mainQueue: UnimplementedSchedulerOf<DispatchQueue> = DispatchQueue.unimplemented
    /// ```
    public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<S.SchedulerTimeType, S.SchedulerOptions>

    extension DispatchQueue {
        /// An unimplemented scheduler with a dispatch queue's time, its issues starting with
        /// "DispatchQueue".
        ///
        /// ```swift
        /// let mainQueue = DispatchQueue.unimplemented
        /// ```
        public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> { unimplemented("DispatchQueue") }

        /// An unimplemented scheduler with a dispatch queue's time, its issues starting with
        /// `prefix`.
        public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
            UnimplementedScheduler(prefix, now: .start)
        }
    }

    extension RunLoop {
        /// An unimplemented scheduler with a run loop's time, its issues starting with "RunLoop".
        ///
        /// ```swift
        /// let mainRunLoop = RunLoop.unimplemented
        /// ```
        public static var unimplemented: UnimplementedSchedulerOf<RunLoop> { unimplemented("RunLoop") }

        /// An unimplemented scheduler with a run loop's time, its issues starting with `prefix`.
        public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
            UnimplementedScheduler(prefix, now: .start)
        }
    }

    extension AnyScheduler
    where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
        /// An unimplemented scheduler with a dispatch queue's time, its kind hidden.
        ///
        /// ```swift
        /// SystemEnvironment(mainQueue: .unimplemented)
        /// ```
        public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }

        /// An unimplemented scheduler whose issues start with `prefix`, its kind hidden.
        public static func unimplemented(_ prefix: String) -> Self {
            DispatchQueue.unimplemented(prefix).eraseToAnyScheduler()
        }
    }

    extension AnyScheduler
    where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
        /// An unimplemented scheduler with a run loop's time, its kind hidden.
        ///
        /// ```swift
        /// $0.mainRunLoop = .unimplemented
        /// ```
        public static var unimplemented: Self { RunLoop.unimplemented.eraseToAnyScheduler() }

        /// An unimplemented scheduler whose issues start with `prefix`, its kind hidden.
        public static func unimplemented(_ prefix: String) -> Self {
            RunLoop.unimplemented(prefix).eraseToAnyScheduler()
        }
    }
#endif
