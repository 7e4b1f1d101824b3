import BenchKit
import WireframeComponents
import WireframeStore

extension Workload {
    /// The toast flow through a `TestStore` 10,000 times: show, advance the test clock 3 s,
    /// receive the hide.
    ///
    /// A flow takes milliseconds (the test store lets other tasks run after each step), so the
    /// 10,000 flows are the timed runs together: five runs of 2,000, each on a new store, after
    /// a warm-up.
    static let toastFlow = Workload(name: "toast-flow") { context in
        let flows = context.count(10_000 / BenchOptions.leastRuns, smoke: 20)
        var figure = Figure(workload: "toast-flow", phase: "show, advance 3 s, hidden", items: flows, itemName: "flow")
        if !context.options.isSmoke {
            figure.note =
                "\(Format.count(flows)) flows a run, on a new TestStore: \(Format.count(flows * context.options.runs)) timed in all"
        }
        let message = "저장했습니다."
        let setup = { () -> (TestStore<Toast.State, Toast.Action>, TestClock<Duration>) in
            let clock = TestClock()
            let store = TestStore(initialState: Toast.State()) {
                Toast()
            } withDependencies: {
                $0.continuousClock = clock
            }
            return (store, clock)
        }
        figure.record(
            try await context.stopwatch.measure(setup: setup) { (store, clock) in
                var hidden = 0
                for _ in 0..<flows {
                    await store.send(.show(message)) {
                        $0.message = message
                        $0.isPresented = true
                    }
                    await clock.advance(by: .seconds(3))
                    await store.receive(.hide) { $0.isPresented = false }
                    if !store.state.isPresented { hidden += 1 }
                }
                await store.finish()
                // Outside a test a failed expectation reports nothing, so check the end state.
                guard hidden == flows else {
                    throw StoreBenchFailure(message: "the toast hid after \(hidden) of \(flows) flows")
                }
                return hidden
            })
        return [figure]
    }
}
