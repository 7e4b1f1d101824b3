/// Times closures: one untimed warm-up, then a number of timed runs.
///
/// ```swift
/// let stopwatch = Stopwatch(runs: 5, warmsUp: true)
/// let summary = try stopwatch.measure { try view.renderASCII(width: 390, height: nil) }
/// ```
public struct Stopwatch: Sendable {
    /// Timed runs per measurement.
    public var runs: Int
    /// Whether an untimed run comes first.
    public var warmsUp: Bool

    /// Creates a stopwatch for `runs` timed runs, after a warm-up when `warmsUp` is set.
    public init(runs: Int, warmsUp: Bool) {
        self.runs = runs
        self.warmsUp = warmsUp
    }

    /// Runs `body` and times each run; its results are kept alive until the run is timed.
    public func measure<T>(_ body: () throws -> T) rethrows -> Summary {
        if warmsUp { blackHole(try body()) }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let result = try body()
            let elapsed = ContinuousClock.now - start
            blackHole(result)
            times.append(elapsed.nanoseconds)
        }
        return Summary(nanoseconds: times)
    }

    /// Runs `body` as ``measure(_:)`` does, with a setup before each run that is not timed.
    public func measure<Input, T>(setup: () throws -> Input, _ body: (Input) throws -> T) rethrows -> Summary {
        if warmsUp { blackHole(try body(try setup())) }
        var times: [Double] = []
        for _ in 0..<runs {
            let input = try setup()
            let start = ContinuousClock.now
            let result = try body(input)
            let elapsed = ContinuousClock.now - start
            blackHole(result)
            times.append(elapsed.nanoseconds)
        }
        return Summary(nanoseconds: times)
    }

    /// Times an asynchronous `body`, with an untimed setup before each run.
    public func measure<Input, T>(
        isolation: isolated (any Actor)? = #isolation,
        setup: () async throws -> Input,
        _ body: (Input) async throws -> T
    ) async rethrows -> Summary {
        if warmsUp { blackHole(try await body(try await setup())) }
        var times: [Double] = []
        for _ in 0..<runs {
            let input = try await setup()
            let start = ContinuousClock.now
            let result = try await body(input)
            let elapsed = ContinuousClock.now - start
            blackHole(result)
            times.append(elapsed.nanoseconds)
        }
        return Summary(nanoseconds: times)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    public var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Keeps `value` alive and opaque to the optimizer, so work whose result is unused is not removed.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
