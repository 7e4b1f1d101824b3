extension DependencyValues {
    /// The clock effects sleep on: a `ContinuousClock` when live; in tests an
    /// ``UnimplementedClock`` that reports each use, unless the test sets one (a ``TestClock``,
    /// an ``ImmediateClock``).
    ///
    /// ```swift
    /// @Dependency(\.continuousClock) var clock
    /// try await clock.sleep(for: .seconds(3))
    /// ```
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }
}

private enum ContinuousClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
    static var testValue: any Clock<Duration> { UnimplementedClock(name: "ContinuousClock") }
}

extension DependencyValues {
    /// The suspending clock effects sleep on: a `SuspendingClock` when live; in tests an
    /// ``UnimplementedClock`` that reports each use, unless the test sets one.
    ///
    /// ```swift
    /// @Dependency(\.suspendingClock) var clock
    /// try await clock.sleep(for: .milliseconds(300))
    /// ```
    public var suspendingClock: any Clock<Duration> {
        get { self[SuspendingClockKey.self] }
        set { self[SuspendingClockKey.self] = newValue }
    }
}

private enum SuspendingClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = SuspendingClock()
    static var testValue: any Clock<Duration> { UnimplementedClock(name: "SuspendingClock") }
}
