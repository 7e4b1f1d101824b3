import Testing
import WireframeStore

@Reducer
private struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment, tick }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .increment:
                state.count += 1
                return .run { send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            case .tick:
                return .none
            }
        }
    }
}

@Reducer
private enum Screen {
    case counter(Counter)
    case done

    static var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .counter(.increment) = action, state.counter?.count == 2 { state = .done }
            return .none
        }
        .ifCaseLet(\.counter, action: \.counter) { Counter() }
    }
}
extension Screen.State: Equatable {}

@MainActor
@Suite struct IfCaseLetReducerTests {
    /// The child counts to 2 first, so the parent sees 2 and moves on; leaving the case cancels
    /// the child's sleep, so no `.counter(.tick)` arrives when the clock moves (an unreceived
    /// action would fail this exhaustive store).
    @Test func theChildRunsFirstAndLeavingItsCaseCancelsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screen.State.counter(Counter.State(count: 1))) {
            Screen.body
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.counter(.increment)) { $0 = .done }
        await clock.advance(by: .seconds(1))
    }

    @Test func aChildActionInAnotherCaseWarns() async {
        let store = TestStore(initialState: Screen.State.done) { Screen.body }
        await expectIssue(startingWith: "An \"ifCaseLet\" at \"WireframeStoreTests/IfCaseLetReducerTests.swift:") {
            await store.send(.counter(.tick))
        }
    }
}
