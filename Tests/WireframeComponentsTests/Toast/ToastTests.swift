import Testing
import WireframeStore

@testable import WireframeComponents

/// The toast's timer on a `TestClock`: hidden 3 s after it shows, restarted by a second toast.
@MainActor
@Suite struct ToastTests {
    private func makeStore(_ clock: TestClock<Duration>) -> TestStore<Toast.State, Toast.Action> {
        TestStore(initialState: Toast.State()) {
            Toast()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func toastHidesThreeSecondsAfterItShows() async {
        let clock = TestClock()
        let store = makeStore(clock)
        await store.send(.show("첫 번째 토스트 입니다.")) {
            $0.message = "첫 번째 토스트 입니다."
            $0.isPresented = true
        }
        await clock.advance(by: .milliseconds(2999))
        await clock.advance(by: .milliseconds(1))
        await store.receive(.hide) { $0.isPresented = false }
        await store.finish()
    }

    @Test func secondToastReplacesTheFirstAndRestartsTheTimer() async {
        let clock = TestClock()
        let store = makeStore(clock)
        await store.send(.show("첫 번째 토스트 입니다.")) {
            $0.message = "첫 번째 토스트 입니다."
            $0.isPresented = true
        }
        await clock.advance(by: .seconds(2))
        await store.send(.show("두 번째 토스트 입니다.")) { $0.message = "두 번째 토스트 입니다." }
        await clock.advance(by: .seconds(2))
        await clock.advance(by: .seconds(1))
        await store.receive(.hide) { $0.isPresented = false }
        await store.finish()
    }

    @Test func hidingEarlyStopsTheTimer() async {
        let clock = TestClock()
        let store = makeStore(clock)
        await store.send(.show("저장했습니다.")) {
            $0.message = "저장했습니다."
            $0.isPresented = true
        }
        await store.send(.hide) { $0.isPresented = false }
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    @Test func durationIsConfigurable() async {
        let clock = TestClock()
        let store = TestStore(initialState: Toast.State()) {
            Toast(duration: .seconds(1))
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.show("짧은 토스트")) {
            $0.message = "짧은 토스트"
            $0.isPresented = true
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.hide) { $0.isPresented = false }
    }
}
