#if !canImport(Darwin)
    import Foundation

    extension RunLoop {
        /// A run loop's time, as Combine's `RunLoop.SchedulerTimeType`: a `Date`.
        ///
        /// ```swift
        /// let later = RunLoop.main.now.advanced(by: .seconds(1))
        /// ```
        public struct SchedulerTimeType: Strideable, Hashable, Sendable {
            /// The date.
            public var date: Date

            /// The time `date`.
            public init(_ date: Date) {
                self.date = date
            }

            /// Where the test, immediate and unimplemented schedulers' time starts: 1970-01-01
            /// 00:00:00 UTC.
            static let start = Self(Date(timeIntervalSince1970: 0))

            /// The stride from this time to `other`.
            public func distance(to other: Self) -> Stride {
                Stride(other.date.timeIntervalSince(date))
            }

            /// The time `stride` later (earlier for a negative stride).
            public func advanced(by stride: Stride) -> Self {
                Self(date.addingTimeInterval(stride.magnitude))
            }

            /// Whether `lhs` is before `rhs`.
            public static func < (lhs: Self, rhs: Self) -> Bool {
                lhs.date < rhs.date
            }

            /// A span of run-loop time in seconds; a number literal is seconds.
            ///
            /// ```swift
            /// try await mainRunLoop.sleep(for: 1)
            /// try await mainRunLoop.sleep(for: .milliseconds(300))
            /// ```
            public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                ExpressibleByFloatLiteral, Hashable, Sendable
            {
                /// The span in seconds; negative for a span back in time, as Combine's.
                public var magnitude: TimeInterval

                /// The span in seconds.
                public var timeInterval: TimeInterval { magnitude }

                /// The span of `timeInterval` seconds; a NaN is zero.
                public init(_ timeInterval: TimeInterval) {
                    self.magnitude = timeInterval.isNaN ? 0 : timeInterval
                }

                /// `value` seconds.
                public init(floatLiteral value: Double) {
                    self.init(value)
                }

                /// `value` seconds.
                public init(integerLiteral value: Int) {
                    self.init(TimeInterval(value))
                }

                /// `source` seconds, or `nil` when a `Double` cannot hold it exactly.
                public init?<T: BinaryInteger>(exactly source: T) {
                    guard let seconds = TimeInterval(exactly: source) else { return nil }
                    self.init(seconds)
                }

                /// `s` whole seconds.
                public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
                /// `s` seconds.
                public static func seconds(_ s: Double) -> Self { Self(s) }
                /// `ms` milliseconds.
                public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
                /// `us` microseconds.
                public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
                /// `ns` nanoseconds.
                public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

                /// Whether `lhs` is shorter than `rhs`.
                public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
                /// The sum.
                public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
                /// The difference.
                public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
                /// The product.
                public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
                /// Multiplies `lhs` by `rhs`.
                public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
            }
        }

        /// What an action is scheduled on a run loop with: nothing, as Combine's
        /// `RunLoop.SchedulerOptions`.
        ///
        /// ```swift
        /// RunLoop.main.schedule(options: nil) { … }
        /// ```
        public struct SchedulerOptions: Sendable {}
    }

    /// A run loop runs scheduled actions with timers in its default mode. Nothing runs the main
    /// run loop of a program here, whose main actor runs on the main dispatch queue, so the main
    /// run loop's actions are scheduled on that queue instead, at the same dates.
    extension RunLoop: Scheduler {
        /// The current date.
        public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

        /// No tolerance: zero.
        public var minimumTolerance: SchedulerTimeType.Stride { 0 }

        /// The seconds from now to `date`, at least zero and at most a year, which Dispatch's
        /// deadlines hold without overflowing.
        private static func delay(until date: SchedulerTimeType) -> TimeInterval {
            let seconds = date.date.timeIntervalSinceNow
            return seconds.isFinite ? min(max(seconds, 0), 365 * 24 * 3600) : 0
        }

        /// Runs `action` on the run loop.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            schedule(after: now, tolerance: minimumTolerance, options: options, action)
        }

        /// Runs `action` on the run loop at `date`.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            let action = UncheckedSendable(action)
            guard self !== RunLoop.main else {
                DispatchQueue.main.asyncAfter(wallDeadline: .now() + Self.delay(until: date)) { action.value() }
                return
            }
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
            timer.tolerance = max(tolerance.magnitude, 0)
            add(timer, forMode: .default)
        }

        /// Runs `action` on the run loop at `date`, then every `interval`; a non-positive
        /// `interval` reports an issue and runs `action` once.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            let repeats = SchedulerInterval.isRepeatable(interval)
            let action = UncheckedSendable(action)
            guard self !== RunLoop.main else {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let start = DispatchWallTime.now() + Self.delay(until: date)
                let nanoseconds = Int(min(max(interval.magnitude * 1e9, 1), 1e18))
                source.schedule(wallDeadline: start, repeating: repeats ? .nanoseconds(nanoseconds) : .never)
                source.setEventHandler {
                    action.value()
                    if !repeats { source.cancel() }
                }
                source.resume()
                let scheduled = UncheckedSendable(source)
                return AnyCancellable { scheduled.value.cancel() }
            }
            let timer = Timer(fire: date.date, interval: repeats ? interval.magnitude : 0, repeats: repeats) { _ in
                action.value()
            }
            timer.tolerance = max(tolerance.magnitude, 0)
            add(timer, forMode: .default)
            let scheduled = UncheckedSendable(timer)
            return AnyCancellable { scheduled.value.invalidate() }
        }
    }
#endif
