import Foundation

/// A view property kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: reading it
/// reads the defaults, setting it writes them, and `$name` is a binding to it.
///
/// The store is `UserDefaults.standard` unless `store:` names another; a test passes a suite of
/// its own (`UserDefaults(suiteName:)`) so that runs do not share values. A stored value of
/// another type reads as the default. Every step of a scripted screen renders afresh, so a value
/// written by an action shows at the next render.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsCompleted") private var showsCompleted = true
///     var body: some View { Toggle("Show completed", isOn: $showsCompleted) }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UncheckedBox<UserDefaults>
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        key: String, defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = UncheckedBox(store ?? .standard)
        self.read = read
        self.write = write
    }

    /// The stored value, or the default while none of the value's type is stored.
    public var wrappedValue: Value {
        get { read(store.value, key) ?? defaultValue }
        nonmutating set { write(store.value, key, newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A value of a property-list type: stored as itself.
    private init(propertyList wrappedValue: Value, key: String, store: UserDefaults?) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { defaults, key in defaults.object(forKey: key) as? Value },
            write: { defaults, key, value in defaults.set(value, forKey: key) })
    }

    /// A flag kept under `key`; `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(propertyList: wrappedValue, key: key, store: store)
    }

    /// A whole number kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(propertyList: wrappedValue, key: key, store: store)
    }

    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(propertyList: wrappedValue, key: key, store: store)
    }

    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(propertyList: wrappedValue, key: key, store: store)
    }

    /// Bytes kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(propertyList: wrappedValue, key: key, store: store)
    }

    /// A URL kept under `key`, stored as its absolute string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { defaults, key in (defaults.object(forKey: key) as? String).flatMap(URL.init(string:)) },
            write: { defaults, key, value in defaults.set(value.absoluteString, forKey: key) })
    }

    /// A value of an enumeration with whole-number raw values, stored as its raw value; a stored
    /// number that names no case reads as the default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { defaults, key in (defaults.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
            write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
    }

    /// A value of an enumeration with string raw values, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { defaults, key in (defaults.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) },
            write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional string kept under `key`; `nil` until one is stored, and setting `nil` removes it.
    ///
    /// ```swift
    /// @AppStorage("lastQuery") private var lastQuery: String?
    /// ```
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optionalKey: key, store: store, as: String.self)
    }

    /// An optional whole number kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optionalKey: key, store: store, as: Int.self)
    }

    /// An optional number kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optionalKey: key, store: store, as: Double.self)
    }

    /// An optional flag kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optionalKey: key, store: store, as: Bool.self)
    }

    /// Optional bytes kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optionalKey: key, store: store, as: Data.self)
    }

    private init<Stored>(optionalKey key: String, store: UserDefaults?, as stored: Stored.Type) where Value == Stored? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: { defaults, key in (defaults.object(forKey: key) as? Stored).map { .some($0) } },
            write: { defaults, key, value in
                if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
            })
    }
}
