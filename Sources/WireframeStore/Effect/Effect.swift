/// Work a reducer asks the store to do after it has changed state: send more actions, run async
/// work, cancel in-flight work.
///
/// ```swift
/// case .later:
///     return .run { [clock] send in
///         try await clock.sleep(for: .seconds(1))
///         await send(.tapped)
///     }
///     .cancellable(id: CancelID.timer, cancelInFlight: true)
/// ```
///
/// Effects are values: the store interprets them. `.none` costs nothing — no task is created.
///
/// As in TCA, `Action` need not be `Sendable`, so that a recursive feature's `indirect enum Action`
/// compiles without one. An effect's actions only reach the store through ``Send``, which
/// delivers them on the main actor, where the store runs.
// Unchecked: the actions an effect holds are only read by the store, on the main actor.
public struct Effect<Action>: @unchecked Sendable {
    @usableFromInline let operation: Operation

    @usableFromInline
    indirect enum Operation: @unchecked Sendable {
        case none
        case send(Action)
        case run(Run)
        case merge([Effect])
        case concatenate([Effect])
        case cancellable(CancelKey, cancelInFlight: Bool, Effect)
        case cancel(CancelKey)
    }

    /// The async work of a `.run` effect, with its error handler and where it was created.
    @usableFromInline
    struct Run: Sendable {
        let priority: TaskPriority?
        let operation: @Sendable (Send<Action>) async throws -> Void
        let handler: (@Sendable (any Error, Send<Action>) async -> Void)?
        let origin: String

        @usableFromInline
        func map<Parent>(
            _ transform: @escaping @Sendable (Action) -> Parent
        ) -> Effect<Parent>.Run {
            let operation = self.operation
            var mappedHandler: (@Sendable (any Error, Send<Parent>) async -> Void)?
            if let handler = self.handler {
                mappedHandler = { error, send in await handler(error, send.map(transform)) }
            }
            return Effect<Parent>.Run(
                priority: priority,
                operation: { send in try await operation(send.map(transform)) },
                handler: mappedHandler,
                origin: origin
            )
        }
    }

    @inlinable
    init(operation: Operation) {
        self.operation = operation
    }

    @inlinable
    var isNone: Bool {
        if case .none = operation { return true }
        return false
    }

    /// An effect that does nothing and finishes immediately.
    @inlinable
    public static var none: Self {
        Self(operation: .none)
    }

    /// An effect that delivers `action` to the store synchronously, right after the current
    /// action, before anything else is processed.
    ///
    /// Prefer calling shared logic directly; use `.send` when another reducer in the composition
    /// should see the action.
    @inlinable
    public static func send(_ action: Action) -> Self {
        Self(operation: .send(action))
    }

    /// An effect that runs async work and sends actions back to the store.
    ///
    /// ```swift
    /// return .run { send in
    ///     let memos = try await client.load()
    ///     await send(.loaded(memos))
    /// } catch: { error, send in
    ///     await send(.failed)
    /// }
    /// ```
    ///
    /// A `CancellationError` thrown by `operation` ends the effect quietly. Any other error goes to
    /// `handler`; without a handler it is reported as a runtime warning and the store carries on.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs `operation`.
    ///   - operation: The work; send actions with `await send(action)`.
    ///   - handler: Called with errors `operation` throws, other than cancellation.
    ///   - fileID: The file ID of the source location a runtime warning names as the effect's
    ///     origin; the caller's.
    ///   - line: The line of that location; the caller's.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        Self(
            operation: .run(
                Run(priority: priority, operation: operation, handler: handler, origin: "\(fileID):\(line)")))
    }
}
