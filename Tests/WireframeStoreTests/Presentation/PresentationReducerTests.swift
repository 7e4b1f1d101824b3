import Testing
import WireframeStore

private struct Sheet: Reducer {
    struct State: Equatable, Sendable { var text = "sheet" }
    enum Action: Equatable, Sendable { case startTimer, tick, close }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startTimer:
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.tick)
            }
        case .tick:
            state.text += "!"
            return .none
        case .close:
            return .run { [dismiss] _ in await dismiss() }
        }
    }
}

private struct Host: Reducer {
    struct State: Equatable, Sendable {
        @PresentationState var sheet: Sheet.State?
        var seenOnDismiss: String?
    }
    enum Action: Equatable, Sendable {
        case open, closeFromParent
        case sheet(PresentationAction<Sheet.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .open:
                state.sheet = Sheet.State()
                return .none
            case .closeFromParent:
                state.sheet = nil
                return .none
            case .sheet(.dismiss):
                state.seenOnDismiss = state.sheet?.text
                return .none
            case .sheet:
                return .none
            }
        }
        .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
    }
}

@MainActor
@Suite struct PresentationReducerTests {
    private func makeStore(clock: TestClock<Duration>) -> TestStore<Host.State, Host.Action> {
        TestStore(initialState: Host.State()) {
            Host()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func theParentSeesTheChildBeforeItIsDismissed() async {
        let store = makeStore(clock: TestClock())
        await store.send(.open) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.dismiss)) {
            $0.sheet = nil
            $0.seenOnDismiss = "sheet"
        }
    }

    @Test func dismissingCancelsTheChildsEffects() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.open) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.sheet(.dismiss)) {
            $0.sheet = nil
            $0.seenOnDismiss = "sheet"
        }
        await clock.run()
        await store.finish()
    }

    @Test func settingTheStateToNilCancelsTheChildsEffects() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.open) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.closeFromParent) { $0.sheet = nil }
        await clock.run()
        await store.finish()
    }

    @Test func aNewPresentationIsNotReachedByTheOldOnesEffects() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.open) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.closeFromParent) { $0.sheet = nil }
        await store.send(.open) { $0.sheet = Sheet.State() }
        await clock.run()
        await store.finish()
    }

    @Test func childEffectsRunWhilePresented() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.open) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.presented(.startTimer)))
        await clock.advance(by: .seconds(1))
        await store.receive(.sheet(.presented(.tick))) { $0.sheet?.text = "sheet!" }
    }

    @Test func anActionForAnAbsentChildIsIgnoredWithAWarning() async {
        let store = makeStore(clock: TestClock())
        await expectIssue(
            startingWith: "An \"ifLet\" at \"WireframeStoreTests/PresentationReducerTests.swift:"
        ) {
            await store.send(.sheet(.presented(.tick)))
        }
        #expect(store.state.sheet == nil)
    }

    @Test func dismissOutsideAPresentationWarns() async {
        await expectIssue(startingWith: "A reducer requested dismissal at \"WireframeStoreTests/PresentationReducerTests.swift:") {
            let dismiss = DismissEffect()
            await dismiss()
        }
    }
}
