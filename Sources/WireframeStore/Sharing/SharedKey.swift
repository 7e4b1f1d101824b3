/// Where a ``Shared`` value lives and is persisted, such as ``InMemoryKey`` or
/// ``FileStorageKey``.
///
/// Every `@Shared` with an equal key (the same type and ``id``) is the same reference while any of
/// them exists. A key loads the value once, when the first of them is created, and saves it after
/// every change.
///
/// ```swift
/// struct CounterKey: SharedKey {
///     var id: String { "counter" }
///     func load(default defaultValue: () -> Int) -> Int { UserDefaults.standard.object(forKey: id) as? Int ?? defaultValue() }
///     func save(_ value: Int) { UserDefaults.standard.set(value, forKey: id) }
/// }
///
/// @Shared(CounterKey()) var count = 0
/// ```
public protocol SharedKey<Value>: Sendable {
    /// The type of the shared value.
    associatedtype Value: Sendable

    /// The type of ``id``.
    associatedtype ID: Hashable & Sendable

    /// What identifies the stored value: keys with equal ids share one reference.
    var id: ID { get }

    /// The stored value, or `defaultValue()` when there is none yet (or it cannot be read).
    func load(default defaultValue: () -> Value) -> Value

    /// Stores `value`, after it changed.
    func save(_ value: Value)
}
