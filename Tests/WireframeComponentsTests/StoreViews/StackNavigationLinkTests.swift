import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Counter {
    @ObservableState
    struct State: Equatable {
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
private struct Demo {
    @Reducer
    enum Path {
        case counter(Counter)
    }

    @ObservableState
    struct State {
        var path = StackState<Path.State>()
    }
    enum Action {
        case path(StackActionOf<Path>)
    }
    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: \.path)
    }
}

private struct DemoView: View {
    @Bindable var store: StoreOf<Demo>

    var body: some View {
        NavigationStack(path: $store.scope(\.path, action: \.path)) {
            VStack {
                NavigationLink("Count from 5", state: Demo.Path.State.counter(Counter.State(count: 5)))
                NavigationLink(state: Demo.Path.State?.none) { Text("Nowhere") }
            }
        } destination: { store in
            switch store.case {
            case .counter(let store):
                VStack {
                    Text("Count \(store.count)")
                    NavigationLink("Deeper", state: Demo.Path.State.counter(Counter.State(count: store.count * 10)))
                    Button("Increment") { store.send(.incrementTapped) }
                }
            }
        }
    }
}

@MainActor @Suite struct StackNavigationLinkTests {
    @Test func aLinkWithStatePushesItOntoTheStoresStackWithTheNextID() async throws {
        let store = Store(initialState: Demo.State()) { Demo() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { DemoView(store: store) }
        try await host.tap("Count from 5")
        #expect(store.path.ids == [0])
        #expect(try host.ascii().contains("Count 5"))
        try await host.tap("Increment")
        try await host.tap("Deeper")
        #expect(store.path.ids == [0, 1])
        #expect(try host.ascii().contains("Count 60"))
    }

    @Test func theBackButtonPopsWhatALinkPushed() async throws {
        let store = Store(initialState: Demo.State()) { Demo() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { DemoView(store: store) }
        try await host.tap("Count from 5")
        try await host.tap("Back")
        #expect(store.path.ids.isEmpty)
        // The stack never gives an id twice.
        try await host.tap("Count from 5")
        #expect(store.path.ids == [1])
    }

    @Test func aLinkWithoutStateIsDisabled() async throws {
        let store = Store(initialState: Demo.State()) { Demo() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { DemoView(store: store) }
        await #expect(throws: (any Error).self) { try await host.tap("Nowhere") }
        #expect(store.path.ids.isEmpty)
    }
}
