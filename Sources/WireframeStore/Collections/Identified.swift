/// A value with an id beside it, for a value that is not `Identifiable` itself: a selection of a
/// row that keeps the row's id while the child state comes and goes.
///
/// Members of the value are read through it (`selection.count` for `selection.value.count`).
///
/// ```swift
/// var selection: Identified<Row.ID, Counter.State?>?
/// state.selection = Identified(nil, id: row.id)
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
    /// The id.
    public let id: ID
    /// The value.
    public var value: Value

    /// Pairs `value` with `id`.
    public init(_ value: Value, id: ID) {
        self.id = id
        self.value = value
    }

    /// Pairs `value` with the id at `id` in it.
    ///
    /// ```swift
    /// Identified(memo, id: \.title)
    /// ```
    public init(_ value: Value, id: (Value) -> ID) {
        self.init(value, id: id(value))
    }

    /// A member of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
