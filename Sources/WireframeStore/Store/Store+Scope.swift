extension Store {
    /// A store for a child feature, reading the child state from this store's state and sending
    /// child actions through this store.
    ///
    /// ```swift
    /// // TCA:      store.scope(state: \.counter, action: \.counter)
    /// let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    /// counter.send(.tapped)   // sends .counter(.tapped) to the app feature
    /// ```
    ///
    /// - Parameters:
    ///   - toChildState: The path from this state to the child state.
    ///   - toChildAction: The action case that carries child actions, such as `Action.counter`.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let read = readState
        let send = sendAction
        return Store<ChildState, ChildAction>(
            readState: { read()?[keyPath: toChildState] },
            send: { send(toChildAction($0)) },
            state: state[keyPath: toChildState])
    }

    /// A store for a child feature with optional state, or `nil` while the child state is `nil`.
    ///
    /// The seed's banner is shown only while it is presented:
    ///
    /// ```swift
    /// // TCA:      if let store = store.scope(state: \.banner, action: \.banner) { … }
    /// if let banner = store.scope(state: \.banner, action: AppFeature.Action.banner) {
    ///     BannerView(store: banner)   // Store<Banner.State, PresentationAction<Banner.Action>>
    /// }
    /// ```
    ///
    /// For a `@PresentationState var banner`, `\.banner` is the optional child state and
    /// `Action.banner` the case carrying `PresentationAction<Banner.Action>`.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let initial = state[keyPath: toChildState] else { return nil }
        let read = readState
        let send = sendAction
        return Store<ChildState, ChildAction>(
            readState: { read()?[keyPath: toChildState] ?? nil },
            send: { send(toChildAction($0)) },
            state: initial,
            keepsLastState: true)
    }

    /// A store for one case of an enum state, or `nil` while the state is in another case.
    ///
    /// ```swift
    /// // TCA:      switch store.case { case .detail(let store): … }
    /// if let detail = store.scope(state: Path.State.detail, action: Path.Action.detail) { … }
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping @Sendable (ChildState) -> State,
        action toChildAction: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        let casePath = AnyCasePath(toChildState)
        guard let initial = casePath.extract(from: state) else { return nil }
        let read = readState
        let send = sendAction
        return Store<ChildState, ChildAction>(
            readState: { read().flatMap(casePath.extract(from:)) },
            send: { send(toChildAction($0)) },
            state: initial,
            keepsLastState: true)
    }

}

extension Store {
    /// A store of the child state `toChildState` reads from this store's state, or `nil` while
    /// it reads none; the child's actions become this store's through `toChildAction`. For the
    /// view layer's presentation helpers, whose destinations are read by closures.
    package func scope<ChildState, ChildAction>(
        reading toChildState: @escaping @MainActor (State) -> ChildState?,
        action toChildAction: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let initial = toChildState(state) else { return nil }
        let read = readState
        let send = sendAction
        return Store<ChildState, ChildAction>(
            readState: { read().flatMap(toChildState) },
            send: { send(toChildAction($0)) },
            state: initial,
            keepsLastState: true)
    }
}

extension Store {
    /// A store of the child state at `toChildState`, whose actions reach this store through the
    /// case key path `toChildAction`, as TCA writes it: `store.scope(state: \.counter, action: \.counter)`.
    ///
    /// ```swift
    /// CounterView(store: store.scope(state: \.counter, action: \.counter))
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: AnyCasePath(toChildAction).embedValue)
    }

    /// A store of optional child state while it is there, else `nil`: `store.scope(state:
    /// \.destination?.edit, action: \.destination.edit.presented)`, `if let store = store.scope(…)`.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        let casePath = AnyCasePath(toChildAction)
        return scope(state: toChildState, action: { casePath.embed($0) })
    }

    /// TCA's newer spelling of `scope(state:action:)`: `store.scope(\.counter, action: \.counter)`.
    @inlinable
    public func scope<ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toChildAction)
    }

    /// TCA's newer spelling for optional child state: `store.scope(\.child, action: \.child)`.
    @inlinable
    public func scope<ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChildState, action: toChildAction)
    }
}
