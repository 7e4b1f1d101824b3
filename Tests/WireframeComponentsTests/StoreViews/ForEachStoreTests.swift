import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Counter {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: Int
        var count = 0
    }
    enum Action {
        case incrementTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}

@Reducer
private struct Counters {
    @ObservableState
    struct State: Equatable {
        var counters: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1), Counter.State(id: 2, count: 5)]
    }
    enum Action {
        case counters(IdentifiedActionOf<Counter>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .forEach(\.counters, action: \.counters) { Counter() }
    }
}

private struct CountersView: View {
    let store: StoreOf<Counters>
    var body: some View {
        VStack {
            ForEach(store.scope(state: \.counters, action: \.counters)) { counterStore in
                Button("Counter \(counterStore.id): \(counterStore.count)") {
                    counterStore.send(.incrementTapped)
                }
            }
        }
    }
}

@MainActor
@Suite struct ForEachStoreTests {
    @Test func eachElementGetsAStoreThatSendsItsOwnActions() async throws {
        let store = Store(initialState: Counters.State()) { Counters() }
        let host = ScreenHost(screen: Screen(width: 240, height: 64)) { CountersView(store: store) }
        #expect(try host.ascii().contains("Counter 1: 0"))
        #expect(try host.ascii().contains("Counter 2: 5"))
        try await host.tap("Counter 2: 5")
        #expect(store.counters[id: 2]?.count == 6)
        #expect(try host.ascii().contains("Counter 2: 6"))
    }

    @Test func theElementStoresAreIdentifiedByTheirElementsIDs() {
        let store = Store(initialState: Counters.State()) { Counters() }
        let stores = store.scope(state: \.counters, action: \.counters)
        #expect(stores.map(\.elementID) == [StoreElementID(1), StoreElementID(2)])
        #expect(stores.map(\.count) == [0, 5])
    }
}
