#if !canImport(Darwin)
    import Foundation

    extension Effect where Action: Sendable {
        /// Lets at most one of this effect's actions through per `interval` of `scheduler`'s
        /// time, across every effect throttled with `id`, as TCA's (deprecated) `throttle`.
        ///
        /// ```swift
        /// case .scrolled(let offset):
        ///     return .send(.savePosition(offset))
        ///         .throttle(id: CancelID.save, for: .seconds(1), scheduler: mainQueue, latest: true)
        /// ```
        ///
        /// Every action is first handed to `scheduler` (on a ``TestScheduler``, it arrives at the
        /// next advance). The first action, or one that comes at least `interval` after the last
        /// one let through, goes on at once. One that comes sooner waits until `interval` after the
        /// last one let through; a newer effect with the same `id` cancels the waiting one, and
        /// then goes on with its own action when `latest` is `true`, or with the first action that
        /// waited when it is `false`. The times are kept for each root store.
        ///
        /// - Parameters:
        ///   - id: The throttle's identity; effects throttled with the same `id` share the times.
        ///     It is also the effect's cancellation id.
        ///   - interval: The least time between two actions let through.
        ///   - scheduler: The scheduler whose time counts.
        ///   - latest: Whether a waiting action is replaced by a newer one.
        /// - Returns: The throttled effect, cancellable with `id`, cancelling in-flight effects
        ///   with it.
        @available(
            *, deprecated,
            message:
                "Keep the time an action last ran in state, and use 'clock.sleep(until:)' with 'cancellable(id:cancelInFlight:)' instead"
        )
        public func throttle<S: Scheduler & Sendable>(
            id: some Hashable & Sendable,
            for interval: S.SchedulerTimeType.Stride,
            scheduler: S,
            latest: Bool
        ) -> Self where S.SchedulerTimeType.Stride: Sendable {
            if isNone { return self }
            let key = CancelKey(id: id, path: DependencyValues.current.navigationIDPath)
            let throttles = DependencyValues.current.effectThrottles
            let gate = UncheckedSendable(scheduler)
            return interceptingActions { action, send in
                try await gate.value.hop()
                switch throttles.admit(action, key: key, now: gate.value.now, interval: interval, latest: latest) {
                case .now(let action):
                    await send(action)
                case .after(let delay, let action):
                    try await gate.value.sleep(for: delay)
                    throttles.markLetThrough(key, at: gate.value.now)
                    await send(action)
                }
            }
            .cancellable(id: id, cancelInFlight: true)
        }

        /// Delays this effect by `dueTime` of `scheduler`'s time, restarting the delay whenever
        /// another effect with the same `id` starts first, as TCA's (deprecated) scheduler form
        /// of `debounce`.
        ///
        /// ```swift
        /// return .send(.search)
        ///     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
        /// ```
        ///
        /// - Parameters:
        ///   - id: The effect's cancellation id; a new effect with it cancels this one.
        ///   - dueTime: How long to wait before running the effect.
        ///   - scheduler: The scheduler whose time counts.
        ///   - options: The scheduler's options for the wait.
        /// - Returns: The delayed effect.
        @available(
            *, deprecated,
            message: "Use 'clock.sleep(for:)' in the effect and 'cancellable(id:cancelInFlight: true)' instead"
        )
        public func debounce<S: Scheduler & Sendable>(
            id: some Hashable & Sendable,
            for dueTime: S.SchedulerTimeType.Stride,
            scheduler: S,
            options: S.SchedulerOptions? = nil
        ) -> Self where S.SchedulerTimeType.Stride: Sendable {
            if isNone { return self }
            let gate = UncheckedSendable((scheduler, options))
            let delay = Self.run { _ in try await gate.value.0.sleep(for: dueTime, options: gate.value.1) }
            return delay.concatenate(with: self).cancellable(id: id, cancelInFlight: true)
        }

        /// This effect with every action it sends handed to `deliver` instead of the store.
        private func interceptingActions(
            _ deliver: @escaping @Sendable (Action, Send<Action>) async throws -> Void
        ) -> Self {
            switch operation {
            case .none, .cancel:
                return self
            case .send(let action):
                return .run { send in try await deliver(action, send) }
            case .run(let run):
                return Self(operation: .run(run.intercepting(deliver)))
            case .merge(let effects):
                return Self(operation: .merge(effects.map { $0.interceptingActions(deliver) }))
            case .concatenate(let effects):
                return Self(operation: .concatenate(effects.map { $0.interceptingActions(deliver) }))
            case .cancellable(let key, let cancelInFlight, let effect):
                return Self(operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.interceptingActions(deliver)))
            }
        }
    }

    extension Effect.Run where Action: Sendable {
        /// This work with the actions it sends, its error handler's included, handed to `deliver`
        /// one at a time, in order, while the work goes on.
        fileprivate func intercepting(
            _ deliver: @escaping @Sendable (Action, Send<Action>) async throws -> Void
        ) -> Self {
            let operation = self.operation
            let handler = self.handler
            return Self(
                priority: priority,
                operation: { send in
                    let (actions, sink) = AsyncStream<Action>.makeStream()
                    let forward = Send<Action> { sink.yield($0) }
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            defer { sink.finish() }
                            do {
                                try await operation(forward)
                            } catch let error where !(error is CancellationError) && handler != nil {
                                await handler?(error, forward)
                            }
                        }
                        group.addTask {
                            for await action in actions { try await deliver(action, send) }
                        }
                        try await group.waitForAll()
                    }
                },
                handler: nil,
                origin: origin)
        }
    }

    /// When each throttle last let an action through, and the action waiting, if any; one for each
    /// root store.
    final class EffectThrottles: @unchecked Sendable {
        private let lock = NSLock()
        private var lastLetThrough: [CancelKey: Any] = [:]
        private var waiting: [CancelKey: Any] = [:]

        /// Decides when `action` goes on: at once, or after a delay, with the action that goes on
        /// then.
        func admit<Action, Time: Strideable>(
            _ action: Action, key: CancelKey, now: Time, interval: Time.Stride, latest: Bool
        ) -> ThrottleAdmission<Action, Time.Stride> {
            lock.withLock {
                guard let last = lastLetThrough[key] as? Time else {
                    lastLetThrough[key] = now
                    waiting[key] = nil
                    return .now(action)
                }
                let chosen = latest ? action : (waiting[key] as? Action ?? action)
                guard last.distance(to: now) < interval else {
                    lastLetThrough[key] = now
                    waiting[key] = nil
                    return .now(chosen)
                }
                waiting[key] = chosen
                return .after(now.distance(to: last.advanced(by: interval)), chosen)
            }
        }

        /// Records that the action waiting under `key` went on at `now`.
        func markLetThrough(_ key: CancelKey, at now: some Strideable) {
            lock.withLock {
                lastLetThrough[key] = now
                waiting[key] = nil
            }
        }
    }

    /// When a throttled action goes on.
    enum ThrottleAdmission<Action, Stride> {
        case now(Action)
        case after(Stride, Action)
    }

    extension DependencyValues {
        /// The throttle times of the root store whose effects are running.
        var effectThrottles: EffectThrottles {
            get { self[EffectThrottlesKey.self] }
            set { self[EffectThrottlesKey.self] = newValue }
        }
    }

    private enum EffectThrottlesKey: DependencyKey {
        static let liveValue = EffectThrottles()
        static let testValue = EffectThrottles()
    }
#endif
