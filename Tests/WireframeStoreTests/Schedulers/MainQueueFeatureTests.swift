#if !canImport(Combine)
    import Foundation
    import Testing
    import WireframeStore

    /// A timer on the main queue that stops itself when its stream ends, as TCA's navigation-stack
    /// case study's screen C.
    private struct Ticker: Reducer {
        struct State: Equatable {
            var count = 0
            var isRunning = false
        }
        enum Action: Equatable, Sendable { case start, stop, tick, remind, reminded }
        enum CancelID { case timer }
        @Dependency(\.mainQueue) var mainQueue

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .start:
                state.isRunning = true
                return .run { [mainQueue] send in
                    for await _ in mainQueue.timer(interval: 1) { await send(.tick) }
                }
                .cancellable(id: CancelID.timer)
                .concatenate(with: .send(.stop))
            case .stop:
                state.isRunning = false
                return .cancel(id: CancelID.timer)
            case .tick:
                state.count += 1
                return .none
            case .remind:
                return .run { [mainQueue] send in
                    try await mainQueue.sleep(for: 1)
                    await send(.reminded)
                }
            case .reminded:
                return .none
            }
        }
    }

    @MainActor
    @Suite struct MainQueueFeatureTests {
        @Test func aTimerOnATestSchedulerTicksOnlyWhenAdvanced() async {
            let mainQueue = DispatchQueue.test
            let store = TestStore(initialState: Ticker.State()) {
                Ticker()
            } withDependencies: {
                $0.mainQueue = mainQueue.eraseToAnyScheduler()
            }
            await store.send(.start) { $0.isRunning = true }
            await mainQueue.advance(by: .milliseconds(999))
            await mainQueue.advance(by: .milliseconds(1))
            await store.receive(.tick) { $0.count = 1 }
            await mainQueue.advance(by: 2)
            await store.receive(.tick) { $0.count = 2 }
            await store.receive(.tick) { $0.count = 3 }
            await store.send(.stop) { $0.isRunning = false }
            await store.receive(.stop)
            await store.finish()
        }

        @Test func aSleepOnAnImmediateSchedulerEndsAtOnce() async {
            let store = TestStore(initialState: Ticker.State()) {
                Ticker()
            } withDependencies: {
                $0.mainQueue = .immediate
            }
            await store.send(.remind)
            await store.receive(.reminded)
        }

        @Test func aMainQueueLeftUnsetReportsItsUseInATest() async {
            let store = TestStore(initialState: Ticker.State()) { Ticker() }
            await expectIssues([
                #"@Dependency(\.mainQueue) - An unimplemented scheduler was asked for the time."#,
                #"@Dependency(\.mainQueue) - An unimplemented scheduler was asked to run an action repeatedly."#,
            ]) {
                await store.send(.remind)
                await store.receive(.reminded)
            }
        }
    }
#endif
