import WireframeStore

/// A counter: the cheapest feature there is, so a send's time is the store's own cost.
@Reducer
struct Counter {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

/// The counter one level down.
@Reducer
struct CounterHolder {
    struct State: Equatable, Sendable {
        var counter = Counter.State()
    }

    enum Action: Equatable, Sendable {
        case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { Counter() }
    }
}

/// The counter two levels down.
@Reducer
struct CounterSection {
    struct State: Equatable, Sendable {
        var holder = CounterHolder.State()
    }

    enum Action: Equatable, Sendable {
        case holder(CounterHolder.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.holder, action: \.holder) { CounterHolder() }
    }
}

/// The counter three levels down: app, section, holder, counter.
@Reducer
struct CounterApp {
    struct State: Equatable, Sendable {
        var section = CounterSection.State()
    }

    enum Action: Equatable, Sendable {
        case section(CounterSection.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.section, action: \.section) { CounterSection() }
    }
}

extension Store where State == CounterApp.State, Action == CounterApp.Action {
    /// The counter's store, scoped through the three levels.
    var counter: Store<Counter.State, Counter.Action> {
        scope(state: \.section, action: \.section)
            .scope(state: \.holder, action: \.holder)
            .scope(state: \.counter, action: \.counter)
    }
}
