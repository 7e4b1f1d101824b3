import Testing

@testable import WireframeStore

private struct Feature: Reducer {
    struct State: Equatable, Sendable { var log: [String] = [] }
    enum Action: Equatable, Sendable {
        case none, sendNext, runTwice, merge, concatenate
        case start(String)
        case stop
        case debounced(String)
        case log(String)
        case fail, failHandled, cancelThenLog
    }
    enum CancelID: Hashable, Sendable { case timer, search }
    struct Failure: Error {}
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .none:
            return .none
        case .sendNext:
            state.log.append("sendNext")
            return .send(.log("sent"))
        case .runTwice:
            return .run { send in
                await send(.log("first"))
                await send(.log("second"))
            }
        case .merge:
            return .merge(.send(.log("a")), .send(.log("b")))
        case .concatenate:
            return .concatenate(
                .run { [clock] send in
                    try await clock.sleep(for: .seconds(2))
                    await send(.log("slow"))
                },
                .run { send in await send(.log("after")) }
            )
        case .start(let name):
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.log(name))
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stop:
            return .cancel(id: CancelID.timer)
        case .debounced(let query):
            return .send(.log(query)).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
        case .log(let line):
            state.log.append(line)
            return .none
        case .fail:
            return .run { _ in throw Failure() }
        case .failHandled:
            return .run { _ in
                throw Failure()
            } catch: { _, send in
                await send(.log("caught"))
            }
        case .cancelThenLog:
            return .merge(.cancel(id: CancelID.timer), .send(.log("cancelled")))
        }
    }
}

@MainActor
@Suite struct EffectTests {
    private func makeStore(clock: TestClock<Duration>) -> TestStore<Feature.State, Feature.Action> {
        TestStore(initialState: Feature.State()) {
            Feature()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func noneStartsNoTask() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let task = store.send(.none)
        #expect(task.tasks.isEmpty)
        #expect(task.isCancelled)
    }

    @Test func sendDeliversTheActionRightAfterTheCurrentOne() async {
        let store = makeStore(clock: TestClock())
        await store.send(.sendNext) { $0.log = ["sendNext"] }
        await store.receive(.log("sent")) { $0.log = ["sendNext", "sent"] }
    }

    @Test func runDeliversActionsInOrder() async {
        let store = makeStore(clock: TestClock())
        await store.send(.runTwice)
        await store.receive(.log("first")) { $0.log = ["first"] }
        await store.receive(.log("second")) { $0.log = ["first", "second"] }
        await store.finish()
    }

    @Test func mergeRunsEveryEffect() async {
        let store = makeStore(clock: TestClock())
        await store.send(.merge)
        await store.receive(.log("a")) { $0.log = ["a"] }
        await store.receive(.log("b")) { $0.log = ["a", "b"] }
    }

    @Test func concatenateWaitsForEachEffect() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.concatenate)
        await clock.advance(by: .seconds(2))
        await store.receive(.log("slow")) { $0.log = ["slow"] }
        await store.receive(.log("after")) { $0.log = ["slow", "after"] }
        await store.finish()
    }

    @Test func cancelInFlightRestartsTheEffect() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.start("one"))
        await clock.advance(by: .milliseconds(500))
        await store.send(.start("two"))
        await clock.advance(by: .milliseconds(500))
        await clock.advance(by: .milliseconds(500))
        await store.receive(.log("two")) { $0.log = ["two"] }
        await store.finish()
    }

    @Test func cancelStopsTheEffectBeforeItSends() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.start("one"))
        await store.send(.cancelThenLog)
        await store.receive(.log("cancelled")) { $0.log = ["cancelled"] }
        await clock.run()
        await store.finish()
    }

    @Test func debounceDeliversOnlyTheLastValue() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.debounced("a"))
        await clock.advance(by: .milliseconds(200))
        await store.send(.debounced("ab"))
        await clock.advance(by: .milliseconds(300))
        await store.receive(.log("ab")) { $0.log = ["ab"] }
        await store.finish()
    }

    @Test func anUnhandledErrorIsReportedAndTheStoreKeepsWorking() async {
        let store = Store(initialState: Feature.State()) { Feature() }
        await expectIssue(startingWith: "An \"Effect.run\" returned from \"WireframeStoreTests/EffectTests.swift:") {
            await store.send(.fail).finish()
        }
        store.send(.log("still working"))
        #expect(store.log == ["still working"])
    }

    @Test func aHandledErrorGoesToTheHandler() async {
        let store = makeStore(clock: TestClock())
        await store.send(.failHandled)
        await store.receive(.log("caught")) { $0.log = ["caught"] }
    }

    @Test func cancellationIdsBelongToOneStore() async {
        let clock = TestClock()
        let first = Store(initialState: Feature.State()) {
            Feature()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let second = Store(initialState: Feature.State()) {
            Feature()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let firstTask = first.send(.start("first"))
        let secondTask = second.send(.start("second"))
        while clock.sleeperCount < 2 { await Task.yield() }
        first.send(.stop)
        await clock.advance(by: .seconds(1))
        await firstTask.finish()
        await secondTask.finish()
        #expect(first.log == [])
        #expect(second.log == ["second"])
    }
}
