// An in-memory stand-in for the parts of RealmSwift that the seed articles use, so that their
// `import RealmSwift` and Realm code compile unchanged and run in tests. It is test support for
// `SeedTests` only, not part of the library, and not Realm: nothing is written to disk, there is
// no schema, migration, notification, thread confinement or freezing.
//
// What it keeps:
// - `Object` subclasses with `@Persisted` stored properties (`@Persisted(primaryKey: true)` for
//   the primary key, an `ObjectId` made with `ObjectId.generate()` unless given), and
//   `ObjectKeyIdentifiable`.
// - `Realm()` opens the store of `Realm.Configuration.defaultConfiguration`; `Realm(configuration:)`
//   the store of its configuration. There is one store per process for each file URL (or
//   `inMemoryIdentifier`), as Realm keeps one file per path, so every `Realm` opened on it sees
//   the same objects. Opening it with a lower `schemaVersion` than it was opened with throws, as
//   Realm does. Tests that share the default store start from an empty one with
//   `Realm.deleteFiles(for:)` and run one at a time (`.serialized`).
// - `write { }`, inside which `add(_:)` and `delete(_:)` work (outside it they trap, as Realm
//   raises); adding an object puts that very instance in the store, and deleting one marks it
//   `isInvalidated`. An object's properties can be set at any time: the stand-in does not check
//   that changes to stored objects happen in a write transaction, and does not trap on reading an
//   invalidated object.
// - `objects(_:)` returns live `Results`: each access reads the store again, with its
//   `filter(_:)` predicates and `sorted(byKeyPath:ascending:)` order.
// - Linux's Foundation has no predicate strings (`NSPredicate(format:)` is unavailable there), so
//   this module provides `NSPredicate(format:_:)` for the one form Realm queries here use,
//   `"<property> == %@"`, compared by equality; any other format traps, naming it. On Apple
//   platforms Foundation's own predicate is used, and it reads properties by key-value coding,
//   which these objects do not offer: the stand-in is for Linux, where the seed tests run.
import Foundation

// MARK: - ObjectId

/// A 12-byte unique identifier, as BSON's and Realm's `ObjectId`: a 4-byte timestamp in seconds,
/// 5 random bytes chosen once per process and a 3-byte counter. It is an `NSObject`, as Realm's
/// is, so it compares by value, hashes, prints as 24 hexadecimal digits and is a `CVarArg` for
/// `NSPredicate(format: "id == %@", id)`.
public final class ObjectId: NSObject, CVarArg, @unchecked Sendable {
    /// The identifier's bytes, most significant first.
    let bytes: [UInt8]

    private static let processBytes: [UInt8] = (0..<5).map { _ in UInt8.random(in: .min ... .max) }
    private static let counter = Counter(start: UInt32.random(in: 0..<(1 << 24)))

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The zero identifier, as Realm's `ObjectId()` is; use ``generate()`` for a new one.
    public override convenience init() {
        self.init(bytes: Array(repeating: 0, count: 12))
    }

    /// Parses 24 hexadecimal digits.
    public convenience init(string: String) throws {
        let digits = Array(string.utf8)
        guard digits.count == 24 else { throw RealmStandInError("invalid ObjectId string \"\(string)\": it is not 24 hexadecimal digits") }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 24, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                throw RealmStandInError("invalid ObjectId string \"\(string)\": it is not 24 hexadecimal digits")
            }
            bytes.append(byte)
        }
        self.init(bytes: bytes)
    }

    /// A new identifier, different from every other one this process makes.
    public static func generate() -> ObjectId {
        let seconds = UInt32(truncatingIfNeeded: Int(Date().timeIntervalSince1970))
        let count = counter.next()
        let time = (0..<4).map { UInt8(truncatingIfNeeded: seconds >> (24 - 8 * $0)) }
        let tail = (0..<3).map { UInt8(truncatingIfNeeded: count >> (16 - 8 * $0)) }
        return ObjectId(bytes: time + processBytes + tail)
    }

    /// The 24 hexadecimal digits of the identifier.
    public var stringValue: String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    public override var description: String { stringValue }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? ObjectId)?.bytes == bytes
    }

    public override var hash: Int {
        bytes.hashValue
    }

    /// The object's address, as an object is passed to a C variadic function; the predicate
    /// below reads its arguments as Swift values and does not use it.
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()))]
    }
}

/// A 24-bit counter behind a lock.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt32

    init(start: UInt32) {
        value = start
    }

    func next() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        value = (value + 1) & 0xFF_FFFF
        return value
    }
}

// MARK: - Objects

/// A class whose `@Persisted` properties a ``Realm`` stores, as Realm's `Object` is.
///
/// ```swift
/// class Memo: Object, ObjectKeyIdentifiable {
///     @Persisted(primaryKey: true) var id: ObjectId
///     @Persisted var text: String = ""
/// }
/// ```
open class Object: NSObject {
    /// Whether the object was deleted from its realm.
    public internal(set) var isInvalidated = false

    /// Whether the object is frozen; the stand-in never freezes objects.
    public var isFrozen: Bool { false }

    /// Creates an object that is not in a realm yet.
    public required override init() {
        super.init()
    }

    /// The object's persisted properties, by name, in declaration order (superclasses first).
    var persistedProperties: [(name: String, property: any PersistedProperty)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { mirror in
            mirror.children.compactMap { child in
                guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any PersistedProperty else {
                    return nil
                }
                return (String(label.dropFirst()), property)
            }
        }
    }

    /// The value of the persisted property `name`, or `nil` when there is none.
    func persistedValue(forKey name: String) -> Any? {
        persistedProperties.first { $0.name == name }?.property.value
    }

    /// The value of the primary key, if the class has one.
    var primaryKeyValue: AnyHashable? {
        persistedProperties.first { $0.property.isPrimaryKey }.flatMap { $0.property.value as? AnyHashable }
    }

    /// The class name and its persisted properties, as Realm prints an object.
    open override var description: String {
        if isInvalidated { return "[invalid object]" }
        let properties = persistedProperties.map { "\t\($0.name) = \($0.property.value);\n" }.joined()
        return "\(type(of: self)) {\n\(properties)}"
    }
}

/// An object whose `id` identifies it to SwiftUI, as Realm's `ObjectKeyIdentifiable` is. The
/// stand-in gives no `id` of its own: the class declares one (its primary key, usually).
public protocol ObjectKeyIdentifiable: Identifiable {}

/// A value that a primary key without a default starts with, as Realm makes one.
public protocol _DefaultConstructible {
    /// The value a property starts with.
    static func _rlmDefaultValue() -> Self
}

extension ObjectId: _DefaultConstructible {
    /// A new identifier: an object's `ObjectId` primary key is generated, as Realm's is.
    public static func _rlmDefaultValue() -> ObjectId {
        generate()
    }
}

/// A stored property of an ``Object`` that its realm keeps, as Realm's `@Persisted` is.
///
/// ```swift
/// @Persisted(primaryKey: true) var id: ObjectId
/// @Persisted var date: Date = Date.now
/// ```
@propertyWrapper
public struct Persisted<Value> {
    /// The property's value.
    public var wrappedValue: Value
    let isPrimaryKey: Bool

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value, primaryKey: Bool = false) {
        self.wrappedValue = wrappedValue
        self.isPrimaryKey = primaryKey
    }

    /// A property starting at its type's default; `primaryKey: true` makes it the primary key.
    public init(primaryKey: Bool = false) where Value: _DefaultConstructible {
        self.init(wrappedValue: Value._rlmDefaultValue(), primaryKey: primaryKey)
    }
}

/// A persisted property, read by name for predicates, sorting and printing.
protocol PersistedProperty {
    var value: Any { get }
    var isPrimaryKey: Bool { get }
}

extension Persisted: PersistedProperty {
    var value: Any { wrappedValue }
}

// MARK: - Realm

/// A store of objects, as Realm's `Realm` is, kept in memory (see the top of this file).
public struct Realm {
    /// Where a realm's objects are kept and with which schema version.
    public struct Configuration: Sendable {
        /// The file Realm would keep the objects in; here, the name of the in-memory store.
        public var fileURL: URL?
        /// The name of an in-memory realm; when set, it names the store instead of `fileURL`.
        public var inMemoryIdentifier: String?
        /// The version of the objects' schema.
        public var schemaVersion: UInt64

        /// The file of the default realm, as Realm names it: `default.realm` in the documents folder.
        static let defaultFileURL = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents/default.realm")

        /// A configuration for `fileURL` (the default realm's file unless given), or for the
        /// in-memory realm named `inMemoryIdentifier`.
        public init(fileURL: URL? = nil, inMemoryIdentifier: String? = nil, schemaVersion: UInt64 = 0) {
            self.fileURL = inMemoryIdentifier == nil ? fileURL ?? Self.defaultFileURL : nil
            self.inMemoryIdentifier = inMemoryIdentifier
            self.schemaVersion = schemaVersion
        }

        private static let current = Locked(Configuration())

        /// The configuration `Realm()` opens; set it to change what later `Realm()` calls open.
        public static var defaultConfiguration: Configuration {
            get { current.withLock { $0 } }
            set { current.withLock { $0 = newValue } }
        }

        /// The name of the store this configuration opens.
        var storeName: String {
            inMemoryIdentifier.map { "memory:\($0)" } ?? "file:\(fileURL?.path ?? "")"
        }
    }

    /// The configuration the realm was opened with.
    public let configuration: Configuration
    let store: Store

    /// Opens the realm of `configuration`, the default configuration unless given.
    /// - Throws: when the store was opened before with a higher schema version.
    public init(configuration: Configuration = .defaultConfiguration) throws {
        self.configuration = configuration
        self.store = try Store.open(configuration)
    }

    /// Forgets the objects of `configuration`'s store, as deleting its files does; objects taken
    /// from it before stay as they are. Returns whether there was a store.
    @discardableResult
    public static func deleteFiles(for configuration: Configuration) throws -> Bool {
        Store.stores.withLock { $0.removeValue(forKey: configuration.storeName) != nil }
    }

    /// Runs `block` as a write transaction, in which objects are added and deleted.
    public func write<Result>(_ block: () throws -> Result) throws -> Result {
        store.withLock { contents in
            precondition(!contents.isInWriteTransaction, "The Realm is already in a write transaction")
            contents.isInWriteTransaction = true
        }
        defer { store.withLock { $0.isInWriteTransaction = false } }
        return try block()
    }

    /// Whether the realm is in a write transaction.
    public var isInWriteTransaction: Bool {
        store.withLock { $0.isInWriteTransaction }
    }

    /// Adds `object` to the realm; adding an object that is already in it does nothing.
    public func add(_ object: Object) {
        store.withLock { contents in
            precondition(contents.isInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
            precondition(!object.isInvalidated, "Adding a deleted or invalidated object to a Realm is not permitted.")
            guard !contents.objects.contains(where: { $0 === object }) else { return }
            if let key = object.primaryKeyValue {
                let duplicate = contents.objects.contains { type(of: $0) == type(of: object) && $0.primaryKeyValue == key }
                precondition(
                    !duplicate, "Attempting to create an object of type '\(type(of: object))' with an existing primary key value '\(key)'.")
            }
            contents.objects.append(object)
        }
    }

    /// Deletes `object` from the realm and invalidates it.
    public func delete(_ object: Object) {
        delete([object])
    }

    /// Deletes `objects` from the realm and invalidates them.
    public func delete<S: Sequence>(_ objects: S) where S.Element: Object {
        let deleted = Array(objects)
        store.withLock { contents in
            precondition(contents.isInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
            contents.objects.removeAll { object in deleted.contains { $0 === object } }
        }
        for object in deleted { object.isInvalidated = true }
    }

    /// The live collection of the realm's objects of `type`, in the order they were added.
    public func objects<Element: Object>(_ type: Element.Type) -> Results<Element> {
        Results(store: store, predicates: [], sort: nil)
    }

    /// The objects of one store, shared by every realm opened on it.
    final class Store: @unchecked Sendable {
        struct Contents {
            var objects: [Object] = []
            var schemaVersion: UInt64
            var isInWriteTransaction = false
        }

        static let stores = Locked<[String: Store]>([:])

        private let contents: Locked<Contents>

        private init(schemaVersion: UInt64) {
            contents = Locked(Contents(schemaVersion: schemaVersion))
        }

        static func open(_ configuration: Configuration) throws -> Store {
            let store = stores.withLock { stores in
                if let store = stores[configuration.storeName] { return store }
                let store = Store(schemaVersion: configuration.schemaVersion)
                stores[configuration.storeName] = store
                return store
            }
            try store.withLock { contents in
                guard configuration.schemaVersion >= contents.schemaVersion else {
                    throw RealmStandInError(
                        "Provided schema version \(configuration.schemaVersion) is less than last set version \(contents.schemaVersion)."
                    )
                }
                contents.schemaVersion = configuration.schemaVersion
            }
            return store
        }

        func withLock<Result>(_ body: (inout Contents) throws -> Result) rethrows -> Result {
            try contents.withLock(body)
        }
    }
}

// MARK: - Results

/// The objects of one type in a realm, filtered and sorted, as Realm's `Results` are: live, so
/// each access reads the store again.
public struct Results<Element: Object>: RandomAccessCollection {
    let store: Realm.Store
    let predicates: [NSPredicate]
    let sort: (keyPath: String, ascending: Bool)?

    private var elements: [Element] {
        let objects = store.withLock { $0.objects }
        let matching = objects.compactMap { $0 as? Element }.filter { object in
            type(of: object) == Element.self && predicates.allSatisfy { $0.evaluate(with: object) }
        }
        guard let sort else { return matching }
        return matching.sorted { first, second in
            guard let left = first.persistedValue(forKey: sort.keyPath), let right = second.persistedValue(forKey: sort.keyPath) else {
                preconditionFailure("Cannot sort on key path '\(sort.keyPath)': property '\(Element.self).\(sort.keyPath)' does not exist.")
            }
            return sort.ascending ? isLess(left, right) : isLess(right, left)
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> Element { elements[position] }

    /// The objects matching `predicate` as well.
    public func filter(_ predicate: NSPredicate) -> Results<Element> {
        Results(store: store, predicates: predicates + [predicate], sort: sort)
    }

    /// The objects ordered by the property `keyPath`.
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        Results(store: store, predicates: predicates, sort: (keyPath, ascending))
    }
}

/// Whether `left` orders before `right`, for two values of one `Comparable` type.
private func isLess(_ left: Any, _ right: Any) -> Bool {
    guard let left = left as? any Comparable else { preconditionFailure("Cannot sort on a property of type \(type(of: left))") }
    return isLess(left, right)
}

private func isLess<Value: Comparable>(_ left: Value, _ right: Any) -> Bool {
    guard let right = right as? Value else { preconditionFailure("Cannot compare \(Value.self) with \(type(of: right))") }
    return left < right
}

// MARK: - Predicates

#if !canImport(Darwin)
    extension NSPredicate {
        /// A predicate of the one form Realm queries here use, `"<property> == %@"`, true for an
        /// ``Object`` whose persisted property equals the argument. Linux's Foundation has no
        /// predicate strings; any other format traps, naming it.
        ///
        /// ```swift
        /// realm.objects(Memo.self).filter(NSPredicate(format: "id == %@", id))
        /// ```
        public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
            let parts = predicateFormat.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 3, parts[1] == "==", parts[2] == "%@", args.count == 1,
                let key = parts.first.map(String.init), key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                let argument = args[0] as? AnyHashable
            else {
                fatalError(
                    "The RealmSwift stand-in supports only NSPredicate(format: \"<property> == %@\", value); got \"\(predicateFormat)\"")
            }
            self.init { object, _ in
                guard let value = (object as? Object)?.persistedValue(forKey: key) else { return false }
                return (value as? AnyHashable) == argument
            }
        }
    }
#endif

// MARK: - Support

/// An error the stand-in throws where Realm throws one.
public struct RealmStandInError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
