/// Sends actions from a `.run` effect back into the store, on the main actor.
///
/// ```swift
/// return .run { send in
///     await send(.loaded(items))
/// }
/// ```
///
/// Once the effect is cancelled, sending does nothing: a cancelled effect never delivers another
/// action.
@MainActor
public struct Send<Action>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Creates a sender that hands every action to `send`.
    nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = send
    }

    /// Sends `action` to the store unless the current task is cancelled.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }

    nonisolated func map<Child>(
        _ transform: @escaping @Sendable (Child) -> Action
    ) -> Send<Child> {
        let deliver = self.deliver
        return Send<Child>(send: { deliver(transform($0)) })
    }
}
