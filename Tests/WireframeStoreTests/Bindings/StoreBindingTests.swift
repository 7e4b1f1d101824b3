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

@Reducer
private struct Code {
    @ObservableState
    struct State: Equatable {
        var code = ""
        var isValid = false
    }
    enum Action: ViewAction {
        case view(View)
        @CasePathable
        enum View: BindableAction {
            case binding(BindingAction<State>)
        }
    }
    var body: some ReducerOf<Self> {
        BindingReducer(action: \.view)
        Reduce { state, _ in
            state.isValid = state.code.count >= 4
            return .none
        }
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

    @Test func aBindingReducerAppliesTheBindingActionsNestedInViewActions() async {
        let store = TestStore(initialState: Code.State()) { Code() }
        await store.send(.view(.binding(.set(\.code, "1234")))) {
            $0.code = "1234"
            $0.isValid = true
        }
    }

    @Test func writingAPropertyOfAStoreWithBindableViewActionsSendsAViewBindingAction() {
        let store = Store(initialState: Code.State()) { Code() }
        store.code = "12"
        #expect(store.state == Code.State(code: "12", isValid: false))
        store.code = "12345"
        #expect(store.state == Code.State(code: "12345", isValid: true))
    }
}
