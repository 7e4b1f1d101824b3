import Foundation

/// A read-write reference to a value owned elsewhere, as text fields and presentation use it.
///
/// ```swift
/// var query = ""
/// let binding = Binding(get: { query }, set: { query = $0 })
/// TextField("Search", text: binding)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// The binding `projectedValue`, so a closure can take a binding as `$name` and read its
    /// value as `name`, as SwiftUI's closures do.
    ///
    /// ```swift
    /// let toggle: (Binding<Bool>) -> Void = { $isOn in isOn.toggle() }
    /// ```
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            }
        )
    }
}

// A binding only ever runs its closures where views are resolved and actions performed (the
// main actor in a running host), as SwiftUI's `Binding` is `Sendable` for `Sendable` values.
extension Binding: @unchecked Sendable where Value: Sendable {}

// A binding is a dynamic property, as SwiftUI's is; it needs no connecting.
extension Binding: DynamicProperty {}

extension Binding {
    /// The same binding, whose changes SwiftUI would animate: a still picture draws the new
    /// value at once, so it is this binding.
    ///
    /// ```swift
    /// Picker("Filter", selection: $store.filter.animation()) { … }
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }
}
