extension Effect {
    /// An effect that runs `effects` at the same time and finishes when they all have.
    public static func merge(_ effects: Self...) -> Self {
        merge(effects)
    }

    /// An effect that runs `effects` at the same time and finishes when they all have.
    public static func merge(_ effects: some Sequence<Self>) -> Self {
        let effects = effects.filter { !$0.isNone }
        switch effects.count {
        case 0: return .none
        case 1: return effects[0]
        default: return Self(operation: .merge(effects))
        }
    }

    /// An effect that runs `effects` one after another, each starting when the previous finished.
    public static func concatenate(_ effects: Self...) -> Self {
        concatenate(effects)
    }

    /// An effect that runs `effects` one after another, each starting when the previous finished.
    public static func concatenate(_ effects: some Sequence<Self>) -> Self {
        let effects = effects.filter { !$0.isNone }
        switch effects.count {
        case 0: return .none
        case 1: return effects[0]
        default: return Self(operation: .concatenate(effects))
        }
    }

    /// This effect and `other` at the same time.
    @inlinable
    public func merge(with other: Self) -> Self {
        if isNone { return other }
        if other.isNone { return self }
        return Self(operation: .merge([self, other]))
    }

    /// This effect, then `other` once this one has finished.
    public func concatenate(with other: Self) -> Self {
        if isNone { return other }
        if other.isNone { return self }
        return Self(operation: .concatenate([self, other]))
    }

    /// Transforms every action this effect sends.
    ///
    /// ```swift
    /// Child().reduce(into: &state.child, action: action).map(Action.child)
    /// ```
    @inlinable
    public func map<Parent>(
        _ transform: @escaping @Sendable (Action) -> Parent
    ) -> Effect<Parent> {
        switch operation {
        case .none:
            return .none
        case .send(let action):
            return .send(transform(action))
        case .run(let run):
            return Effect<Parent>(operation: .run(run.map(transform)))
        case .merge(let effects):
            return Effect<Parent>(operation: .merge(effects.map { $0.map(transform) }))
        case .concatenate(let effects):
            return Effect<Parent>(operation: .concatenate(effects.map { $0.map(transform) }))
        case .cancellable(let key, let cancelInFlight, let effect):
            return Effect<Parent>(
                operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.map(transform)))
        case .cancel(let key):
            return Effect<Parent>(operation: .cancel(key))
        }
    }

    /// Wraps the async work of every `.run` in this effect, keeping everything else.
    func mapRuns(
        _ transform:
            @escaping @Sendable (
                _ run: @escaping @Sendable () async throws -> Void, _ send: Send<Action>
            ) async throws -> Void
    ) -> Self {
        mapEachRun { run in
            let operation = run.operation
            return Run(
                priority: run.priority,
                operation: { send in try await transform({ try await operation(send) }, send) },
                handler: run.handler,
                origin: run.origin)
        }
    }

    /// This effect with every `.run` in it replaced by what `transform` makes of it.
    func mapEachRun(_ transform: (Run) -> Run) -> Self {
        switch operation {
        case .none, .send, .cancel:
            return self
        case .run(let run):
            return Self(operation: .run(transform(run)))
        case .merge(let effects):
            return Self(operation: .merge(effects.map { $0.mapEachRun(transform) }))
        case .concatenate(let effects):
            return Self(operation: .concatenate(effects.map { $0.mapEachRun(transform) }))
        case .cancellable(let key, let cancelInFlight, let effect):
            return Self(operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.mapEachRun(transform)))
        }
    }
}
