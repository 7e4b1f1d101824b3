#if !canImport(Combine)
    import Foundation
    import Testing
    import WireframeStore

    /// Taps throttled to one response a second, as TCA's own throttle tests write it.
    private struct Tapper: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable, Sendable {
            case tap(Int)
            case throttled(Int)
        }
        enum CancelID { case throttle }
        let latest: Bool
        @Dependency(\.mainQueue) var mainQueue

        // Deprecated, as `throttle` is in TCA; a deprecated witness keeps the test build free of
        // warnings.
        @available(*, deprecated)
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .tap(let value):
                return .send(.throttled(value))
                    .throttle(id: CancelID.throttle, for: .seconds(1), scheduler: mainQueue, latest: latest)
            case .throttled(let value):
                state.count = value
                return .none
            }
        }
    }

    @MainActor
    @Suite struct EffectThrottleTests {
        private func makeStore(latest: Bool, mainQueue: TestSchedulerOf<DispatchQueue>) -> TestStore<
            Tapper.State, Tapper.Action
        > {
            TestStore(initialState: Tapper.State()) {
                Tapper(latest: latest)
            } withDependencies: {
                $0.mainQueue = mainQueue.eraseToAnyScheduler()
            }
        }

        @Test func theFirstActionGoesOnAtTheNextAdvance() async {
            let mainQueue = DispatchQueue.test
            let store = makeStore(latest: true, mainQueue: mainQueue)
            await store.send(.tap(1))
            await mainQueue.advance()
            await store.receive(.throttled(1)) { $0.count = 1 }
        }

        /// Taps 2 to 5 come 0.24 s apart within the second after tap 1: with `latest` the newest
        /// waiting one goes on a second after tap 1, else the first that waited.
        @Test(arguments: [(latest: true, letThrough: 5), (latest: false, letThrough: 2)])
        func oneWaitingActionGoesOnAnIntervalAfterTheLastOne(latest: Bool, letThrough: Int) async {
            let mainQueue = DispatchQueue.test
            let store = makeStore(latest: latest, mainQueue: mainQueue)
            await store.send(.tap(1))
            await mainQueue.advance()
            await store.receive(.throttled(1)) { $0.count = 1 }
            for value in 2...5 {
                await store.send(.tap(value))
                await mainQueue.advance(by: .milliseconds(240))
                #expect(store.state.count == 1)
            }
            await mainQueue.advance(by: .milliseconds(40))
            await store.receive(.throttled(letThrough)) { $0.count = letThrough }
        }

        @Test func anActionAfterTheIntervalGoesOnAtOnce() async {
            let mainQueue = DispatchQueue.test
            let store = makeStore(latest: true, mainQueue: mainQueue)
            await store.send(.tap(1))
            await mainQueue.advance()
            await store.receive(.throttled(1)) { $0.count = 1 }
            await mainQueue.advance(by: 2)
            await store.send(.tap(2))
            await mainQueue.advance()
            await store.receive(.throttled(2)) { $0.count = 2 }
        }

        @Test func twoStoresDoNotShareTheirThrottles() async {
            let mainQueue = DispatchQueue.test
            let first = makeStore(latest: true, mainQueue: mainQueue)
            let second = makeStore(latest: true, mainQueue: mainQueue)
            await first.send(.tap(1))
            await second.send(.tap(2))
            await mainQueue.advance()
            await first.receive(.throttled(1)) { $0.count = 1 }
            await second.receive(.throttled(2)) { $0.count = 2 }
        }
    }
#endif
