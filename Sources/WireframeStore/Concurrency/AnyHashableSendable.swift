/// A type-erased hashable value that is also `Sendable`, as ConcurrencyExtras'
/// `AnyHashableSendable`: for ids and cancellation keys built from a generic `Hashable & Sendable`
/// value.
///
/// Two values are equal when their wrapped values have the same type and are equal, as for
/// `AnyHashable`.
///
/// ```swift
/// struct CancelID: Hashable, Sendable { let id: AnyHashableSendable }
/// let key = CancelID(id: AnyHashableSendable(memo.id))
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
    /// The wrapped value.
    public let base: any Hashable & Sendable
    /// The wrapped value as `AnyHashable`, which compares and hashes it.
    private let hashable: UncheckedSendable<AnyHashable>

    /// Wraps `base`; wrapping an `AnyHashableSendable` keeps its value.
    public init(_ base: some Hashable & Sendable) {
        if let base = base as? AnyHashableSendable {
            self = base
        } else {
            self.base = base
            hashable = UncheckedSendable(AnyHashable(base))
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hashable.value == rhs.hashable.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hashable.value)
    }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped value's description.
    public var description: String { String(describing: base) }
    /// The wrapped value's debug description, marked as wrapped.
    public var debugDescription: String { "AnyHashableSendable(" + String(reflecting: base) + ")" }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    /// Wraps a `Bool` literal.
    public init(booleanLiteral value: Bool) { self.init(value) }
    /// Wraps an `Int` literal.
    public init(integerLiteral value: Int) { self.init(value) }
    /// Wraps a `Double` literal.
    public init(floatLiteral value: Double) { self.init(value) }
    /// Wraps a `String` literal.
    public init(stringLiteral value: String) { self.init(value) }
}
