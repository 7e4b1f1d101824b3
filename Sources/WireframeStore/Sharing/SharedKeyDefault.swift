/// A ``SharedKey`` with a default value of its own, as swift-sharing's `SharedKey.Default`: a
/// `@Shared` of it needs no initial value, and every use starts from the same default.
///
/// Spell the type `Key.Default` and make one with `Self[key, default: value]`:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///     static var syncUps: Self {
///         Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
///     }
/// }
///
/// @Shared(.syncUps) var syncUps            // [] until the file holds some
/// @Shared(.syncUps) var preview = [.mock]  // an initial value given here wins over the key's
/// ```
///
/// It shares the reference of its base key: `@Shared(.syncUps)` and
/// `@Shared(.fileStorage(url))` of the same file are one value.
public struct _SharedKeyDefault<Base: SharedKey>: SharedKey {
    /// The key the value is stored under.
    public let base: Base
    let defaultValue: @Sendable () -> Base.Value

    /// The base key, with `value` as its default.
    ///
    /// ```swift
    /// Self[.appStorage("isHapticsOn"), default: true]
    /// ```
    public static subscript(_ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value) -> Self {
        Self(base: key, defaultValue: value)
    }

    /// The base key's id.
    public var id: Base.ID { base.id }

    /// The base key's stored value, or `defaultValue()`.
    public func load(default defaultValue: () -> Base.Value) -> Base.Value {
        base.load(default: defaultValue)
    }

    /// Stores `value` under the base key.
    public func save(_ value: Base.Value) {
        base.save(value)
    }
}

extension SharedKey {
    /// This key with a default value of its own; see `_SharedKeyDefault`.
    public typealias Default = _SharedKeyDefault<Self>
}

extension Shared {
    /// Creates a reference to the value stored under `key`, or to the key's default if it holds
    /// none yet.
    ///
    /// ```swift
    /// @Shared(.syncUps) var syncUps
    /// ```
    public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
        self.init(reference: SharedReferences.shared.reference(for: key.base, default: key.defaultValue))
    }

    /// Creates a reference to the value stored under `key`, or to `wrappedValue` (rather than the
    /// key's default) if it holds none yet.
    ///
    /// ```swift
    /// @Shared(.syncUps) var syncUps = [.mock]
    /// ```
    public init<Key: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>) {
        self.init(reference: SharedReferences.shared.reference(for: key.base, default: wrappedValue))
    }
}

extension SharedReader {
    /// Reads the value stored under `key`, or the key's default if it holds none yet.
    ///
    /// ```swift
    /// @SharedReader(.syncUps) var syncUps
    /// ```
    public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
        self.init(Shared(key))
    }

    /// Reads the value stored under `key`, or `wrappedValue` if it holds none yet.
    public init<Key: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>) {
        self.init(Shared(wrappedValue: wrappedValue(), key))
    }
}
