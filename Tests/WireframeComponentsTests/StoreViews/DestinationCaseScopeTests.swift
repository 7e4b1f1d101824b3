import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Notes {
    @Reducer
    enum Destination {
        case note(DismissingNote)
        case alert(AlertState<Alert>)
        enum Alert { case confirmDelete }
    }

    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
        var deleted = false
    }
    enum Action {
        case openTapped, deleteTapped
        case destination(PresentationAction<Destination.Action>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .openTapped:
                state.destination = .note(DismissingNote.State())
            case .deleteTapped:
                state.destination = .alert(
                    AlertState {
                        TextState("지울까요?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirmDelete) { TextState("지우기") }
                    })
            case .destination(.presented(.alert(.confirmDelete))):
                state.deleted = true
            case .destination:
                break
            }
            return .none
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

private struct NotesView: View {
    @Bindable var store: StoreOf<Notes>

    var body: some View {
        VStack {
            Button("Open") { store.send(.openTapped) }
            Button("Delete") { store.send(.deleteTapped) }
            Text(store.deleted ? "deleted" : "kept")
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).note) { store in
            DismissingNoteView(store: store)
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
    }
}

/// The note as a popover, and pushed onto a navigation stack.
private struct NotesElsewhereView: View {
    @Bindable var store: StoreOf<Notes>
    let pushes: Bool

    var body: some View {
        NavigationStack {
            if pushes {
                Button("Open") { store.send(.openTapped) }
                    .navigationDestination(item: $store.scope(\.$destination, action: \.destination).note) { store in
                        DismissingNoteView(store: store)
                    }
            } else {
                Button("Open") { store.send(.openTapped) }
                    .popover(item: $store.scope(\.$destination, action: \.destination).note) { store in
                        DismissingNoteView(store: store)
                    }
            }
        }
    }
}

@MainActor @Suite struct DestinationCaseScopeTests {
    @Test func aCaseOfThePresentedDestinationIsASheetThatDismissesItself() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { NotesView(store: store) }
        try await host.tap("Open")
        #expect(try host.ascii().contains("메모"))
        try await host.tap("Close")
        #expect(store.destination == nil)
        #expect(!(try host.ascii().contains("메모")))
    }

    @Test func theAlertCaseIsAStoreOfItsStateWhoseButtonSendsItsAction() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { NotesView(store: store) }
        try await host.tap("Delete")
        #expect(try host.ascii().contains("지울까요?"))
        try await host.tap("지우기")
        #expect(store.deleted && store.destination == nil)
    }

    @Test(arguments: [false, true])
    func aCaseIsAPopoverOrAPushedScreenThatDismissesItself(pushes: Bool) async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) { NotesElsewhereView(store: store, pushes: pushes) }
        try await host.tap("Open")
        #expect(try host.ascii().contains("메모"))
        try await host.tap("Close")
        #expect(store.destination == nil)
        #expect(!(try host.ascii().contains("메모")))
    }
}
