/// The actions of a navigation stack: an element's action, a push, or a pop.
///
/// ```swift
/// enum Action {
///     case path(StackActionOf<Path>)
/// }
/// // a parent reacting to a pushed screen:
/// case .path(.element(id: _, action: .detail(.toastButtonTapped))):
/// ```
public enum StackAction<State, Action> {
    /// An action of the element with `id`.
    case element(id: StackElementID, action: Action)

    /// Pops the element with `id` and every element above it.
    case popFrom(id: StackElementID)

    /// Pushes `state` with `id`.
    case push(id: StackElementID, state: State)
}

/// The stack actions of the reducer `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

extension StackAction: Hashable where State: Hashable, Action: Hashable {}

extension StackAction: CasePathable {
    /// The case paths of `element`, `popFrom` and `push`.
    public struct AllCasePaths: Sendable {
        /// An element's action, with its id.
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
            AnyCasePath(
                embed: { .element(id: $0.id, action: $0.action) },
                extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
        }

        /// A pop of the element with the id and those above it.
        public var popFrom: AnyCasePath<StackAction, StackElementID> {
            AnyCasePath(embed: { .popFrom(id: $0) }, extract: { if case .popFrom(let id) = $0 { id } else { nil } })
        }

        /// A push of a state with the id.
        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
            AnyCasePath(
                embed: { .push(id: $0.id, state: $0.state) },
                extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } })
        }

        /// The action of the element with `id`: `\.path[id: 0]`.
        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
            AnyCasePath(
                embed: { .element(id: id, action: $0) },
                extract: { if case .element(id, let action) = $0 { action } else { nil } })
        }
    }

    /// The case paths.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
    /// The action of the stack element with `id`: `receive(\.path[id: 0].detail.saved)`.
    public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
    where Value == StackAction<ElementState, ElementAction> {
        appending(StackAction<ElementState, ElementAction>.allCasePaths[id: id])
    }
}
