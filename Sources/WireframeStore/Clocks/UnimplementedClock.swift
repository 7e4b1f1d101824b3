import Foundation

/// A clock that reports an issue whenever it is used, as swift-clocks' `UnimplementedClock`: the
/// test value of `@Dependency(\.continuousClock)` and `\.suspendingClock`, so a test whose feature
/// reads the time, or sleeps, without setting a clock fails with `Unimplemented:
/// ContinuousClock.sleep`. After reporting, it behaves as an ``ImmediateClock``: sleeps end at once.
///
/// ```swift
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///     $0.continuousClock = TestClock()   // without this, the timer's sleep is reported
/// }
/// ```
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    public typealias Instant = TestClock<Duration>.Instant

    private let base: ImmediateClock<Duration>
    private let name: String
    private let location: SourceLocationInfo

    /// Creates a clock named `name` in the issues it reports, starting at `now`.
    public init(
        name: String = "Clock",
        now: Instant = Instant(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.base = ImmediateClock(now: now)
        self.name = name
        self.location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The clock's time, after reporting `Unimplemented: <name>.now`.
    public var now: Instant {
        report("now")
        return base.now
    }

    /// Zero, after reporting `Unimplemented: <name>.minimumResolution`.
    public var minimumResolution: Duration {
        report("minimumResolution")
        return base.minimumResolution
    }

    /// Reports `Unimplemented: <name>.sleep`, then moves the clock to `deadline` at once.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        report("sleep")
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    private func report(_ member: String) {
        IssueDelivery.reportIssue("Unimplemented: \(name).\(member)", at: DependencyValues.readLocation ?? location)
    }
}

extension UnimplementedClock where Duration == Swift.Duration {
    /// A clock named `name`, measuring in `Duration`.
    public convenience init(
        name: String = "Clock", fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(name: name, now: Instant(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
