import Testing
import WireframeStore

@Reducer
private struct Todo {
    @ObservableState
    struct State: Equatable {
        var isComplete = false
        var title = ""
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

@MainActor
@Suite struct StoreBindingTests {
    @Test func writingAPropertyOfABindableStoreSendsABindingAction() async {
        let store = TestStore(initialState: Todo.State()) { Todo() }
        await store.send(\.binding.isComplete, true) { $0.isComplete = true }
    }

    @Test func aViewMutatesTheStoresStateThroughItsProperty() {
        let store = Store(initialState: Todo.State()) { Todo() }
        store.isComplete.toggle()
        store.title = "Buy milk"
        #expect(store.isComplete)
        #expect(store.state == Todo.State(isComplete: true, title: "Buy milk"))
    }
}
