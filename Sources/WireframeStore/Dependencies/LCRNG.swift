/// A seeded random number generator for tests: the same seed gives the same numbers, everywhere.
///
/// ```swift
/// var generator = LCRNG(seed: 0)
/// Int.random(in: 1...6, using: &generator)   // the same die on every run
/// ```
///
/// A linear congruential generator (the multiplier and increment TCA's tests use). Its numbers
/// are fine for tests and games, never for security.
public struct LCRNG: RandomNumberGenerator, Sendable {
    /// The generator's state; the next number is made from it.
    public var seed: UInt64

    /// Creates a generator that starts at `seed`.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Advances the state and returns it.
    public mutating func next() -> UInt64 {
        seed = 2_862_933_555_777_941_757 &* seed &+ 3_037_000_493
        return seed
    }
}
