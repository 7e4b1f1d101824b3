import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Sorter {
    @ObservableState
    struct State: Equatable {
        var items = [3, 1, 2]
    }
    enum Action {
        case sortTapped
        case sorted
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .sortTapped:
                return .run { send in await send(.sorted, transaction: Transaction(animation: .default)) }
            case .sorted:
                state.items.sort()
                return .none
            }
        }
    }
}

/// `send(_:transaction:)`: the transaction's animation is accepted, and the action is sent at
/// once, from a view's store or from an effect.
@MainActor @Suite struct StoreTransactionTests {
    @Test func aStoreSendsAnActionWithATransactionAtOnce() async {
        let store = Store(initialState: Sorter.State()) { Sorter() }
        await store.send(.sorted, transaction: Transaction(animation: .easeInOut)).finish()
        #expect(store.items == [1, 2, 3])
    }

    @Test func anEffectSendsWithATransaction() async {
        let store = TestStore(initialState: Sorter.State()) { Sorter() }
        await store.send(.sortTapped)
        await store.receive(\.sorted) { $0.items = [1, 2, 3] }
    }
}
