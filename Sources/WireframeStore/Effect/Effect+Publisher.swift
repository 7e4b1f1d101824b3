import WireframeCombine

extension Effect {
    /// An effect that subscribes to the publisher `createPublisher` makes when the effect starts,
    /// sends each value it delivers to the store, and finishes when it does, as TCA's
    /// `Effect.publisher(_:)`.
    ///
    /// The publisher is made inside the effect's task, so it reads the dependencies the reducer
    /// ran with; cancelling the effect (`.cancellable(id:)` and `.cancel(id:)`) cancels the
    /// subscription.
    ///
    /// ```swift
    /// case .onAppear:
    ///     return .publisher { notifications.didSave.map { Action.saved($0) } }
    /// ```
    public static func publisher<P: Publisher>(
        _ createPublisher: @escaping () -> P, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self where P.Output == Action, P.Failure == Never {
        // Subscribing is written here, so the effect's task handles actions and no publisher type.
        func subscribe(_ deliver: @escaping (Action) -> Void, _ finish: @escaping () -> Void) -> AnyCancellable {
            createPublisher().sink(receiveCompletion: { _ in finish() }, receiveValue: deliver)
        }
        let subscribing = UncheckedSendable(subscribe)
        return .run(
            operation: { send in
                let (actions, continuation) = AsyncStream<UncheckedSendable<Action>>.makeStream()
                let subscription = subscribing.value({ continuation.yield(UncheckedSendable($0)) }, { continuation.finish() })
                continuation.onTermination = { _ in subscription.cancel() }
                for await action in actions {
                    await send(action.value)
                }
                subscription.cancel()
            }, fileID: fileID, line: line)
    }
}
