import Foundation

/// A clock whose time moves only when a test advances it.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Toast.State()) { Toast() } withDependencies: {
///     $0.continuousClock = clock
/// }
/// await store.send(.show)
/// await clock.advance(by: .seconds(3))
/// await store.receive(.hide) { $0.isVisible = false }
/// ```
///
/// Sleepers wake in deadline order (ties in the order they started sleeping). Before and after
/// waking each sleeper the clock yields, so effects reach their next suspension point.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    /// A point in a test clock's time: the duration since the clock started.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock started.
        public let offset: Duration

        /// Creates the instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        /// The duration from this instant to `other`.
        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` is before `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Sleeper] = []
    private var cancelledIDs: Set<UInt64> = []
    private var nextID: UInt64 = 0

    /// Creates a clock that starts at `now`.
    public init(now: Instant = Instant()) {
        self.current = now
    }

    /// The clock's current time.
    public var now: Instant {
        lock.withLock { current }
    }

    /// The smallest step the clock measures: zero.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// Suspends until the clock is advanced to `deadline`; throws `CancellationError` when the
    /// task is cancelled first. A deadline already passed returns at once; a deadline equal to the
    /// clock's time waits for the next `advance`, even `advance(by: .zero)`, as swift-clocks'
    /// test clock does, so a zero-length sleep is still a point a test can cancel at.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Result<Void, any Error>? = lock.withLock {
                    if cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline < current { return .success(()) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                if let index = sleepers.firstIndex(where: { $0.id == id }) {
                    return sleepers.remove(at: index)
                }
                cancelledIDs.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline is reached, in order.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline`, waking every sleeper whose deadline is reached, in order.
    public func advance(to deadline: Instant) async {
        await Yield.letStartedTasksSettle()
        while let sleeper = takeNextSleeper(notAfter: deadline) {
            sleeper.continuation.resume()
            await Yield.letOtherTasksRun()
        }
        lock.withLock { current = max(current, deadline) }
        await Yield.letOtherTasksRun()
    }

    /// Advances the clock until no task is sleeping on it, failing the test if that takes longer
    /// than `timeout` of real time (pauses a loaded machine imposes count for at most 20 ms).
    ///
    /// ```swift
    /// await store.send(.startTimer)
    /// await clock.run(timeout: .seconds(1))   // every pending sleep has finished
    /// ```
    ///
    /// Work that keeps scheduling sleeps, such as an uncancelled timer, never runs out: after
    /// `timeout` the clock stops and reports "Expected all sleeps to finish, but some are still
    /// pending after …" at the call. The clock always wakes the first sleeper before checking.
    ///
    /// - Parameters:
    ///   - timeout: The real time the clock may take. Five seconds by default rather than
    ///     swift-clocks' half second, because waiting for woken tasks to sleep again takes real
    ///     time on a loaded test machine.
    ///   - limit: The furthest the clock moves; sleepers scheduled later keep sleeping, and
    ///     nothing is reported for them.
    ///   - fileID: The file ID of the source location failures are reported at; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    public func run(
        timeout: Swift.Duration = .seconds(5),
        limit: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        var budget = WaitBudget(timeout: timeout)
        let end = limit.map { now.advanced(by: $0) }
        var hasAdvanced = false
        while let next = await nextDeadlineOnceSettled() {
            if let end, end < next {
                await advance(to: end)
                return
            }
            guard !hasAdvanced || budget.spend() else {
                FailureReporter.fail(
                    "Expected all sleeps to finish, but some are still pending after \(timeout).",
                    at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
                return
            }
            await advance(to: next)
            hasAdvanced = true
        }
    }

    /// The earliest deadline of a sleeper, after giving tasks just woken time to sleep again.
    private func nextDeadlineOnceSettled() async -> Instant? {
        await Yield.letStartedTasksSettle()
        return lock.withLock { sleepers.map(\.deadline).min() }
    }

    private func takeNextSleeper(notAfter deadline: Instant) -> Sleeper? {
        lock.withLock {
            var best: Int?
            for (index, sleeper) in sleepers.enumerated() where sleeper.deadline <= deadline {
                if let current = best, sleepers[current].deadline <= sleeper.deadline { continue }
                best = index
            }
            guard let best else { return nil }
            let sleeper = sleepers.remove(at: best)
            current = max(current, sleeper.deadline)
            return sleeper
        }
    }
}

extension TestClock where Duration == Swift.Duration {
    /// Creates a clock measured in `Swift.Duration`, starting at zero.
    public convenience init() {
        self.init(now: Instant())
    }
}
