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
    @Test func theChildRunsOnItsCaseBeforeTheParent() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screen.State.counter(Counter.State(count: 1))) {
            Screen.body
        } withDependencies: {
            $0.continuousClock = clock
        }
        // The child counts to 2 first, so the parent sees 2 and moves on.
        await store.send(.counter(.increment)) { $0 = .done }
    }

    @Test func leavingTheCaseCancelsTheChildsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screen.State.counter(Counter.State(count: 1))) {
            Screen.body
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.counter(.increment)) { $0 = .done }
        await clock.advance(by: .seconds(1))
        // No `.counter(.tick)` arrives: the child's sleep was cancelled with the case.
    }

    @Test func aChildActionInAnotherCaseWarns() async {
        let store = TestStore(initialState: Screen.State.done) { Screen.body }
        await expectIssue(startingWith: "An \"ifCaseLet\" received a child action when child state was set to a different case.") {
            await store.send(.counter(.tick))
        }
    }
}
