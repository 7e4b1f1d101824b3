#if !canImport(Darwin)
    import Dispatch
    import Foundation

    extension Timer {
        /// A publisher of the date every `interval` seconds once connected, as Combine's
        /// `Timer.publish(every:tolerance:on:in:options:)` without its options; `autoconnect()` connects it when a
        /// subscriber attaches.
        ///
        /// Nothing runs the main run loop of a Linux program (its main actor runs on the main
        /// dispatch queue), so a timer on `RunLoop.main` fires on the main queue; a timer on
        /// another run loop is scheduled on that run loop in `mode`. It measures real time: a
        /// still picture never waits for it, and a test that needs ticks drives a subject instead.
        ///
        /// ```swift
        /// Text("\(seconds) s")
        ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in seconds += 1 }
        /// ```
        public static func publish(
            every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
        ) -> TimerPublisher {
            TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
        }

        /// The publisher `Timer.publish(every:on:in:)` returns: it delivers the date at every tick
        /// while connected.
        ///
        /// ```swift
        /// let ticks: Timer.TimerPublisher = Timer.publish(every: 1, on: .main, in: .common)
        /// let connection = ticks.connect()
        /// ```
        public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
            /// The date of each tick.
            public typealias Output = Date
            /// A timer cannot fail.
            public typealias Failure = Never

            /// The time between ticks, in seconds; at least a millisecond.
            public let interval: TimeInterval
            /// How late a tick may come.
            public let tolerance: TimeInterval?
            /// The run loop the timer is scheduled on.
            public let runLoop: RunLoop
            /// The run loop mode it fires in.
            public let mode: RunLoop.Mode
            private let ticks = PassthroughSubject<Date, Never>()
            private let start: (TimeInterval, @escaping @Sendable () -> Void) -> any Cancellable

            /// A timer publisher; it ticks only once connected.
            public convenience init(
                interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode
            ) {
                self.init(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode) { interval, tick in
                    TimerPublisher.repeating(every: interval, on: runLoop, in: mode, tick)
                }
            }

            /// A timer publisher whose ticks `start` schedules: what tests use to tick by hand.
            init(
                interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode,
                start: @escaping (TimeInterval, @escaping @Sendable () -> Void) -> any Cancellable
            ) {
                // A zero, negative or NaN interval would tick forever at one instant.
                self.interval = interval.isNaN ? 0.001 : max(interval, 0.001)
                self.tolerance = tolerance
                self.runLoop = runLoop
                self.mode = mode
                self.start = start
            }

            /// Attaches `subscriber`; it receives the dates of the ticks after it attached.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
                ticks.receive(subscriber: subscriber)
            }

            /// Starts ticking; cancelling the result stops.
            public func connect() -> any Cancellable {
                let ticks = self.ticks
                return start(interval) { ticks.send(Date()) }
            }

            private static func repeating(
                every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode, _ tick: @escaping @Sendable () -> Void
            ) -> any Cancellable {
                if runLoop === RunLoop.main {
                    let source = DispatchSource.makeTimerSource(queue: .main)
                    source.schedule(deadline: .now() + interval, repeating: interval)
                    source.setEventHandler(handler: tick)
                    source.resume()
                    return AnyCancellable { source.cancel() }
                }
                let timer = Timer(timeInterval: interval, repeats: true) { _ in tick() }
                runLoop.add(timer, forMode: mode)
                return AnyCancellable { timer.invalidate() }
            }
        }
    }
#endif
