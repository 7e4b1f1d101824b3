extension Shared {
    /// A reference to the value inside an optional shared value, or `nil` while it holds
    /// nothing, as swift-sharing's `Shared(_:)`: `Shared($todos[id: id])` is the shared element.
    /// If the element goes away later, the reference keeps reading its last value and writes to
    /// it change nothing.
    ///
    /// ```swift
    /// guard let todo = Shared(state.$todos[id: id]) else { return .none }
    /// state.destination = .detail(TodoDetail.State(todo: todo))
    /// ```
    public init?(_ base: Shared<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(reference: UnwrappedSharedReference(parent: base.reference, value: value))
    }

    /// The shared element with `id`, or a reference to `nil` while there is none.
    ///
    /// ```swift
    /// let todo: Shared<Todo?> = $todos[id: todo.id]
    /// ```
    public subscript<ID: Hashable & Sendable, Element: Sendable>(id id: ID) -> Shared<Element?>
    where Value == IdentifiedArray<ID, Element> {
        self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
    }
}

/// A read-only reference to a shared value, as swift-sharing's `@SharedReader`: the same keys
/// as ``Shared``, and a ``Shared`` can be read through one.
///
/// ```swift
/// struct State: Equatable {
///     @SharedReader(.appStorage("isHapticsOn")) var isHapticsOn = true
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
    let shared: Shared<Value>

    /// Reads the value stored under `key`, or `wrappedValue` if the key holds none yet.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
        shared = Shared(wrappedValue: wrappedValue(), key)
    }

    /// Reads a constant value.
    ///
    /// ```swift
    /// SharedReader(value: 42)
    /// ```
    public init(value: Value) {
        shared = Shared(value: value)
    }

    /// Reads what `shared` holds, without writing it.
    ///
    /// ```swift
    /// Child.State(count: SharedReader(state.$count))
    /// ```
    public init(_ shared: Shared<Value>) {
        self.shared = shared
    }

    /// Creates a `@SharedReader` property from an existing reader.
    public init(projectedValue: SharedReader<Value>) {
        self = projectedValue
    }

    /// The current value.
    public var wrappedValue: Value { shared.wrappedValue }

    /// The reader itself, as `$count`.
    public var projectedValue: SharedReader<Value> {
        get { self }
        set { self = newValue }
    }

    /// A reader of one member of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> SharedReader<Member> {
        SharedReader<Member>(shared[dynamicMember: keyPath])
    }
}

extension SharedReader: Equatable where Value: Equatable {
    /// Whether the two readers read equal values now.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}
