import Foundation

/// Tells the current date; read it with `@Dependency(\.date) var date` and call `date.now`.
///
/// Live, it returns `Date()`. In tests it has no test value, as in swift-dependencies: a test
/// whose feature reads the date without setting it fails with "@Dependency(\.date) has no test
/// implementation, but was accessed from a test context", so a test sets the date it expects:
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
    /// The current date: `Date()`; in a test, `Date()` after an issue unless the test sets it.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}

private enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator { Date() }
}
