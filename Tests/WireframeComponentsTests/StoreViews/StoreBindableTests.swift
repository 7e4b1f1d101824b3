import Testing
import WireframeComponents
import WireframeTesting

/// A search feature whose field sends its own action rather than a `BindableAction`'s.
@Reducer
private struct Search {
    @ObservableState
    struct State: Equatable {
        var query = ""
        var filter = Filter()
        var queries: [String] = []
    }
    struct Filter: Equatable {
        var onlyOpen = false
    }
    enum Action {
        case queryChanged(String)
        case onlyOpenToggled(Bool)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .queryChanged(let query):
                state.query = query.trimmingCharacters(in: .whitespaces)
                state.queries.append(query)
                return .none
            case .onlyOpenToggled(let isOn):
                state.filter.onlyOpen = isOn
                return .none
            }
        }
    }
}

private struct SearchView: View {
    @Bindable var store: StoreOf<Search>

    var body: some View {
        VStack {
            TextField("Search", text: $store.query.sending(\.queryChanged))
            Toggle("Only open", isOn: $store.filter.onlyOpen.sending(\.onlyOpenToggled))
            Text("[\(store.query)]")
        }
    }
}

@MainActor @Suite struct StoreBindableTests {
    @Test func aFieldBoundBySendingSendsItsActionAndShowsTheStateTheReducerKept() async throws {
        let store = Store(initialState: Search.State()) { Search() }
        let host = ScreenHost(screen: Screen(width: 240, height: 200)) { SearchView(store: store) }
        try await host.type("  Seoul ", into: "Search")
        #expect(store.queries == ["  Seoul "])
        #expect(store.query == "Seoul")
        #expect(try host.ascii().contains("[Seoul]"))
    }

    @Test func aNestedMemberIsReachedThroughThePath() async throws {
        let store = Store(initialState: Search.State()) { Search() }
        let host = ScreenHost(screen: Screen(width: 240, height: 200)) { SearchView(store: store) }
        try await host.tap("Only open")
        #expect(store.filter.onlyOpen)
        let binding = Bindable(store).filter.onlyOpen.sending(\.onlyOpenToggled)
        binding.wrappedValue = false
        #expect(!store.filter.onlyOpen && !binding.wrappedValue)
    }
}
