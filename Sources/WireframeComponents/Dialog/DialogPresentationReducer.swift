import WireframeDump
import WireframeStore

extension Reducer {
    /// Clears a presented ``DialogState`` when one of its buttons is tapped, as TCA's `ifLet` does
    /// for `AlertState`.
    ///
    /// ```swift
    /// // TCA:      .ifLet(\.$alert, action: \.alert)
    /// Reduce { state, action in … }
    ///     .ifLet(\.$dialog, action: Action.dialog)
    /// ```
    ///
    /// - For `.presented(action)` the dialog is cleared first, then the parent runs, so it can
    ///   present another dialog in response.
    /// - For `.dismiss` the parent runs first and can still read the dialog; then it is cleared,
    ///   unless the parent replaced it with a dialog of another id.
    public func ifLet<DialogAction: Sendable>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DialogState<DialogAction>>>,
        action toPresentationAction: @escaping @Sendable (PresentationAction<DialogAction>) -> Action
    ) -> DialogPresentationReducer<Self, DialogAction> {
        DialogPresentationReducer(
            parent: self,
            toPresentationState: toPresentationState,
            toPresentationAction: AnyCasePath(toPresentationAction)
        )
    }
}

/// The reducer ``Reducer/ifLet(_:action:)`` returns for a ``DialogState``.
public struct DialogPresentationReducer<Parent: Reducer, DialogAction: Sendable>: Reducer {
    let parent: ReduceFunction<Parent.State, Parent.Action>
    let toPresentationState: WritableKeyPath<Parent.State, PresentationState<DialogState<DialogAction>>>
    let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<DialogAction>>

    init(
        parent: Parent,
        toPresentationState: WritableKeyPath<Parent.State, PresentationState<DialogState<DialogAction>>>,
        toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<DialogAction>>
    ) {
        self.parent = parent._reduceFunction()
        self.toPresentationState = toPresentationState
        self.toPresentationAction = toPresentationAction
    }

    /// Clears the dialog around the parent in the order described at `ifLet`.
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        switch toPresentationAction.extract(from: action) {
        case .presented?:
            if state[keyPath: toPresentationState].wrappedValue == nil {
                RuntimeWarning.report(
                    """
                    A dialog's "ifLet" received a button action while no dialog was presented.

                      Action: \(ValueDump.line(action))

                    The parent still ran. A view may hold the store of a dialog that was already \
                    dismissed; send its actions only while it is presented.
                    """)
            }
            state[keyPath: toPresentationState].wrappedValue = nil
            return parent(&state, action)
        case .dismiss?:
            let id = state[keyPath: toPresentationState].wrappedValue?.id
            let effect = parent(&state, action)
            if state[keyPath: toPresentationState].wrappedValue?.id == id {
                state[keyPath: toPresentationState].wrappedValue = nil
            }
            return effect
        case nil:
            return parent(&state, action)
        }
    }
}
