#if !canImport(Darwin)
    import Dispatch
    import Foundation

    extension DispatchQueue {
        /// A dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`: a `DispatchTime`.
        ///
        /// ```swift
        /// let later = DispatchQueue.main.now.advanced(by: .milliseconds(300))
        /// ```
        ///
        /// Arithmetic saturates: a time never goes before the start of the clock or past its end.
        public struct SchedulerTimeType: Strideable, Hashable, Sendable {
            /// The dispatch time.
            public var dispatchTime: DispatchTime

            /// The time `time`.
            public init(_ time: DispatchTime) {
                self.dispatchTime = time
            }

            /// Where the test, immediate and unimplemented schedulers' time starts: uptime 1 ns,
            /// as Dispatch reads 0 as "now".
            static let start = Self(DispatchTime(uptimeNanoseconds: 1))

            /// The stride from this time to `other`.
            public func distance(to other: Self) -> Stride {
                let from = dispatchTime.uptimeNanoseconds
                let to = other.dispatchTime.uptimeNanoseconds
                let magnitude = from <= to ? Int(clamping: to - from) : -Int(clamping: from - to)
                return Stride(nanoseconds: magnitude)
            }

            /// The time `stride` later (earlier for a negative stride).
            public func advanced(by stride: Stride) -> Self {
                let start = dispatchTime.uptimeNanoseconds
                let step = stride.magnitude.magnitude
                guard stride.magnitude < 0 else {
                    let (sum, overflow) = start.addingReportingOverflow(UInt64(step))
                    return Self(DispatchTime(uptimeNanoseconds: overflow ? .max : sum))
                }
                // Zero would be read as "now" by Dispatch; the earliest time is 1.
                return Self(DispatchTime(uptimeNanoseconds: start > UInt64(step) ? start - UInt64(step) : 1))
            }

            /// Whether `lhs` is before `rhs`.
            public static func < (lhs: Self, rhs: Self) -> Bool {
                lhs.dispatchTime < rhs.dispatchTime
            }

            /// Whether the two times are the same.
            public static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
            }

            /// Hashes the time.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(dispatchTime.uptimeNanoseconds)
            }

            /// A span of dispatch-queue time in nanoseconds; a number literal is seconds.
            ///
            /// ```swift
            /// try await mainQueue.sleep(for: 1)        // one second
            /// try await mainQueue.sleep(for: 0.25)     // a quarter of a second
            /// try await mainQueue.sleep(for: .milliseconds(300))
            /// ```
            public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                ExpressibleByFloatLiteral, Hashable, Sendable
            {
                /// The span in nanoseconds; negative for a span back in time, as Combine's.
                public var magnitude: Int

                /// The span as a `DispatchTimeInterval`.
                public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

                init(nanoseconds: Int) {
                    self.magnitude = nanoseconds
                }

                /// The span `timeInterval`; `.never` is the longest span.
                public init(_ timeInterval: DispatchTimeInterval) {
                    switch timeInterval {
                    case .seconds(let s): self = .seconds(s)
                    case .milliseconds(let ms): self = .milliseconds(ms)
                    case .microseconds(let us): self = .microseconds(us)
                    case .nanoseconds(let ns): self = .nanoseconds(ns)
                    case .never: self.init(nanoseconds: .max)
                    @unknown default: self.init(nanoseconds: .max)
                    }
                }

                /// `value` seconds.
                public init(floatLiteral value: Double) {
                    self = .seconds(value)
                }

                /// `value` whole seconds.
                public init(integerLiteral value: Int) {
                    self = .seconds(value)
                }

                /// `source` whole seconds, or `nil` when that many nanoseconds do not fit.
                public init?<T: BinaryInteger>(exactly source: T) {
                    guard let seconds = Int(exactly: source) else { return nil }
                    let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                    guard !overflow else { return nil }
                    self.init(nanoseconds: nanoseconds)
                }

                /// `s` whole seconds.
                public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s.saturatingTimes(1_000_000_000)) }
                /// `s` seconds; a NaN is zero.
                public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(saturating: s * 1e9)) }
                /// `ms` milliseconds.
                public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms.saturatingTimes(1_000_000)) }
                /// `us` microseconds.
                public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us.saturatingTimes(1_000)) }
                /// `ns` nanoseconds.
                public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

                /// Whether `lhs` is shorter than `rhs`.
                public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
                /// The sum, saturating.
                public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude.saturatingPlus(rhs.magnitude)) }
                /// The difference, saturating.
                public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude.saturatingMinus(rhs.magnitude)) }
                /// The product, saturating.
                public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude.saturatingTimes(rhs.magnitude)) }
                /// Multiplies `lhs` by `rhs`.
                public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
            }
        }

        /// What a block is scheduled on a dispatch queue with, as Combine's
        /// `DispatchQueue.SchedulerOptions`.
        ///
        /// ```swift
        /// DispatchQueue.main.schedule(options: .init(qos: .userInitiated)) { … }
        /// ```
        // Unchecked: Dispatch does not mark its flags `Sendable`; they are a plain option set.
        public struct SchedulerOptions: @unchecked Sendable {
            /// The quality of service of the block.
            public var qos: DispatchQoS
            /// The block's flags.
            public var flags: DispatchWorkItemFlags
            /// The group the block joins.
            public var group: DispatchGroup?

            /// Options with the given quality of service, flags and group.
            public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
                self.qos = qos
                self.flags = flags
                self.group = group
            }
        }
    }

    /// A dispatch queue runs scheduled actions with `async`, `asyncAfter` and a dispatch timer
    /// source.
    extension DispatchQueue: Scheduler {
        /// The current dispatch time.
        public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

        /// No tolerance: zero.
        public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

        /// Runs `action` on the queue.
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            let action = UncheckedSendable(action)
            async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
                action.value()
            }
        }

        /// Runs `action` on the queue at `date`.
        public func schedule(
            after date: SchedulerTimeType,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            let action = UncheckedSendable(action)
            asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
                action.value()
            }
        }

        /// Runs `action` on the queue at `date`, then every `interval`, with a dispatch timer
        /// source; a non-positive `interval` reports an issue and runs `action` once.
        public func schedule(
            after date: SchedulerTimeType,
            interval: SchedulerTimeType.Stride,
            tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) -> any Cancellable {
            let repeats = SchedulerInterval.isRepeatable(interval)
            let timer = DispatchSource.makeTimerSource(queue: self)
            let action = UncheckedSendable(action)
            timer.setEventHandler { action.value() }
            timer.schedule(
                deadline: date.dispatchTime,
                repeating: repeats ? interval.timeInterval : .never,
                leeway: tolerance.timeInterval)
            timer.resume()
            let source = UncheckedSendable(timer)
            return AnyCancellable { source.value.cancel() }
        }
    }

    extension Int {
        /// `self * other`, or the bound it passed.
        func saturatingTimes(_ other: Int) -> Int {
            let (product, overflow) = multipliedReportingOverflow(by: other)
            guard overflow else { return product }
            return (self < 0) == (other < 0) ? .max : .min
        }

        /// `self + other`, or the bound it passed.
        func saturatingPlus(_ other: Int) -> Int {
            let (sum, overflow) = addingReportingOverflow(other)
            guard overflow else { return sum }
            return other < 0 ? .min : .max
        }

        func saturatingMinus(_ other: Int) -> Int {
            let (difference, overflow) = subtractingReportingOverflow(other)
            guard overflow else { return difference }
            return other < 0 ? .max : .min
        }

        /// `value` rounded toward zero, clamped to `Int`'s range; zero for a NaN.
        init(saturating value: Double) {
            if value.isNaN {
                self = 0
            } else if value >= Double(Int.max) {
                self = .max
            } else if value <= Double(Int.min) {
                self = .min
            } else {
                self = Int(value)
            }
        }
    }
#endif
