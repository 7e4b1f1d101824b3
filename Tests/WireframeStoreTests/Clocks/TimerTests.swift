import Testing
import WireframeStore

private struct Stopwatch: Reducer {
    struct State: Equatable { var seconds = 0 }
    enum Action: Equatable, Sendable { case start, stop, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { [clock] send in
                for await _ in clock.timer(interval: .seconds(1)) {
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer)
        case .stop:
            return .cancel(id: CancelID.timer)
        case .tick:
            state.seconds += 1
            return .none
        }
    }
}

@MainActor
@Suite struct TimerTests {
    @Test func ticksOncePerIntervalOnATestClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: Stopwatch.State()) {
            Stopwatch()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.start)
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.seconds = 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.seconds = 2 }
        await store.send(.stop)
        await store.finish()
    }

    @Test func elementIsTheTimeSinceIterationStarted() async {
        let clock = TestClock()
        let ticks = Task {
            var elapsed: [Duration] = []
            for await tick in clock.timer(interval: .seconds(2)) {
                elapsed.append(tick)
                if elapsed.count == 2 { break }
            }
            return elapsed
        }
        // One tick at a time: each advance waits until the timer sleeps again, so the result
        // does not depend on how soon the iterating task runs on a busy machine.
        while clock.sleeperCount < 1 { await Task.yield() }
        await clock.advance(by: .seconds(2))
        while clock.sleeperCount < 1 { await Task.yield() }
        await clock.advance(by: .seconds(2))
        #expect(await ticks.value == [.seconds(2), .seconds(4)])
    }

    @Test func endsWhenTheTaskIsCancelled() async {
        let clock = TestClock()
        let ticks = Task {
            var count = 0
            for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
            return count
        }
        while clock.sleeperCount < 1 { await Task.yield() }
        ticks.cancel()
        #expect(await ticks.value == 0)
    }

    @Test func zeroIntervalEndsAtOnce() async {
        var count = 0
        for await _ in TestClock().timer(interval: .zero) { count += 1 }
        #expect(count == 0)
    }
}
