import BenchKit
import WireframeStore

extension Workload {
    /// A million sends to a counter: to a flat store, through a store scoped three levels deep,
    /// and the same with 100 sibling features beside the counter.
    static let storeSends = Workload(name: "store-sends") { context in
        let sends = context.count(1_000_000, smoke: 10_000)
        func figure(_ phase: String, _ measure: () throws -> Summary) rethrows -> Figure {
            var figure = Figure(workload: "store-sends", phase: phase, items: sends, itemName: "send")
            figure.record(try measure())
            return figure
        }
        let stopwatch = context.stopwatch
        let flat = try figure("flat") {
            try stopwatch.measure(setup: { Store(initialState: Counter.State()) { Counter() } }) { store in
                for _ in 0..<sends { store.send(.increment) }
                return try expect(store.count, sends)
            }
        }
        let scoped = try figure("scoped 3 deep") {
            try stopwatch.measure(setup: { Store(initialState: CounterApp.State()) { CounterApp() } }) { store in
                let counter = store.counter
                for _ in 0..<sends { counter.send(.increment) }
                return try expect(store.section.holder.counter.count, sends)
            }
        }
        let siblings = try figure("scoped 3 deep, 100 siblings") {
            try stopwatch.measure(setup: { Store(initialState: SiblingApp.State()) { SiblingApp() } }) { store in
                let counter = store.counter
                for _ in 0..<sends { counter.send(.increment) }
                return try expect(store.section.holder.counter.count, sends)
            }
        }
        return [flat, scoped, siblings]
    }

    /// `count`, when it is the `expected` number of sends the counter saw.
    private static func expect(_ count: Int, _ expected: Int) throws -> Int {
        guard count == expected else { throw StoreBenchFailure(message: "the counter saw \(count) of \(expected) sends") }
        return count
    }
}

/// A store workload whose feature did not end in the state it must.
struct StoreBenchFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
