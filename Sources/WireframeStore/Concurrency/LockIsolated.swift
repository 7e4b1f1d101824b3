import Foundation

/// A value behind a lock, safe to read and change from any task, as swift-concurrency-extras'
/// `LockIsolated`: what a test's dependency override records into.
///
/// ```swift
/// let saved = LockIsolated<[Memo]>([])
/// $0.memoClient.save = { memos in saved.setValue(memos) }
/// …
/// #expect(saved.value == [memo])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
    private var storage: Value
    private let lock = NSRecursiveLock()

    /// Isolates `value` behind a lock.
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.storage = try value()
    }

    /// The value now.
    public var value: Value {
        lock.withLock { storage }
    }

    /// A property of the value now.
    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        lock.withLock { storage[keyPath: keyPath] }
    }

    /// Runs `operation` on the value with the lock held; what it changes stays changed.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try operation(&storage) }
    }

    /// Replaces the value.
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try lock.withLock { storage = try newValue() }
    }
}

extension LockIsolated where Value: Sendable {
    /// Whether two isolated values hold equal values.
    public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool where Value: Equatable {
        lhs.value == rhs.value
    }
}

/// A value behind an actor, as swift-concurrency-extras' `ActorIsolated`.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// await events.withValue { $0.append("saved") }
/// #expect(await events.value == ["saved"])
/// ```
public final actor ActorIsolated<Value> {
    /// The value now.
    public var value: Value

    /// Isolates `value` in the actor.
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.value = try value()
    }

    /// Runs `operation` on the value in the actor; what it changes stays changed.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try operation(&value)
    }

    /// Replaces the value.
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        value = try newValue()
    }
}

/// A value the compiler is told is sendable, as swift-concurrency-extras' `UncheckedSendable`:
/// for a value known to be used safely that does not say so itself.
///
/// It is also a property wrapper, and reads and writes the value's properties through dynamic
/// member lookup:
///
/// ```swift
/// let formatter = UncheckedSendable(DateFormatter())
/// formatter.dateFormat = "yyyy"  // formatter.wrappedValue.dateFormat
///
/// struct Model: Sendable {
///     @UncheckedSendable var cache = NSCache<NSString, NSData>()
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The value.
    public var value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Wraps `value`, as the property wrapper's initial value.
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// The value, as the property wrapper's.
    public var wrappedValue: Value {
        get { value }
        _modify { yield &value }
    }

    /// The wrapper itself, so `$property` can be sent where the value cannot.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A property of the value.
    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// A writable property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        get { value[keyPath: keyPath] }
        _modify { yield &value[keyPath: keyPath] }
    }
}
