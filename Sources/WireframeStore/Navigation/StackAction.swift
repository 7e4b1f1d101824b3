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
