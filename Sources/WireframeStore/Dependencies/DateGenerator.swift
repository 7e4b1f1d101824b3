import Foundation

/// Tells the current date; read it with `@Dependency(\.date) var date` and call `date.now`.
///
/// Live, it returns `Date()`. Under a `TestStore` it is constant at 2001-01-01 00:00:00 UTC
/// (`Date(timeIntervalSinceReferenceDate: 0)`) unless the test sets another:
///
/// ```swift
/// TestStore(initialState: Memos.State()) { Memos() } withDependencies: {
///     $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
/// }
/// ```
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    /// Creates a generator that calls `generate` for every date.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date. Setting it makes the generator always return the date set, as
    /// swift-dependencies' does, so a test can pin the date in place:
    ///
    /// ```swift
    /// TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) { RecordMeeting() } withDependencies: {
    ///     $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    /// }
    /// ```
    public var now: Date {
        get { generate() }
        set { self = .constant(newValue) }
    }

    /// The current date.
    public func callAsFunction() -> Date {
        generate()
    }

    /// Always the same date.
    public static func constant(_ date: Date) -> Self {
        Self { date }
    }
}

extension DependencyValues {
    /// The current date: `Date()` when live, 2001-01-01 00:00:00 UTC under a `TestStore`.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}

private enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator { Date() }
    static let testValue = DateGenerator.constant(Date(timeIntervalSinceReferenceDate: 0))
}
