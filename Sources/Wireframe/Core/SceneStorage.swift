import Foundation

/// A view property kept in its scene's storage under a key, as SwiftUI's `@SceneStorage`: it
/// works like `@State`, except that every `@SceneStorage` of the scene with the same key shares
/// one value, and the value outlives the view that set it.
///
/// A scene here is one view graph: a `ScreenHost` (in `WireframeTesting`) keeps its graph for all
/// its steps, so a value set by a tap is there at the next step, for this view and for any other
/// view with the same key, even one that leaves the tree and comes back. `renderASCII` and `renderSVG` start from a fresh
/// graph and show the defaults. Nothing is saved to disk or restored when a program starts again:
/// Linux has no scene restoration. A value is kept as SwiftUI saves it (an enumeration as its raw
/// value), and a kept value of another type reads as the default.
///
/// Reading or writing the value outside a render — in the view's `init`, say — uses storage of
/// the property's own, and reports a runtime warning as `@State` does.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextField("Draft", text: $draft) }
/// }
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let box: SceneStorageBox
    private let read: (Any) -> Value?
    private let write: (Value) -> Any?

    private init(key: String, defaultValue: Value, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.box = SceneStorageBox()
        self.read = read
        self.write = write
    }

    /// The kept value, or the default while none of the value's type is kept under the key.
    public var wrappedValue: Value {
        get { box.storage.values[key].flatMap(read) ?? defaultValue }
        nonmutating set { box.storage.values[key] = write(newValue) }
    }

    /// A binding to the kept value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension SceneStorage {
    /// A value kept as itself.
    private init(plain wrappedValue: Value, key: String) {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }

    /// A flag kept under `key`; `wrappedValue` until one is set.
    ///
    /// ```swift
    /// @SceneStorage("showsDetails") private var showsDetails = false
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The value read while the scene keeps none under `key`.
    ///   - key: The name the value is kept under, shared by the scene's views.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(plain: wrappedValue, key: key)
    }

    /// A whole number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(plain: wrappedValue, key: key)
    }

    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(plain: wrappedValue, key: key)
    }

    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(plain: wrappedValue, key: key)
    }

    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(plain: wrappedValue, key: key)
    }

    /// Bytes kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(plain: wrappedValue, key: key)
    }

    /// A value of an enumeration with whole-number raw values, kept as its raw value; a kept
    /// number that names no case reads as the default.
    ///
    /// ```swift
    /// enum Pane: Int { case list, grid }
    /// @SceneStorage("pane") private var pane = Pane.list
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
            write: { $0.rawValue })
    }

    /// A value of an enumeration with string raw values, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) },
            write: { $0.rawValue })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional flag kept under `key`; `nil` until one is set, and setting `nil` removes it.
    ///
    /// ```swift
    /// @SceneStorage("selectedNote") private var selectedNote: String?
    /// ```
    ///
    /// - Parameter key: The name the value is kept under, shared by the scene's views.
    public init(_ key: String) where Value == Bool? {
        self.init(optionalKey: key, as: Bool.self)
    }

    /// An optional whole number kept under `key`.
    public init(_ key: String) where Value == Int? {
        self.init(optionalKey: key, as: Int.self)
    }

    /// An optional number kept under `key`.
    public init(_ key: String) where Value == Double? {
        self.init(optionalKey: key, as: Double.self)
    }

    /// An optional string kept under `key`.
    public init(_ key: String) where Value == String? {
        self.init(optionalKey: key, as: String.self)
    }

    /// An optional URL kept under `key`.
    public init(_ key: String) where Value == URL? {
        self.init(optionalKey: key, as: URL.self)
    }

    /// Optional bytes kept under `key`.
    public init(_ key: String) where Value == Data? {
        self.init(optionalKey: key, as: Data.self)
    }

    /// An optional value of an enumeration with whole-number raw values, kept as its raw value.
    public init<Wrapped>(_ key: String) where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == Int {
        self.init(
            key: key, defaultValue: nil, read: { ($0 as? Int).flatMap(Wrapped.init(rawValue:)).map { .some($0) } },
            write: { $0?.rawValue })
    }

    /// An optional value of an enumeration with string raw values, kept as its raw value.
    public init<Wrapped>(_ key: String) where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == String {
        self.init(
            key: key, defaultValue: nil, read: { ($0 as? String).flatMap(Wrapped.init(rawValue:)).map { .some($0) } },
            write: { $0?.rawValue })
    }

    private init<Stored>(optionalKey key: String, as stored: Stored.Type) where Value == Stored? {
        self.init(key: key, defaultValue: nil, read: { ($0 as? Stored).map { .some($0) } }, write: { $0 })
    }
}

extension SceneStorage: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        box.installed = context.session.graph.sceneStorage
    }
}

/// The values a scene keeps for its `@SceneStorage` properties, by key: one for each view graph,
/// for as long as the graph lives.
final class SceneStorageValues {
    var values: [String: Any] = [:]
}

/// A scene storage property's link to its scene's values.
private final class SceneStorageBox {
    /// The graph's values, once a render has met the view.
    var installed: SceneStorageValues?
    /// The values used before that, with a warning.
    private lazy var detached = SceneStorageValues()
    private var hasWarned = false

    var storage: SceneStorageValues {
        if let installed { return installed }
        if !hasWarned {
            hasWarned = true
            LayoutWarnings.report(
                "a @SceneStorage was used outside a render, so it is not kept in the scene: read and change it in body and in actions")
        }
        return detached
    }
}
