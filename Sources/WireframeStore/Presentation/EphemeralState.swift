/// State that is presented until the user picks one of its actions, then goes away by itself:
/// ``AlertState`` and ``ConfirmationDialogState``.
///
/// ```swift
/// .ifLet(\.$alert, action: Action.alert)   // no child reducer for ephemeral state
/// ```
///
/// Presented with `ifLet`, such state is dismissed after the parent has handled any of its
/// actions, unless the parent presented something else meanwhile. A destination enum whose
/// current case holds ephemeral state (`case alert(AlertState<Alert>)`) is dismissed the same way.
/// The library's own types conform; conform others only to get the same behaviour.
public protocol _EphemeralState {}

extension Reducer {
    /// Presents an alert or confirmation dialog, which needs no reducer of its own.
    ///
    /// ```swift
    /// // TCA:      .ifLet(\.$alert, action: \.alert)
    /// Reduce { state, action in
    ///     switch action {
    ///     case .alert(.presented(.confirmDeletion)):
    ///         state.memos.removeAll()   // `state.alert` is still set here
    ///         return .none
    ///     …
    ///     }
    /// }
    /// .ifLet(\.$alert, action: Action.alert)
    /// ```
    ///
    /// A button's action arrives as `.alert(.presented(action))`; the parent runs, then the alert
    /// is dismissed. `.alert(.dismiss)` (a button without an action) dismisses it too.
    @inlinable
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action
    ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: toPresentationAction) { EmptyReducer() }
    }

    /// Presents an alert or confirmation dialog; the action as a case path.
    @inlinable
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>
    ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: toPresentationAction) { EmptyReducer() }
    }
}

/// Whether `state` is ephemeral, or an enum whose current case holds ephemeral state.
@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
    if state is any _EphemeralState { return true }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
    return payload is any _EphemeralState
}

extension Reducer {
    /// Presents an alert or a confirmation dialog, the actions named by a case key path:
    /// `.ifLet(\.$alert, action: \.alert)`.
    @inlinable
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: AnyCasePath(toPresentationAction)) { EmptyReducer() }
    }
}
