import Testing
import WireframeStore

/// The seed's toast over a navigation stack: shown from the root or from a pushed detail screen,
/// hidden after 3 s; a second toast restarts the timer.
private struct DetailFeature: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case toastButtonTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

private struct Path: Reducer {
    enum State: Equatable, Sendable { case detail(DetailFeature.State) }
    enum Action: Equatable, Sendable { case detail(DetailFeature.Action) }

    var body: some ReducerOf<Self> {
        Scope(state: State.detail, action: Action.detail) { DetailFeature() }
    }
}

private struct AppFeature: Reducer {
    struct State: Equatable, Sendable {
        var path = StackState<Path.State>()
        var toastText = ""
        var isToastVisible = false
    }
    enum Action: BindableAction, Equatable, Sendable {
        case binding(BindingAction<State>)
        case path(StackActionOf<Path>)
        case nextViewButtonTapped
        case toastButtonTapped
    }
    enum CancelID: Hashable, Sendable { case toast }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .nextViewButtonTapped:
                state.path.append(.detail(DetailFeature.State()))
                return .none
            case .toastButtonTapped:
                return showToast("첫 번째 토스트 입니다.", in: &state)
            case .path(.element(id: _, action: .detail(.toastButtonTapped))):
                return showToast("두 번째 토스트 입니다.", in: &state)
            case .binding, .path:
                return .none
            }
        }
        .forEach(\.path, action: Action.path) { Path() }
    }

    private func showToast(_ text: String, in state: inout State) -> Effect<Action> {
        state.toastText = text
        state.isToastVisible = true
        return .run { [clock] send in
            try await clock.sleep(for: .seconds(3))
            await send(.binding(.set(\.isToastVisible, false)))
        }
        .cancellable(id: CancelID.toast, cancelInFlight: true)
    }
}

@MainActor
@Suite struct ToastFlowTests {
    private func makeStore(clock: TestClock<Duration>) -> TestStore<AppFeature.State, AppFeature.Action> {
        TestStore(initialState: AppFeature.State()) {
            AppFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func toastHidesAfterThreeSeconds() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.toastButtonTapped) {
            $0.toastText = "첫 번째 토스트 입니다."
            $0.isToastVisible = true
        }
        await clock.advance(by: .seconds(3))
        await store.receive(.binding(.set(\.isToastVisible, false))) { $0.isToastVisible = false }
        await store.finish()
    }

    @Test func secondToastRestartsTheTimer() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.toastButtonTapped) {
            $0.toastText = "첫 번째 토스트 입니다."
            $0.isToastVisible = true
        }
        await clock.advance(by: .seconds(2))
        await store.send(.nextViewButtonTapped) { $0.path.append(.detail(DetailFeature.State())) }
        await store.send(.path(.element(id: 0, action: .detail(.toastButtonTapped)))) {
            $0.toastText = "두 번째 토스트 입니다."
        }
        await clock.advance(by: .seconds(2))
        await clock.advance(by: .seconds(1))
        await store.receive(.binding(.set(\.isToastVisible, false))) { $0.isToastVisible = false }
        await store.finish()
    }

    @Test func pushedDetailAsksTheAppForAToast() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.nextViewButtonTapped) { $0.path[id: 0] = .detail(DetailFeature.State()) }
        await store.send(.path(.element(id: 0, action: .detail(.toastButtonTapped)))) {
            $0.toastText = "두 번째 토스트 입니다."
            $0.isToastVisible = true
        }
        await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
        await clock.run()
        await store.receive(.binding(.set(\.isToastVisible, false))) { $0.isToastVisible = false }
        await store.finish()
    }

    @Test func toastCanBeHiddenThroughItsBinding() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.toastButtonTapped) {
            $0.toastText = "첫 번째 토스트 입니다."
            $0.isToastVisible = true
        }
        await store.send(.binding(.set(\.isToastVisible, false))) { $0.isToastVisible = false }
        await clock.advance(by: .seconds(3))
        await store.receive(.binding(.set(\.isToastVisible, false)))
        await store.finish()
    }
}
