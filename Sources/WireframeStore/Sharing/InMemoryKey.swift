/// A ``SharedKey`` for a value kept in memory under a name, for the life of the process (or of
/// the `TestStore`).
///
/// ```swift
/// struct State: Equatable {
///     @Shared(.inMemory("count")) var count = 0
/// }
/// ```
///
/// The key uses the ``DependencyValues/defaultInMemoryStorage`` in effect where it is created.
public struct InMemoryKey<Value: Sendable>: SharedKey {
    private let name: String
    private let storage: InMemoryStorage

    /// Creates a key for the value stored under `name`.
    public init(_ name: String) {
        self.name = name
        self.storage = DependencyValues.current.defaultInMemoryStorage
    }

    /// The name, in the storage the key was created with.
    public var id: InMemoryKeyID {
        InMemoryKeyID(storage: ObjectIdentifier(storage), name: name)
    }

    /// The stored value, storing `defaultValue()` if there is none.
    public func load(default defaultValue: () -> Value) -> Value {
        storage.value(named: name, default: defaultValue)
    }

    /// Stores `value`.
    public func save(_ value: Value) {
        storage.store(value, named: name)
    }
}

/// What identifies an ``InMemoryKey``: its name in one ``InMemoryStorage``.
///
/// ```swift
/// InMemoryKey<Int>("count").id == InMemoryKey<Int>("count").id   // true in one storage
/// ```
public struct InMemoryKeyID: Hashable, Sendable {
    let storage: ObjectIdentifier
    let name: String
}

extension SharedKey {
    /// A key for a value kept in memory under `name`.
    ///
    /// ```swift
    /// @Shared(.inMemory("count")) var count = 0
    /// ```
    public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
        InMemoryKey(name)
    }
}
