import Foundation

/// A ``SharedKey`` for a value stored in user defaults under a key, as swift-sharing's
/// `.appStorage("count")`.
///
/// The value is read from ``DependencyValues/defaultAppStorage`` (the standard user defaults in
/// an app; a fresh in-memory store for every `TestStore`) when the first `@Shared` for the key
/// is created, and written after every change. Values of the types user defaults hold are
/// supported: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, enums whose raw values
/// are `Int` or `String`, and optionals of these (`nil` removes the key). Changes another process
/// makes to the defaults are not observed.
///
/// ```swift
/// extension SharedKey where Self == AppStorageKey<Int> {
///     static var count: Self { appStorage("sharedStateDemoCount") }
/// }
/// @Shared(.count) var count = 0
/// ```
public struct AppStorageKey<Value: Sendable>: SharedKey {
    private let key: String
    private let store: UncheckedSendable<UserDefaults>
    private let decode: @Sendable (Any) -> Value?
    private let encode: @Sendable (Value) -> Any?

    init(
        _ key: String, store: UserDefaults?, decode: @escaping @Sendable (Any) -> Value?, encode: @escaping @Sendable (Value) -> Any?
    ) {
        self.key = key
        self.store = UncheckedSendable(store ?? DependencyValues.current.defaultAppStorage)
        self.decode = decode
        self.encode = encode
    }

    /// The key, in the defaults the key was created with.
    public var id: AppStorageKeyID {
        AppStorageKeyID(store: ObjectIdentifier(store.value), key: key)
    }

    /// The stored value, or `defaultValue()` when there is none or it is of another type.
    public func load(default defaultValue: () -> Value) -> Value {
        store.value.object(forKey: key).flatMap(decode) ?? defaultValue()
    }

    /// Stores `value`; `nil` removes the key.
    public func save(_ value: Value) {
        if let object = encode(value) {
            store.value.set(object, forKey: key)
        } else {
            store.value.removeObject(forKey: key)
        }
    }
}

/// What identifies an ``AppStorageKey``: its key in one user defaults.
///
/// ```swift
/// AppStorageKey<Int>.appStorage("count").id == AppStorageKey<Int>.appStorage("count").id   // true
/// ```
public struct AppStorageKeyID: Hashable, Sendable {
    let store: ObjectIdentifier
    let key: String
}

/// A value user defaults can hold, for ``AppStorageKey``; written for the property-list types
/// and their optionals, not by apps.
public protocol _AppStorageValue: Sendable {
    /// The value read from a user-defaults object, or `nil` when it is of another type.
    static func _decode(_ object: Any) -> Self?
    /// The object to store, or `nil` to remove the key.
    var _encoded: Any? { get }
}

extension Bool: _AppStorageValue {
    public static func _decode(_ object: Any) -> Bool? { object as? Bool ?? (object as? NSNumber)?.boolValue }
    public var _encoded: Any? { self }
}

extension Int: _AppStorageValue {
    public static func _decode(_ object: Any) -> Int? { object as? Int ?? (object as? NSNumber)?.intValue }
    public var _encoded: Any? { self }
}

extension Double: _AppStorageValue {
    public static func _decode(_ object: Any) -> Double? { object as? Double ?? (object as? NSNumber)?.doubleValue }
    public var _encoded: Any? { self }
}

extension String: _AppStorageValue {
    public static func _decode(_ object: Any) -> String? { object as? String }
    public var _encoded: Any? { self }
}

extension URL: _AppStorageValue {
    public static func _decode(_ object: Any) -> URL? {
        (object as? URL) ?? (object as? String).flatMap(URL.init(string:))
            ?? (object as? Data).flatMap { URL(dataRepresentation: $0, relativeTo: nil) }
    }
    public var _encoded: Any? { absoluteString }
}

extension Data: _AppStorageValue {
    public static func _decode(_ object: Any) -> Data? { object as? Data }
    public var _encoded: Any? { self }
}

extension Date: _AppStorageValue {
    public static func _decode(_ object: Any) -> Date? { object as? Date }
    public var _encoded: Any? { self }
}

extension Optional: _AppStorageValue where Wrapped: _AppStorageValue {
    public static func _decode(_ object: Any) -> Wrapped?? { Wrapped._decode(object).map { .some($0) } }
    public var _encoded: Any? { self?._encoded }
}

extension SharedKey {
    /// A key for a value stored in user defaults under `key`.
    ///
    /// ```swift
    /// @Shared(.appStorage("isOnboarded")) var isOnboarded = false
    /// ```
    public static func appStorage<Value: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value> {
        AppStorageKey(key, store: store, decode: { Value._decode($0) }, encode: { $0._encoded })
    }

    /// A key for an enum stored in user defaults by its `Int` raw value.
    ///
    /// ```swift
    /// @Shared(.appStorage("tab")) var tab = Tab.home
    /// ```
    public static func appStorage<Value: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value>, Value.RawValue == Int {
        AppStorageKey(key, store: store, decode: { Int._decode($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// A key for an enum stored in user defaults by its `String` raw value.
    ///
    /// ```swift
    /// @Shared(.appStorage("theme")) var theme = Theme.system
    /// ```
    public static func appStorage<Value: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value>, Value.RawValue == String {
        AppStorageKey(key, store: store, decode: { String._decode($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

/// User defaults that keep their values in memory only: every `TestStore`'s
/// ``DependencyValues/defaultAppStorage``, so that no test writes the machine's defaults or
/// sees another test's.
final class InMemoryUserDefaults: UserDefaults {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    init() {
        super.init(suiteName: nil)!
    }

    override func object(forKey defaultName: String) -> Any? {
        lock.withLock { values[defaultName] }
    }

    override func set(_ value: Any?, forKey defaultName: String) {
        lock.withLock { values[defaultName] = value }
    }

    override func removeObject(forKey defaultName: String) {
        lock.withLock { values[defaultName] = nil }
    }

    override func dictionaryRepresentation() -> [String: Any] {
        lock.withLock { values }
    }
}

extension DependencyValues {
    /// The user defaults ``AppStorageKey``s read and write: `UserDefaults.standard` in an app,
    /// fresh in-memory defaults for every `TestStore`.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
    ///     $0.defaultAppStorage = UserDefaults(suiteName: "tests")!
    /// }
    /// ```
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self].value }
        set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
    }
}

private enum DefaultAppStorageKey: DependencyKey {
    static let liveValue = UncheckedSendable<UserDefaults>(.standard)
    static let testValue = UncheckedSendable<UserDefaults>(InMemoryUserDefaults())
}
