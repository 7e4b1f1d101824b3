import Foundation

/// Makes UUIDs; read it with `@Dependency(\.uuid) var uuid` and call `uuid()`.
///
/// Live, it returns random UUIDs. In tests it has no test value, as in swift-dependencies: a test
/// whose feature makes UUIDs without setting the generator fails with "@Dependency(\.uuid) has no
/// test implementation, but was accessed from a test context". Set ``incrementing`` to spell out
/// the ids a feature creates:
///
/// ```swift
/// TestStore(initialState: Memos.State()) { Memos() } withDependencies: {
///     $0.uuid = .incrementing
/// }
/// UUIDGenerator.incrementing()   // 00000000-0000-0000-0000-000000000000
///                                // then 00000000-0000-0000-0000-000000000001, …
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// Creates a generator that calls `generate` for every UUID.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// A new UUID.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Random UUIDs, from `UUID()`.
    public static let live = UUIDGenerator { UUID() }

    /// A fresh generator counting up from `00000000-0000-0000-0000-000000000000`.
    public static var incrementing: UUIDGenerator {
        let counter = Counter()
        return UUIDGenerator {
            let value = counter.next()
            let hex = String(value, radix: 16, uppercase: true)
            let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
            return UUID(uuidString: "00000000-0000-0000-0000-\(digits)") ?? UUID()
        }
    }

    /// Always the same UUID.
    public static func constant(_ uuid: UUID) -> Self {
        Self { uuid }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0

        func next() -> UInt64 {
            lock.withLock {
                defer { value &+= 1 }
                return value & 0xFFFF_FFFF_FFFF
            }
        }
    }
}

extension DependencyValues {
    /// Makes UUIDs: random; in a test, random after an issue unless the test sets a generator.
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }
}

private enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.live
}
