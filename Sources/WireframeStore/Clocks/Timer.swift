extension Clock {
    /// A sequence that ticks every `interval` on this clock, until the task iterating it is
    /// cancelled.
    ///
    /// ```swift
    /// case .startTimer:
    ///     return .run { [clock] send in
    ///         for await _ in clock.timer(interval: .seconds(1)) {
    ///             await send(.tick)
    ///         }
    ///     }
    ///     .cancellable(id: CancelID.timer)
    /// ```
    ///
    /// It works on any clock, including `any Clock<Duration>` from `@Dependency(\.continuousClock)`
    /// and a ``TestClock``, where each `advance(by: interval)` delivers one tick. Each element is
    /// the time since iteration started. Ticks a slow consumer missed are skipped, not delivered
    /// late in a burst.
    ///
    /// - Parameters:
    ///   - interval: The time between ticks; a zero or negative interval ends the sequence at once.
    ///   - tolerance: The leeway the clock may take for each tick.
    /// - Returns: A sequence of the elapsed time at each tick.
    public func timer(interval: Duration, tolerance: Duration? = nil) -> _AsyncTimerSequence<Duration> {
        let clock = self
        return _AsyncTimerSequence { ClockTicker(clock: clock, interval: interval, tolerance: tolerance) }
    }
}

/// The sequence ``_Concurrency/Clock/timer(interval:tolerance:)`` returns; iterate it with
/// `for await`.
///
/// ```swift
/// for await elapsed in clock.timer(interval: .seconds(1)) { print(elapsed) }
/// ```
public struct _AsyncTimerSequence<Duration: DurationProtocol>: AsyncSequence, Sendable {
    /// The time since iteration started.
    public typealias Element = Duration

    private let makeTicker: @Sendable () -> any Ticker<Duration>

    fileprivate init(makeTicker: @escaping @Sendable () -> any Ticker<Duration>) {
        self.makeTicker = makeTicker
    }

    /// Starts the timer.
    public func makeAsyncIterator() -> Iterator {
        Iterator(ticker: makeTicker())
    }

    /// Waits for each tick of a timer.
    public struct Iterator: AsyncIteratorProtocol {
        private var ticker: (any Ticker<Duration>)?

        fileprivate init(ticker: any Ticker<Duration>) {
            self.ticker = ticker
        }

        /// Waits for the next tick; `nil` once the task is cancelled.
        public mutating func next() async -> Duration? {
            guard var current = ticker else { return nil }
            let elapsed = await current.tick()
            ticker = elapsed == nil ? nil : current
            return elapsed
        }
    }
}

/// One running timer on some clock, with the clock's own instant type hidden.
private protocol Ticker<Duration>: Sendable {
    associatedtype Duration: DurationProtocol
    mutating func tick() async -> Duration?
}

private struct ClockTicker<C: Clock>: Ticker {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    var start: C.Instant?
    var last: C.Instant?

    init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
        self.clock = clock
        self.interval = interval
        self.tolerance = tolerance
    }

    mutating func tick() async -> C.Duration? {
        guard interval > .zero else { return nil }
        let now = clock.now
        let start = self.start ?? now
        self.start = start
        let last = self.last ?? now
        var next = last.advanced(by: interval)
        if next < now {
            let missed = (next.duration(to: now) / interval).rounded(.up)
            next = last.advanced(by: interval * Int(min(missed + 1, Double(Int.max / 2))))
        }
        do {
            try await clock.sleep(until: next, tolerance: tolerance)
        } catch {
            return nil
        }
        self.last = next
        return start.duration(to: clock.now)
    }
}
