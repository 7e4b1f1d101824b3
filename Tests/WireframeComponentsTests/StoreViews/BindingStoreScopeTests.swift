import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Greeting {
    @ObservableState
    struct State: Equatable {
        var text = "안녕"
    }
    enum Action {
        case closeTapped
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { _, _ in .run { _ in await dismiss() } }
    }
}

@Reducer
private struct Greetings {
    @ObservableState
    struct State {
        @Presents var sheet: Greeting.State?
        var path = StackState<Greeting.State>()
    }
    enum Action {
        case openTapped
        case sheet(PresentationAction<Greeting.Action>)
        case path(StackActionOf<Greeting>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .openTapped = action { state.sheet = Greeting.State() }
            return .none
        }
        .ifLet(\.$sheet, action: \.sheet) { Greeting() }
        .forEach(\.path, action: \.path) { Greeting() }
    }
}

private struct GreetingView: View {
    let store: StoreOf<Greeting>
    var body: some View {
        VStack {
            Text(store.text)
            Button("Close") { store.send(.closeTapped) }
        }
    }
}

/// A view that holds its store in `@State`, as TCA's integration app does, and scopes `$store`.
private struct GreetingsView: View {
    @State var store: StoreOf<Greetings>

    var body: some View {
        NavigationStack(path: $store.scope(\.path, action: \.path)) {
            Button("Open") { store.send(.openTapped) }
                .sheet(item: $store.scope(\.sheet, action: \.sheet)) { GreetingView(store: $0) }
        } destination: { store in
            GreetingView(store: store)
        }
    }
}

@MainActor @Suite struct BindingStoreScopeTests {
    @Test func aStoreInStateScopesItsBindingToASheetThatDismissesItself() async throws {
        let store = Store(initialState: Greetings.State()) { Greetings() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { GreetingsView(store: store) }
        try await host.tap("Open")
        #expect(try host.ascii().contains("안녕"))
        try await host.tap("Close")
        #expect(store.sheet == nil)
        #expect(!(try host.ascii().contains("안녕")))
    }

    @Test func aStoreInStateScopesItsBindingToANavigationPath() throws {
        let store = Store(initialState: Greetings.State(path: StackState([Greeting.State(text: "밀린 화면")]))) { Greetings() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { GreetingsView(store: store) }
        #expect(try host.ascii().contains("밀린 화면"))
    }
}
