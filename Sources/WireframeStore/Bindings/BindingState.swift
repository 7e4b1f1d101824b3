import WireframeDump

/// A property of a feature's state that a view may bind to, as TCA's deprecated `@BindingState`
/// marked it before `@ObservableState`: a view store's `viewStore.$text` is a binding that
/// sends `.binding(.set(\.$text, newValue))`.
///
/// ```swift
/// struct State: Equatable {
///     @BindingState var text = ""
/// }
/// …
/// TextField("Text", text: viewStore.$text)
/// ```
@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
@propertyWrapper
public struct BindingState<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A property holding `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The property itself, which `\.$text` names for bindings and binding actions.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
extension BindingState: CustomDumpRepresentable {
    package var dumpValue: Any { wrappedValue }
}

extension BindingAction {
    /// An action that sets the `@BindingState` property at `keyPath` (`\.$text`) to `value`;
    /// `case .binding(\.$text)` matches it.
    ///
    /// ```swift
    /// store.send(.binding(.set(\.$text, "Hi")))
    /// ```
    @available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
        _ value: Value
    ) -> Self {
        Self(
            keyPath: keyPath,
            value: value,
            apply: { $0[keyPath: keyPath].wrappedValue = value },
            valueIsEqual: { ($0 as? Value) == value })
    }
}
