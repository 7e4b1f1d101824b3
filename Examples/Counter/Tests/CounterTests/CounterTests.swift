import ComposableArchitecture
import Testing

@testable import Counter

@MainActor
struct CounterTests {
    @Test func incrementingAnnouncesTheCountAfterASecond() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(\.announced) { $0.message = "Count is 1" }
    }

    // The target links only the feature, so these check that failures still reach Swift Testing.

    @Test func aWrongAssertionFailsTheTest() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.continuousClock = ImmediateClock()
        }
        store.exhaustivity = .off
        await withKnownIssue {
            await store.send(.incrementButtonTapped) { $0.count = 42 }
        }
    }

    @Test func aClockTheTestDidNotSetIsReported() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        store.exhaustivity = .off
        await withKnownIssue {
            await store.send(.incrementButtonTapped)
            await store.receive(\.announced)
        }
    }
}
