import WireframeDump

/// A value shared by reference among features, and optionally persisted by a ``SharedKey``.
///
/// Every `@Shared` with the same key is the same reference: a change made through one is seen
/// through all of them. The value is read-only; change it with ``withLock(_:)``, which mutates it
/// under a lock and then saves it to the key.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         @Shared(.inMemory("count")) var count = 0
///     }
///     enum Action { case incrementButtonTapped }
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         state.$count.withLock { $0 += 1 }
///         return .none
///     }
/// }
/// ```
///
/// A child feature takes the reference with `init(count: Shared<Int>) { _count = count }`, and
/// `$settings.theme` is a `Shared` reference to one member of a shared value.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
    let reference: SharedReference<Value>

    init(reference: SharedReference<Value>) {
        self.reference = reference
    }

    /// Creates a reference to the value stored under `key`, or to `wrappedValue` if the key holds
    /// none yet.
    ///
    /// ```swift
    /// @Shared(.fileStorage(settingsURL)) var settings = Settings()
    /// ```
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
        self.init(reference: SharedReferences.shared.reference(for: key, default: wrappedValue))
    }

    /// Creates a reference to `value`, shared with no key: only copies of this `Shared` see its
    /// changes.
    ///
    /// ```swift
    /// let count = Shared(value: 0)
    /// let child = Child.State(count: count)
    /// ```
    public init(value: Value) {
        self.init(reference: RootSharedReference(value: value))
    }

    /// Creates a `@Shared` property from an existing reference, as a child feature's initializer
    /// does.
    ///
    /// ```swift
    /// struct State: Equatable {
    ///     @Shared var count: Int
    ///     init(count: Shared<Int>) { _count = count }   // or: _count = Shared(projectedValue: count)
    /// }
    /// ```
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The current value; change it with ``withLock(_:)``.
    ///
    /// ```swift
    /// if count > 10 { … }
    /// ```
    ///
    /// As in swift-sharing, assigning it is deprecated but still works, under the lock: that is
    /// what lets a bindable store write a shared property of its state
    /// (`store.isOn.toggle()` sends `.binding(.set(\.isOn, …))`).
    public var wrappedValue: Value {
        get { reference.read { $0 } }
        @available(
            *, deprecated,
            message:
                "Use '$shared.withLock' to modify a shared value with exclusive access; when constructing a SwiftUI binding, use 'Binding($shared)'"
        )
        nonmutating set { withLock { $0 = newValue } }
    }

    /// The reference itself, as `$count`.
    ///
    /// ```swift
    /// state.$count.withLock { $0 += 1 }
    /// ```
    public var projectedValue: Shared<Value> {
        get { self }
        set { self = newValue }
    }

    /// Mutates the value under the reference's lock, then saves it to the key.
    ///
    /// ```swift
    /// state.$count.withLock { $0 += 1 }
    /// let added = state.$memos.withLock { memos in memos.append(memo); return memos.count }
    /// ```
    ///
    /// - Returns: What `operation` returns.
    @discardableResult
    public func withLock<Result>(_ operation: (inout Value) throws -> Result) rethrows -> Result {
        try reference.withLock(operation)
    }

    /// A reference to one member of the value: changing it changes the value, under the same lock.
    ///
    /// ```swift
    /// let theme: Shared<Theme> = $settings.theme
    /// theme.withLock { $0 = .dark }   // settings.theme is now .dark, and saved
    /// ```
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
        Shared<Member>(reference: ProjectedSharedReference(parent: reference, keyPath: keyPath))
    }
}

extension Shared: Equatable where Value: Equatable {
    /// Whether the two references hold equal values now.
    ///
    /// ```swift
    /// Shared(value: 1) == Shared(value: 1)   // true
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let snapshot = SharedSnapshot.current, snapshot.mode == .comparing {
            let expected = SharedSnapshot.$current.withValue(snapshot.reading) { lhs.wrappedValue }
            let actual = SharedSnapshot.$current.withValue(nil) { rhs.wrappedValue }
            return expected == actual
        }
        if lhs.reference === rhs.reference { return true }
        return lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Shared: Hashable where Value: Hashable {
    /// Hashes the current value.
    ///
    /// ```swift
    /// Set([Shared(value: 1), Shared(value: 1)]).count   // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Shared: CustomStringConvertible {
    /// The current value's description.
    ///
    /// ```swift
    /// String(describing: Shared(value: 1))   // "1"
    /// ```
    public var description: String {
        String(describing: wrappedValue)
    }
}

extension Shared: CustomDumpRepresentable {
    package var dumpValue: Any {
        wrappedValue
    }
}
