import WireframeDump

/// The runtime behind a root store: its state, its reducer, the queue of actions and the
/// effects in flight.
///
/// Actions are processed one at a time, in the order they were sent: an action sent while a
/// reducer runs (by a `.send` effect, or re-entrantly) is queued and processed by the send that
/// is already running.
@MainActor
@usableFromInline
final class StoreCore<State, Action>: EffectCancelling {
    // The state, the queue and the flag are read and written on the main actor only, and the
    // reducer's in-place access to the state is the only long one: a reducer reaches the core
    // only by a re-entrant send, which touches the queue alone. So the run-time exclusivity
    // checks, bookkeeping paid on every send, are left out.
    @exclusivity(unchecked) @usableFromInline var state: State
    @usableFromInline let reducer: ReduceFunction<State, Action>
    @usableFromInline let dependencies: DependencyValues

    @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
    @exclusivity(unchecked) @usableFromInline var isSending = false
    private var cancellables: [CancelKey: [Int: Task<Void, Never>]] = [:]
    private var nextToken = 0

    /// The `.run` and `.concatenate` effects still working, by token, with the action that
    /// started them.
    private(set) var runningEffects: [Int: RunningEffect] = [:]

    struct RunningEffect {
        let origin: Action
        var task: Task<Void, Never>?
    }

    /// Called after the reducer has processed each action, with the resulting state.
    @usableFromInline var didReduce: ((Action, State) -> Void)?

    /// Told when effects start and finish, for a `TestStore`.
    var ledger: CompletionLedger?

    @usableFromInline
    init(state: State, reducer: @escaping ReduceFunction<State, Action>, dependencies: DependencyValues) {
        self.state = state
        self.reducer = reducer
        #if !canImport(Darwin)
            // Throttled effects keep their times in the root store, as cancellation ids do.
            var dependencies = dependencies
            dependencies.effectThrottles = EffectThrottles()
        #endif
        self.dependencies = dependencies
    }

    /// Processes `action` and everything queued while it runs; starts their effects.
    @inlinable
    func send(_ action: Action) -> StoreTask {
        queue.append(action)
        guard !isSending else { return StoreTask(tasks: []) }
        isSending = true
        defer { isSending = false }
        var tasks: [Task<Void, Never>] = []
        if hasCurrentDependencies() {
            processQueue(into: &tasks)
        } else {
            withStoreDependencies { processQueue(into: &tasks) }
        }
        return StoreTask(tasks: tasks)
    }

    @inlinable
    func processQueue(into tasks: inout [Task<Void, Never>]) {
        var index = 0
        while index < queue.count {
            let action = queue[index]
            index += 1
            let effect = reducer(&state, action)
            didReduce?(action, state)
            if !effect.isNone {
                start(effect, origin: action, keys: [], into: &tasks)
            }
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Whether the dependencies in effect are already the store's, so they need not be set.
    @usableFromInline
    func hasCurrentDependencies() -> Bool {
        DependencyValues.current.isIdentical(to: dependencies)
    }

    /// Runs `body` with the store's dependencies in effect.
    @usableFromInline
    func withStoreDependencies(_ body: () -> Void) {
        DependencyValues.$current.withValue(dependencies, operation: body)
    }

    /// Starts `effect`; the tasks it creates are appended to `tasks` and registered under `keys`.
    @usableFromInline
    func start(_ effect: Effect<Action>, origin: Action, keys: [CancelKey], into tasks: inout [Task<Void, Never>]) {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            if isSending {
                queue.append(action)
            } else {
                tasks += send(action).tasks
            }
        case .run(let run):
            startTask(priority: run.priority, origin: origin, keys: keys, into: &tasks) { send in
                await self.perform(run, send: send)
            }
        case .merge(let effects):
            for effect in effects { start(effect, origin: origin, keys: keys, into: &tasks) }
        case .concatenate(let effects):
            startTask(priority: nil, origin: origin, keys: keys, into: &tasks) { send in
                for effect in effects {
                    guard !Task.isCancelled else { return }
                    await self.runInline(effect, origin: origin, keys: keys, send: send)
                }
            }
        case .cancellable(let key, let cancelInFlight, let effect):
            if cancelInFlight { cancel(key) }
            start(effect, origin: origin, keys: keys + [key], into: &tasks)
        case .cancel(let key):
            cancel(key)
        }
    }

    private func startTask(
        priority: TaskPriority?,
        origin: Action,
        keys: [CancelKey],
        into tasks: inout [Task<Void, Never>],
        work: @escaping @MainActor (Send<Action>) async -> Void
    ) {
        let token = nextToken
        nextToken += 1
        runningEffects[token] = RunningEffect(origin: origin)
        ledger?.effectStarted(token: token, origin: ValueDump.line(origin))
        let task = Task(priority: priority) { [weak self] in
            let sent = SentTasks()
            let send = Send<Action> { [weak self] action in
                guard let task = self?.send(action), !task.tasks.isEmpty else { return }
                sent.tasks.append(task)
            }
            await work(send)
            self?.finished(token: token, keys: keys)
            for task in sent.tasks { await task.finish() }
        }
        runningEffects[token]?.task = task
        for key in keys { cancellables[key, default: [:]][token] = task }
        tasks.append(task)
    }

    /// Runs `effect` within an effect that is already running, for `.concatenate`.
    private func runInline(_ effect: Effect<Action>, origin: Action, keys: [CancelKey], send: Send<Action>) async {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            send(action)
        case .run(let run):
            await perform(run, send: send)
        case .merge(let effects):
            await withTaskGroup(of: Void.self) { group in
                for effect in effects {
                    // The child runs `runInline` on the main actor, where `origin` lives; only the
                    // box crosses the task boundary.
                    let job = MainActorValue((effect, origin))
                    group.addTask { await self.runInline(job.value.0, origin: job.value.1, keys: keys, send: send) }
                }
            }
        case .concatenate(let effects):
            for effect in effects {
                guard !Task.isCancelled else { return }
                await runInline(effect, origin: origin, keys: keys, send: send)
            }
        case .cancellable, .cancel:
            var tasks: [Task<Void, Never>] = []
            start(effect, origin: origin, keys: keys, into: &tasks)
            await StoreTask(tasks: tasks).finish()
        }
    }

    private func perform(_ run: Effect<Action>.Run, send: Send<Action>) async {
        do {
            try await run.operation(send)
        } catch is CancellationError {
        } catch  where Task.isCancelled {
        } catch {
            if let handler = run.handler {
                await handler(error, send)
            } else {
                RuntimeWarning.report(
                    """
                    An "Effect.run" returned from "\(run.origin)" threw an unhandled error.

                      \(ValueDump.line(error))

                    The store keeps working. Handle errors with the "catch" parameter of \
                    "Effect.run".
                    """)
            }
        }
    }

    /// Cancels every in-flight effect registered under `key`.
    func cancel(_ key: CancelKey) {
        guard let tasks = cancellables.removeValue(forKey: key) else { return }
        for task in tasks.values { task.cancel() }
    }

    /// Cancels every effect in flight.
    func cancelAll() {
        for effect in runningEffects.values { effect.task?.cancel() }
    }

    private func finished(token: Int, keys: [CancelKey]) {
        runningEffects[token] = nil
        ledger?.effectFinished(token: token)
        for key in keys {
            cancellables[key]?[token] = nil
            if cancellables[key]?.isEmpty == true { cancellables[key] = nil }
        }
    }
}

/// The sends made by one effect, awaited before the effect's task ends.
@MainActor
private final class SentTasks {
    var tasks: [StoreTask] = []
}

/// A value made on the main actor and read only there, carried through a task group's child
/// task so that an action need not be `Sendable`.
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A store's core, reached without its state and action types: what a `TestStore`'s dismissal
/// ends the effects of.
@MainActor
protocol EffectCancelling: AnyObject, Sendable {
    /// Cancels every effect in flight.
    func cancelAll()
}
