import Testing
import WireframeStore

private struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct Destination: Reducer {
    enum State: Equatable {
        case alert(AlertState<Alert>)
        case counter(Counter.State)
    }
    enum Action: Equatable {
        case alert(Alert)
        case counter(Counter.Action)
    }
    enum Alert: Equatable { case reset }

    static let resetAlert = AlertState<Alert> {
        TextState("Reset?")
    } actions: {
        ButtonState(action: .reset) { TextState("Reset") }
    }

    var body: some ReducerOf<Self> {
        Scope(state: State.counter, action: Action.counter) { Counter() }
    }
}

private struct Memos: Reducer {
    struct State: Equatable {
        var memos = ["장보기", "운동"]
        var alertWasPresentWhenConfirmed: Bool?
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
        @PresentationState var destination: Destination.State?
    }
    enum Action: Equatable {
        case deleteTapped, moreTapped, showCounter, showResetAlert
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)
        case destination(PresentationAction<Destination.Action>)
        enum Alert: Equatable { case confirmDeletion, askAgain }
        enum Dialog: Equatable { case deleteFirst }
    }

    static let deletionAlert = AlertState<Action.Alert> {
        TextState("Delete all memos?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(action: .askAgain) { TextState("Ask again") }
        ButtonState(role: .cancel) { TextState("Cancel") }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .deleteTapped:
                state.alert = Self.deletionAlert
                return .none
            case .moreTapped:
                state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
                    TextState("Memos")
                } actions: {
                    ButtonState(role: .destructive, action: .deleteFirst) { TextState("Delete first") }
                }
                return .none
            case .showCounter:
                state.destination = .counter(Counter.State())
                return .none
            case .showResetAlert:
                state.destination = .alert(Destination.resetAlert)
                return .none
            case .alert(.presented(.confirmDeletion)):
                state.alertWasPresentWhenConfirmed = state.alert != nil
                state.memos.removeAll()
                return .none
            case .alert(.presented(.askAgain)):
                state.alert = AlertState { TextState("Are you sure?") }
                return .none
            case .dialog(.presented(.deleteFirst)):
                state.memos.removeFirst()
                return .none
            case .alert, .dialog, .destination:
                return .none
            }
        }
        .ifLet(\.$alert, action: Action.alert)
        .ifLet(\.$dialog, action: Action.dialog)
        .ifLet(\.$destination, action: Action.destination) { Destination() }
    }
}

@MainActor
@Suite struct AlertPresentationTests {
    @Test func buttonActionReachesTheParentAndDismissesTheAlert() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.deleteTapped) { $0.alert = Memos.deletionAlert }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.memos = []
            $0.alertWasPresentWhenConfirmed = true
            $0.alert = nil
        }
    }

    @Test func dismissClosesTheAlert() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.deleteTapped) { $0.alert = Memos.deletionAlert }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
    }

    @Test func alertPresentedByTheParentWhileHandlingAButtonStays() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.deleteTapped) { $0.alert = Memos.deletionAlert }
        await store.send(.alert(.presented(.askAgain))) {
            $0.alert = AlertState { TextState("Are you sure?") }
        }
    }

    @Test func dialogButtonActionDismissesTheDialog() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.moreTapped) {
            $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
                TextState("Memos")
            } actions: {
                ButtonState(role: .destructive, action: .deleteFirst) { TextState("Delete first") }
            }
        }
        await store.send(.dialog(.presented(.deleteFirst))) {
            $0.memos = ["운동"]
            $0.dialog = nil
        }
    }

    @Test func destinationInAnAlertCaseIsDismissedAfterItsAction() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.showResetAlert) {
            $0.destination = .alert(Destination.resetAlert)
        }
        await store.send(.destination(.presented(.alert(.reset)))) { $0.destination = nil }
    }

    @Test func destinationInAnotherCaseStaysAfterItsAction() async {
        let store = TestStore(initialState: Memos.State()) { Memos() }
        await store.send(.showCounter) { $0.destination = .counter(Counter.State()) }
        await store.send(.destination(.presented(.counter(.increment)))) {
            $0.destination = .counter(Counter.State(count: 1))
        }
    }

    @Test func viewSendsWhatAButtonSays() {
        let store = Store(initialState: Memos.State()) { Memos() }
        store.send(.deleteTapped)
        let cancel = store.alert?.buttons.first { $0.role == .cancel }
        cancel?.withAction { action in store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss)) }
        #expect(store.alert == nil)
        #expect(store.memos.count == 2)
    }
}
