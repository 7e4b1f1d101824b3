import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Notes {
    @ObservableState
    struct State {
        @Presents var sheet: DismissingNote.State?
        var path = StackState<DismissingNote.State>()
    }
    enum Action {
        case openTapped
        case sheet(PresentationAction<DismissingNote.Action>)
        case path(StackActionOf<DismissingNote>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .openTapped = action { state.sheet = DismissingNote.State() }
            return .none
        }
        .ifLet(\.$sheet, action: \.sheet) { DismissingNote() }
        .forEach(\.path, action: \.path) { DismissingNote() }
    }
}

/// A view that holds its store in `@State`, as TCA's integration app does, and scopes `$store`.
private struct NotesView: View {
    @State var store: StoreOf<Notes>

    var body: some View {
        NavigationStack(path: $store.scope(\.path, action: \.path)) {
            Button("Open") { store.send(.openTapped) }
                .sheet(item: $store.scope(\.sheet, action: \.sheet)) { DismissingNoteView(store: $0) }
        } destination: { store in
            DismissingNoteView(store: store)
        }
    }
}

@MainActor @Suite struct BindingStoreScopeTests {
    @Test func aStoreInStateScopesItsBindingToASheetThatDismissesItself() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { NotesView(store: store) }
        try await host.tap("Open")
        #expect(try host.ascii().contains("메모"))
        try await host.tap("Close")
        #expect(store.sheet == nil)
        #expect(!(try host.ascii().contains("메모")))
    }

    @Test func aStoreInStateScopesItsBindingToANavigationPath() throws {
        let store = Store(initialState: Notes.State(path: StackState([DismissingNote.State(text: "밀린 화면")]))) { Notes() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { NotesView(store: store) }
        #expect(try host.ascii().contains("밀린 화면"))
    }
}
