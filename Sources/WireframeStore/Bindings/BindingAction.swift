import WireframeDump

/// An action that sets one property of a feature's state, as a view binding does.
///
/// ```swift
/// store.send(.binding(.set(\.isToastVisible, false)))
///
/// // reacting to a binding in the reducer:
/// case .binding(\.isToastVisible):
///     return .none
/// ```
///
/// Two binding actions are equal when they set the same property to equal values.
public struct BindingAction<Root>: Sendable {
    /// The property the action sets.
    public let keyPath: PartialKeyPath<Root> & Sendable
    let value: any Sendable
    private let apply: @Sendable (inout Root) -> Void
    private let valueIsEqual: @Sendable (any Sendable) -> Bool

    init(
        keyPath: PartialKeyPath<Root> & Sendable, value: any Sendable, apply: @escaping @Sendable (inout Root) -> Void,
        valueIsEqual: @escaping @Sendable (any Sendable) -> Bool
    ) {
        self.keyPath = keyPath
        self.value = value
        self.apply = apply
        self.valueIsEqual = valueIsEqual
    }

    /// An action that sets the property at `keyPath` to `value`.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable,
        _ value: Value
    ) -> Self {
        Self(
            keyPath: keyPath,
            value: value,
            apply: { $0[keyPath: keyPath] = value },
            valueIsEqual: { ($0 as? Value) == value })
    }

    /// Sets the property on `root`.
    @usableFromInline
    func set(_ root: inout Root) {
        apply(&root)
    }

    /// Matches a binding action by the property it sets: `case .binding(\.isToastVisible):`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
        bindingAction.keyPath as AnyKeyPath == keyPath as AnyKeyPath
    }
}

extension BindingAction: Equatable {
    /// Whether both set the same property to equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
    }
}

extension BindingAction: CustomDumpRepresentable {
    package var dumpValue: Any {
        DumpText(".set(\(String(describing: keyPath)), \(ValueDump.line(value)))")
    }
}

extension Case {
    /// The binding action that sets the property at `keyPath`, whose payload is the new value:
    /// `receive(\.binding.text)`, `store.send(\.binding.text, "Hi")`.
    public subscript<State, Member: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, Member> & Sendable
    ) -> Case<Member> where Value == BindingAction<State> {
        appending(
            AnyCasePath<BindingAction<State>, Member>(
                embed: { .set(keyPath, $0) },
                extract: { action in
                    guard action.keyPath as AnyKeyPath == keyPath as AnyKeyPath else { return nil }
                    return action.value as? Member
                }))
    }
}
