import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
        var id: Int
        var title: String
    }
    enum Action {
        case renameTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.title += "!"
            return .none
        }
    }
}

@Reducer
private struct Screens {
    @Reducer
    enum Screen {
        case first(Row)
        case second(Row)
    }

    @ObservableState
    struct State {
        var rows: IdentifiedArrayOf<Row.State> = []
        @Presents var child: Row.State?
        var screen: Screen.State = .first(Row.State(id: 0, title: "첫째"))
        var path = StackState<Row.State>()
    }
    enum Action {
        case rows(IdentifiedActionOf<Row>)
        case child(PresentationAction<Row.Action>)
        case screen(Screen.Action)
        case path(StackActionOf<Row>)
        case openChild(id: Int)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.screen, action: \.screen) { Screen.body }
        Reduce { state, action in
            if case .openChild(let id) = action { state.child = Row.State(id: id, title: "아이 \(id)") }
            return .none
        }
        .forEach(\.rows, action: \.rows) { Row() }
        .ifLet(\.$child, action: \.child) { Row() }
        .forEach(\.path, action: \.path) { Row() }
    }
}

private struct RowView: View {
    let store: StoreOf<Row>
    var body: some View {
        Button(store.title) { store.send(.renameTapped) }
    }
}

/// Views written with TCA's deprecated store views; the tests reach them through this protocol
/// (Swift Testing refuses deprecated tests).
@MainActor
private protocol OldStoreViews {
    static func ifLet(_ store: StoreOf<Screens>) -> AnyView
    static func forEach(_ store: StoreOf<Screens>) -> AnyView
    static func switchOver(_ store: StoreOf<Screens>) -> AnyView
    static func stack(_ store: StoreOf<Screens>) -> AnyView
    static func link(_ store: StoreOf<Screens>, opening id: Int, activeFor activeID: Int?) -> AnyView
}

private enum OldSpellings: OldStoreViews {
    @available(*, deprecated)
    static func ifLet(_ store: StoreOf<Screens>) -> AnyView {
        AnyView(
            IfLetStore(store.scope(state: \.$child, action: \.child)) {
                RowView(store: $0)
            } else: {
                Text("없음")
            })
    }

    @available(*, deprecated)
    static func forEach(_ store: StoreOf<Screens>) -> AnyView {
        AnyView(VStack { ForEachStore(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) } })
    }

    @available(*, deprecated)
    static func switchOver(_ store: StoreOf<Screens>) -> AnyView {
        AnyView(
            SwitchStore(store.scope(state: \.screen, action: \.screen)) { state in
                switch state {
                case .first:
                    CaseLet(\Screens.Screen.State.first, action: Screens.Screen.Action.first) { RowView(store: $0) }
                case .second:
                    CaseLet(\Screens.Screen.State.second, action: Screens.Screen.Action.second) { RowView(store: $0) }
                }
            })
    }

    @available(*, deprecated)
    static func stack(_ store: StoreOf<Screens>) -> AnyView {
        AnyView(
            NavigationStackStore(store.scope(state: \.path, action: \.path)) {
                Text("뿌리")
            } destination: {
                RowView(store: $0)
            })
    }

    @available(*, deprecated)
    static func link(_ store: StoreOf<Screens>, opening id: Int, activeFor activeID: Int?) -> AnyView {
        let child = store.scope(state: \.$child, action: \.child)
        return AnyView(
            NavigationStack {
                if let activeID {
                    NavigationLinkStore(child, id: activeID) {
                        store.send(.openChild(id: id))
                    } destination: {
                        RowView(store: $0)
                    } label: {
                        Text("열기")
                    }
                } else {
                    NavigationLinkStore(child) {
                        store.send(.openChild(id: id))
                    } destination: {
                        RowView(store: $0)
                    } label: {
                        Text("열기")
                    }
                }
            })
    }
}

@MainActor @Suite struct LegacyStoreViewTests {
    private let views: any OldStoreViews.Type = OldSpellings.self

    @Test func ifLetStoreShowsTheChildWhilePresentedElseTheElseContent() async throws {
        let store = Store(initialState: Screens.State()) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.ifLet(store) }
        #expect(try host.ascii().contains("없음"))
        let presented = Store(initialState: Screens.State(child: Row.State(id: 1, title: "아이"))) { Screens() }
        let presentedHost = ScreenHost(screen: Screen(width: 240, height: 160)) { views.ifLet(presented) }
        try await presentedHost.tap("아이")
        #expect(presented.child?.title == "아이!")
        #expect(try presentedHost.ascii().contains("아이!"))
    }

    @Test func forEachStoreGivesEachRowItsStore() async throws {
        let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1, title: "하나"), Row.State(id: 2, title: "둘")]
        let store = Store(initialState: Screens.State(rows: rows)) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.forEach(store) }
        try await host.tap("둘")
        #expect(store.rows.map(\.title) == ["하나", "둘!"])
    }

    @Test func caseLetBuildsTheViewOfTheCurrentCase() async throws {
        let store = Store(initialState: Screens.State(screen: .second(Row.State(id: 2, title: "둘째")))) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.switchOver(store) }
        #expect(!(try host.ascii().contains("첫째")))
        try await host.tap("둘째")
        #expect(store.screen.second?.title == "둘째!")
    }

    @Test func navigationStackStorePushesTheScreensOfThePath() throws {
        let store = Store(initialState: Screens.State(path: StackState([Row.State(id: 3, title: "셋")]))) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.stack(store) }
        #expect(try host.ascii().contains("셋"))
    }

    @Test func navigationLinkStoreRunsItsTapActionAndPushesWhileTheChildIsPresented() async throws {
        let store = Store(initialState: Screens.State()) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.link(store, opening: 1, activeFor: nil) }
        #expect(!(try host.ascii().contains("아이")))
        try await host.tap("열기")
        #expect(store.child?.id == 1)
        try await host.tap("아이 1")
        #expect(store.child?.title == "아이 1!")
        try await host.tap("Back")
        #expect(store.child == nil)
        #expect(try host.ascii().contains("열기"))
    }

    @Test func navigationLinkStoreWithAnIDIsActiveOnlyForThatID() async throws {
        let store = Store(initialState: Screens.State()) { Screens() }
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { views.link(store, opening: 2, activeFor: 7) }
        try await host.tap("열기")
        #expect(store.child?.id == 2)
        #expect(!(try host.ascii().contains("아이 2")))
        let matching = Store(initialState: Screens.State()) { Screens() }
        let matchingHost = ScreenHost(screen: Screen(width: 240, height: 160)) { views.link(matching, opening: 7, activeFor: 7) }
        try await matchingHost.tap("열기")
        #expect(try matchingHost.ascii().contains("아이 7"))
    }
}
