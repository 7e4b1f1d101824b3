import Foundation

/// A clock that never waits: sleeping moves its time forward and returns at once.
///
/// The default clock under a `TestStore`, so effects that sleep finish without the test advancing
/// time.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(3))   // returns immediately; clock.now advanced by 3 s
/// ```
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    /// A point in an immediate clock's time: the duration since the clock started.
    public typealias Instant = TestClock<Duration>.Instant

    private let lock = NSLock()
    private var current: Instant

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

    /// Moves the clock to `deadline` without waiting; throws `CancellationError` when the task is
    /// cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock { current = max(current, deadline) }
        await Task.yield()
        try Task.checkCancellation()
    }
}

extension ImmediateClock where Duration == Swift.Duration {
    /// Creates a clock measured in `Swift.Duration`, starting at zero.
    public convenience init() {
        self.init(now: Instant())
    }
}
