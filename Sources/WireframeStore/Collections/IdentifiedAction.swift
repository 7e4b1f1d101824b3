/// An action of one element of an identified collection.
///
/// ```swift
/// enum Action {
///     case rows(IdentifiedActionOf<Row>)
/// }
/// Reduce { … }
///     .forEach(\.rows, action: Action.rows) { Row() }
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
    /// The action of the element with `id`.
    case element(id: ID, action: Action)
}

/// The identified actions of the reducer `R`, whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: Equatable where Action: Equatable {}

extension IdentifiedAction: Hashable where Action: Hashable {}
