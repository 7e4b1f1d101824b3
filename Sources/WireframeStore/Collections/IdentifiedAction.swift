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

extension IdentifiedAction: CasePathable {
    /// The case path of `element`.
    public struct AllCasePaths: Sendable {
        /// An element's action, with its id.
        public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
            AnyCasePath(
                embed: { .element(id: $0.id, action: $0.action) },
                extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
        }

        /// The action of the element with `id`: `\.rows[id: id]`.
        public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
            AnyCasePath(
                embed: { .element(id: id, action: $0) },
                extract: { if case .element(id, let action) = $0 { action } else { nil } })
        }
    }

    /// The case paths.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
    /// The action of the element with `id`: `receive(\.todos[id: id].binding)`.
    public subscript<ID: Hashable & Sendable, ElementAction>(id id: ID) -> Case<ElementAction>
    where Value == IdentifiedAction<ID, ElementAction> {
        appending(IdentifiedAction<ID, ElementAction>.allCasePaths[id: id])
    }
}
