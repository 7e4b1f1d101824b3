import Testing
import WireframeStore

private struct Counter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var name = "counter"
    }
    enum Action: Equatable, Sendable { case increment, incrementLater, tick, sleep, twice }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment, .tick:
            state.count += 1
            return .none
        case .incrementLater:
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.tick)
            }
        case .sleep:
            return .run { [clock] _ in try await clock.sleep(for: .seconds(10)) }
        case .twice:
            return .merge(.send(.tick), .send(.tick))
        }
    }
}

/// A test store of `Counter` whose effects sleep on `clock`.
@MainActor
private func makeCounterStore(clock: TestClock<Duration>) -> TestStore<Counter.State, Counter.Action> {
    TestStore(initialState: Counter.State()) {
        Counter()
    } withDependencies: {
        $0.continuousClock = clock
    }
}

@MainActor
@Suite struct TestStoreTests {
    private func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStore<Counter.State, Counter.Action> {
        makeCounterStore(clock: clock)
    }

    @Test func sendingWithTheWrongExpectationPrintsADiff() async {
        let store = makeStore()
        await expectIssues([
            """
            A state change does not match expectation.

                  Counter.State(
                −   count: 2
                +   count: 1
                    name: "counter"
                  )

            (Expected: −, Actual: +)
            """
        ]) {
            await store.send(.increment) { $0.count = 2 }
        }
    }

    @Test func receivingAnActionThatNeverComesFailsAfterTheTimeout() async {
        let store = makeStore()
        store.timeout = .milliseconds(50)
        await store.send(.sleep)
        await expectIssues([
            """
            Expected to receive an action, but received none after 0.05 seconds.

            Received since the last send: none
            """
        ]) {
            await store.receive(.tick) { $0.count = 1 }
        }
        await store.skipInFlightEffects()
    }

    @Test func receivingAnActionNoEffectCanSendFailsAtOnce() async {
        let store = makeStore()
        await expectIssues(["Expected to receive the following action, but didn't:\n\n  .tick"]) {
            await store.receive(.tick) { $0.count = 1 }
        }
    }

    @Test func receivingTheWrongActionPrintsBoth() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssues([
            """
            Received unexpected action:

                − .increment
                + .tick

            (Expected: −, Received: +)
            """
        ]) {
            await store.receive(.increment) { $0.count = 1 }
        }
        await store.receive(.tick) { $0.count = 2 }
    }

    @Test func sendingBeforeReceivingFails() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssues([
            """
            Must handle 2 received actions before sending an action.

            Unhandled actions:
              .tick
              .tick
            """
        ]) {
            await store.send(.increment) { $0.count = 3 }
        }
    }

    @Test func finishingWithUnreceivedActionsFails() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssues([
            """
            The store received 2 unexpected actions.

              Unhandled actions:
                .tick
                .tick

            Assert them with "receive", skip them with "skipReceivedActions()", or make the store \
            non-exhaustive with "exhaustivity = .off".
            """
        ]) {
            await store.finish()
        }
    }

    @Test func finishingWithARunningEffectFails() async {
        let store = makeStore()
        store.timeout = .milliseconds(50)
        await store.send(.sleep)
        await expectIssues([
            """
            Expected effects to finish, but there are still effects in-flight after 0.05 seconds.

            Started by:
              .sleep

            Advance the test clock so that they finish, give "finish" a longer "timeout", or cancel \
            them with "skipInFlightEffects()".
            """
        ]) {
            await store.finish()
        }
        await store.skipInFlightEffects()
    }

    @Test func skippingInFlightEffectsLetsTheTestFinish() async {
        let store = makeStore()
        await store.send(.sleep)
        await store.skipInFlightEffects()
        await store.finish()
    }

    @Test func aClosureThatChangesNothingFails() async {
        let store = makeStore()
        await expectIssues([
            """
            Expected state to change, but no change occurred.

            The trailing closure made no observable modifications to state. If no change to \
            state is expected, omit the trailing closure.
            """
        ]) {
            await store.send(.sleep) { $0.count = 0 }
        }
        await store.skipInFlightEffects()
    }

    @Test func nonExhaustiveStoresCheckOnlyWhatIsAsserted() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        store.exhaustivity = .off
        await store.send(.twice)
        await store.send(.incrementLater) { $0.count = 2 }
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.count = 3 }
        await store.send(.sleep)
        await store.finish()
    }

    @Test func nonExhaustiveStoresStillCheckAssertedValues() async {
        let store = makeStore()
        store.exhaustivity = .off
        await expectIssues([
            """
            A state change does not match expectation.

                  Counter.State(
                −   count: 5
                +   count: 1
                    name: "counter"
                  )

            (Expected: −, Actual: +)
            """
        ]) {
            await store.send(.increment) { $0.count = 5 }
        }
    }

    @Test func skippingReceivedActionsTakesTheirState() async {
        let store = makeStore()
        await store.send(.twice)
        await store.skipReceivedActions()
        await store.send(.increment) { $0.count = 3 }
    }

    @Test func skippingWhenNothingWasReceivedFails() async {
        let store = makeStore()
        await expectIssues(["There were no received actions to skip."]) {
            await store.skipReceivedActions()
        }
    }

    @Test func receiveByPredicateMatchesAnyActionItAccepts() async {
        let store = makeStore()
        await store.send(.twice)
        let isTick: (Counter.Action) -> Bool = { $0 == .tick }
        await store.receive(isTick) { $0.count = 1 }
        await store.receive(isTick) { $0.count = 2 }
    }

    @Test func releasingAStoreWithUnassertedWorkFails() async {
        await expectIssue(startingWith: "The store received 2 unexpected actions.") {
            let store = makeStore()
            await store.send(.twice)
        }
    }
}

@MainActor
@Suite struct TestStoreAssertAndExhaustivityTests {
    private func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStore<Counter.State, Counter.Action> {
        makeCounterStore(clock: clock)
    }

    @Test func assertChecksTheStateWithoutAnAction() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.increment)
        store.assert { $0.count = 1 }
        await expectIssues([
            """
            A state change does not match expectation.

                  Counter.State(
                −   count: 5
                +   count: 1
                    name: "counter"
                  )

            (Expected: −, Actual: +)
            """
        ]) {
            store.assert { $0.count = 5 }
        }
        // Exhaustive, an assert of what the last send asserted passes.
        store.exhaustivity = .on
        store.assert { $0.count = 1 }
    }

    @Test func withExhaustivityLetsABlockAssertLessAndPutsTheStoresBack() async {
        let store = makeStore()
        await store.withExhaustivity(.off) {
            await store.send(.twice)
            await store.receive(.tick) { $0.count = 1 }
            await store.skipReceivedActions()
        }
        #expect(store.exhaustivity == .on)
        await store.send(.increment) { $0.count = 3 }
    }

    @Test func offWithSkippedAssertionsShownIsStillOff() async {
        let store = makeStore()
        store.exhaustivity = .off(showSkippedAssertions: true)
        #expect(store.exhaustivity != .on && store.exhaustivity != .off)
        await store.send(.twice)
        await store.receive(.tick) { $0.count = 1 }
        await store.finish()
    }

    @Test func skippingInFlightEffectsWhenThereAreNoneFailsWhenStrict() async {
        let store = makeStore()
        await expectIssues(["There were no in-flight effects to skip."]) {
            await store.skipInFlightEffects()
        }
        await store.skipInFlightEffects(strict: false)
    }
}

private struct Closer: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case closeTapped }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .run { _ in await dismiss() }
    }
}

@MainActor
@Suite struct TestStoreDismissalTests {
    @Test func aFeatureThatDismissesItselfMarksTheTestStoreDismissed() async {
        let store = TestStore(initialState: Closer.State()) { Closer() }
        #expect(!store.isDismissed)
        await store.send(.closeTapped)
        await store.finish()
        #expect(store.isDismissed)
    }

    @Test func aTestsOwnDismissIsCalledTooAndSendingAfterwardsFails() async {
        let dismissed = LockIsolated(false)
        let store = TestStore(initialState: Closer.State()) {
            Closer()
        } withDependencies: {
            $0.dismiss = DismissEffect { dismissed.setValue(true) }
        }
        await store.send(.closeTapped)
        await store.finish()
        #expect(dismissed.value && store.isDismissed)
        await expectIssues(["Can't send action to dismissed test store."]) {
            await store.send(.closeTapped)
        }
    }
}
