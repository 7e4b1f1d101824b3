import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Flag {
    enum Action: Equatable {
        case set(Bool)
        case flip
    }
    var body: some Reducer<Bool, Action> {
        Reduce { state, action in
            switch action {
            case .set(let value): state = value
            case .flip: state.toggle()
            }
            return .none
        }
    }
}

/// Bindings to a view store's whole state, as TCA's `viewStore.binding(send:)`.
@MainActor @Suite struct ViewStoreBindingTests {
    @Test func aBindingToTheWholeStateSendsWhatIsWritten() {
        let store = Store(initialState: false) { Flag() }
        let viewStore = ViewStore(store, observe: { $0 })
        let binding = viewStore.binding(send: { .set($0) })
        binding.wrappedValue = true
        #expect(store.state)
        #expect(binding.wrappedValue)
    }

    @Test func aBindingToTheWholeStateSendsOneActionWhateverIsWritten() {
        let store = Store(initialState: false) { Flag() }
        let binding = ViewStore(store, observe: { $0 }).binding(send: .flip)
        binding.wrappedValue = false
        #expect(store.state)
    }
}
