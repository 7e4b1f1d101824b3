/// An action enum with a case for bindings, used by ``BindingReducer``.
///
/// ```swift
/// enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     case toastButtonTapped
/// }
/// ```
///
/// The `binding` case satisfies the requirement; nothing else is needed.
public protocol BindableAction: Sendable {
    /// The state the bindings set.
    associatedtype State

    /// Wraps a binding action.
    static func binding(_ action: BindingAction<State>) -> Self
}
