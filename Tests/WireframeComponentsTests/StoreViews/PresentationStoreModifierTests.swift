import Testing
import WireframeComponents
import WireframeTesting

@Reducer
private struct Notes {
    @Reducer
    enum Destination {
        case note(DismissingNote)
    }

    @ObservableState
    struct State {
        @Presents var child: DismissingNote.State?
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
        var deleted = false
    }
    enum Action {
        case openTapped, openDestinationTapped, deleteTapped
        case child(PresentationAction<DismissingNote.Action>)
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        enum Alert { case confirmDelete }
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .openTapped:
                state.child = DismissingNote.State()
            case .openDestinationTapped:
                state.destination = .note(DismissingNote.State(text: "쪽지"))
            case .deleteTapped:
                state.alert = AlertState {
                    TextState("지울까요?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDelete) { TextState("지우기") }
                }
            case .alert(.presented(.confirmDelete)):
                state.deleted = true
            case .child, .destination, .alert:
                break
            }
            return .none
        }
        .ifLet(\.$child, action: \.child) { DismissingNote() }
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$alert, action: \.alert)
    }
}

/// Views written with TCA 1.0's presentation modifiers, which take the store of a `@Presents`
/// property. TCA deprecates them, so each view is, and the tests reach them through this
/// protocol (Swift Testing refuses deprecated tests).
@MainActor
private protocol OldPresentationViews {
    static func notes(_ store: StoreOf<Notes>) -> AnyView
}

private enum OldSpellings: OldPresentationViews {
    @available(*, deprecated)
    static func notes(_ store: StoreOf<Notes>) -> AnyView {
        AnyView(
            VStack {
                Button("Open") { store.send(.openTapped) }
                Button("Elsewhere") { store.send(.openDestinationTapped) }
                Button("Delete") { store.send(.deleteTapped) }
                Text(store.deleted ? "deleted" : "kept")
            }
            .sheet(store: store.scope(\.$child, action: \.child)) { DismissingNoteView(store: $0) }
            .popover(store: store.scope(\.$destination.note, action: \.destination.note)) { DismissingNoteView(store: $0) }
            .alert(store: store.scope(\.$alert, action: \.alert)))
    }
}

@MainActor @Suite struct PresentationStoreModifierTests {
    private let views: any OldPresentationViews.Type = OldSpellings.self

    private func host(_ store: StoreOf<Notes>) -> ScreenHost<AnyView> {
        ScreenHost(screen: Screen(width: 240, height: 320)) { views.notes(store) }
    }

    @Test func aSheetOfThePresentedStoreShowsTheChildUntilItDismissesItself() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = host(store)
        #expect(!(try host.ascii().contains("메모")))
        try await host.tap("Open")
        #expect(try host.ascii().contains("메모"))
        try await host.tap("Close")
        #expect(store.child == nil)
        #expect(!(try host.ascii().contains("메모")))
    }

    @Test func aCaseOfThePresentedDestinationIsAPopoverOfItsOwn() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = host(store)
        try await host.tap("Elsewhere")
        #expect(try host.ascii().contains("쪽지"))
        try await host.tap("Close")
        #expect(store.destination == nil)
    }

    @Test func anAlertOfThePresentedStoreSendsItsButtonsAction() async throws {
        let store = Store(initialState: Notes.State()) { Notes() }
        let host = host(store)
        try await host.tap("Delete")
        #expect(try host.ascii().contains("지울까요?"))
        try await host.tap("지우기")
        #expect(store.deleted && store.alert == nil)
    }
}
