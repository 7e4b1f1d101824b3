import Testing
import WireframeComponents
import WireframeTesting

/// A feature written as TCA 1.0–1.6 wrote bindings: `@BindingState` in the state, `viewStore.$text`
/// in the view. TCA deprecates both, so the feature and its view are, and the tests reach them
/// through this protocol (Swift Testing refuses deprecated tests).
@MainActor
private protocol OldBindings {
    static func typing(_ text: String) async throws -> (state: String, matched: Bool, screen: String)
    static func sending() -> String
}

@available(*, deprecated)
@Reducer
private struct Editor {
    struct State: Equatable {
        @BindingState var text = ""
        var textChanges = 0
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            if case .binding(\.$text) = action { state.textChanges += 1 }
            return .none
        }
    }
}

@available(*, deprecated)
private struct EditorView: View {
    let store: StoreOf<Editor>
    var body: some View {
        WithViewStore(store, observe: \.self) { viewStore in
            TextField("Text", text: viewStore.$text)
            Text("echo: \(viewStore.text)")
        }
    }
}

private enum OldSpellings: OldBindings {
    @available(*, deprecated)
    static func typing(_ text: String) async throws -> (state: String, matched: Bool, screen: String) {
        let store = Store(initialState: Editor.State()) { Editor() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { EditorView(store: store) }
        try await host.type(text, into: "Text")
        return (store.state.text, store.state.textChanges > 0, try host.ascii())
    }

    @available(*, deprecated)
    static func sending() -> String {
        let store = Store(initialState: Editor.State()) { Editor() }
        store.send(.binding(.set(\.$text, "보냄")))
        return store.state.text
    }
}

@MainActor @Suite struct BindingStateTests {
    private let bindings: any OldBindings.Type = OldSpellings.self

    @Test func aViewStoresBindingStateBindingSendsTheBindingAction() async throws {
        let typed = try await bindings.typing("안녕")
        #expect(typed.state == "안녕")
        #expect(typed.matched)
        #expect(typed.screen.contains("echo: 안녕"))
    }

    @Test func aBindingActionSetsTheBindingStateProperty() {
        #expect(bindings.sending() == "보냄")
    }
}
