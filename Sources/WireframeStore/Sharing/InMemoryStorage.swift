import Foundation

/// The values of ``InMemoryKey``s, read with `@Dependency(\.defaultInMemoryStorage)`.
///
/// Live there is one storage for the whole process. Every `TestStore` starts with a fresh one, so
/// in-memory shared state never leaks from one test into another; a scope can get its own too:
///
/// ```swift
/// withDependencies {
///     $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///     @Shared(.inMemory("count")) var count = 0   // 0, whatever other scopes stored
/// }
/// ```
public final class InMemoryStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    /// Creates an empty storage.
    public init() {}

    /// The value stored under `name`, storing `defaultValue()` first if there is none.
    func value<Value: Sendable>(named name: String, default defaultValue: () -> Value) -> Value {
        lock.withLock {
            if let value = values[name] as? Value { return value }
            let value = defaultValue()
            values[name] = value
            return value
        }
    }

    /// Stores `value` under `name`.
    func store(_ value: some Sendable, named name: String) {
        lock.withLock { values[name] = value }
    }
}

extension DependencyValues {
    /// Where ``InMemoryKey``s keep their values: one storage per process live, a fresh one for
    /// every `TestStore`.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
    ///     $0.defaultInMemoryStorage = sharedStorage   // share in-memory values with another store
    /// }
    /// ```
    public var defaultInMemoryStorage: InMemoryStorage {
        get { self[InMemoryStorageKey.self] }
        set { self[InMemoryStorageKey.self] = newValue }
    }
}

private enum InMemoryStorageKey: DependencyKey {
    static let liveValue = InMemoryStorage()
    static let testValue = InMemoryStorage()
}
