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

extension Store where Action: BindableAction, Action.State == State {
    /// A property of the state, read as any other and written by sending
    /// `.binding(.set(keyPath, newValue))`, as TCA's store does for a feature whose actions are
    /// bindable: `store.isComplete.toggle()` in a view with `@Bindable var store`.
    ///
    /// ```swift
    /// Button { store.isComplete.toggle() } label: { Image(systemName: "checkmark.square") }
    /// ```
    public subscript<Member: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Member> & Sendable) -> Member {
        get { state[keyPath: keyPath] }
        set { send(.binding(.set(keyPath, newValue))) }
    }
}

extension Store where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    /// A property of the state, read as any other and written by sending
    /// `.view(.binding(.set(keyPath, newValue)))`, as TCA's store does for a feature whose view
    /// actions are bindable (`BindingReducer(action: \.view)`).
    ///
    /// ```swift
    /// TextField("Code", text: $store.code)
    /// ```
    public subscript<Member: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Member> & Sendable) -> Member {
        get { state[keyPath: keyPath] }
        set { send(.view(.binding(.set(keyPath, newValue)))) }
    }
}
