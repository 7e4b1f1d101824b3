import Foundation

/// Gives effects and reducers a random number generator that tests can seed.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// …
/// state.roll = withRandomNumberGenerator { generator in
///     Int.random(in: 1...6, using: &generator)
/// }
/// ```
///
/// Live, it is `SystemRandomNumberGenerator`. In tests, as in swift-dependencies, a test that
/// draws a number without setting a generator fails with `Unimplemented:
/// @Dependency(\.withRandomNumberGenerator)` (and gets a system random number): a test sets a
/// seeded one, `$0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 42))`, and
/// sees the same numbers on every run. Calls are serialized, so the generator advances in one
/// sequence however many tasks use it.
public final class WithRandomNumberGenerator: @unchecked Sendable {
    private let lock = NSLock()
    private var generator: any RandomNumberGenerator

    /// Creates the dependency around `generator`.
    ///
    /// ```swift
    /// WithRandomNumberGenerator(LCRNG(seed: 0))
    /// ```
    public init<Generator: RandomNumberGenerator & Sendable>(_ generator: Generator) {
        self.generator = generator
    }

    /// Calls `work` with the generator, which it may advance.
    ///
    /// ```swift
    /// let die = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
    /// ```
    ///
    /// - Returns: What `work` returns.
    public func callAsFunction<Result>(_ work: (inout any RandomNumberGenerator) throws -> Result) rethrows -> Result {
        try lock.withLock { try work(&generator) }
    }
}

extension DependencyValues {
    /// A random number generator: the system's when live; in tests one that reports each number
    /// drawn until the test sets its own; see ``WithRandomNumberGenerator``.
    public var withRandomNumberGenerator: WithRandomNumberGenerator {
        get { self[WithRandomNumberGeneratorKey.self] }
        set { self[WithRandomNumberGeneratorKey.self] = newValue }
    }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
    static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
    static var testValue: WithRandomNumberGenerator { WithRandomNumberGenerator(UnimplementedRandomNumberGenerator()) }
}

/// The generator of a test that set none: each number it gives is reported as an issue.
private struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
    mutating func next() -> UInt64 {
        reportIssue(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}
