extension Effect {
    /// Makes this effect cancellable with `.cancel(id:)`.
    ///
    /// ```swift
    /// return .run { send in … }
    ///     .cancellable(id: CancelID.timer, cancelInFlight: true)
    /// ```
    ///
    /// Ids are scoped to the root store and to the feature's place in it: two stores never
    /// cancel each other's effects, and two rows of a list using the same id do not either.
    ///
    /// - Parameters:
    ///   - id: Any hashable value; an enum case is the usual choice.
    ///   - cancelInFlight: Cancels effects already running with this id before starting this one.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        if isNone { return self }
        let key = CancelKey(id: id, path: DependencyValues.current.navigationIDPath)
        return Self(operation: .cancellable(key, cancelInFlight: cancelInFlight, self))
    }

    /// An effect that cancels every in-flight effect made cancellable with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(operation: .cancel(CancelKey(id: id, path: DependencyValues.current.navigationIDPath)))
    }

    /// Delays this effect by `dueTime`, restarting the delay whenever another effect with the same
    /// `id` starts before it elapses.
    ///
    /// ```swift
    /// case .searchTextChanged(let text):
    ///     state.query = text
    ///     return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    /// ```
    public func debounce<C: Clock>(
        id: some Hashable & Sendable,
        for dueTime: C.Duration,
        clock: C
    ) -> Self {
        if isNone { return self }
        let delay = Self.run { _ in try await clock.sleep(for: dueTime) }
        return delay.concatenate(with: self).cancellable(id: id, cancelInFlight: true)
    }
}

/// An effect cancellation id together with the place in the feature tree it was created in.
@usableFromInline
struct CancelKey: Hashable, Sendable {
    let id: AnyHashableSendable
    let path: NavigationIDPath

    @usableFromInline
    init(id: some Hashable & Sendable, path: NavigationIDPath) {
        self.id = AnyHashableSendable(id)
        self.path = path
    }
}
