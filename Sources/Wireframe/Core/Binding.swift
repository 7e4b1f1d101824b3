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

extension Binding {
    /// A binding to the value inside an optional one, or `nil` while the optional is `nil`: SwiftUI's
    /// way to hand an optional value to a control that needs one.
    ///
    /// ```swift
    /// if let $name = Binding($draft.name) { TextField("Name", text: $name) }
    /// ```
    ///
    /// Writing through the binding stores a value in the optional; it reads the last value it
    /// saw while the optional is `nil` again.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastValue(initial)
        self.init(
            get: {
                if let value = base.wrappedValue { last.value = value }
                return last.value
            },
            set: { newValue in
                last.value = newValue
                base.wrappedValue = newValue
            })
    }

    /// An optional binding over a binding: it always reads a value, and writing `nil` is ignored.
    ///
    /// ```swift
    /// Picker("Colour", selection: Binding<Color?>($colour)) { … }
    /// ```
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let newValue = $0 { base.wrappedValue = newValue } })
    }

    /// A type-erased binding over a binding of a hashable value: writing a value of another type
    /// is ignored.
    ///
    /// ```swift
    /// let erased = Binding<AnyHashable>($selection)
    /// ```
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let newValue = $0.base as? V { base.wrappedValue = newValue } })
    }
}

/// The value an unwrapped binding read last, kept for reads after its optional became `nil`.
private final class LastValue<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
