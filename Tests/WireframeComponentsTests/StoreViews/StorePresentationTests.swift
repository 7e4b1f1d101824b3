import Testing
import WireframeComponents
import WireframeTesting

/// A feature that asks before deleting, with an alert or a confirmation dialog in its state.
private struct Deleting: Reducer {
    struct State: Equatable {
        var memos = ["장보기", "운동"]
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable {
        case deleteTapped, moreTapped
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)
        enum Alert: Equatable { case confirmDelete }
        enum Dialog: Equatable { case archive }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .deleteTapped:
                state.alert = AlertState {
                    TextState("메모를 삭제할까요?")
                } actions: {
                    ButtonState(role: .cancel) { TextState("취소") }
                    ButtonState(role: .destructive, action: .confirmDelete) { TextState("삭제") }
                } message: {
                    TextState("삭제한 메모는 되돌릴 수 없습니다.")
                }
                return .none
            case .moreTapped:
                state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
                    TextState("메모")
                } actions: {
                    ButtonState(action: .archive) { TextState("보관") }
                }
                return .none
            case .alert(.presented(.confirmDelete)):
                state.memos.removeFirst()
                return .none
            case .dialog(.presented(.archive)):
                state.memos.removeLast()
                return .none
            case .alert, .dialog:
                return .none
            }
        }
        .ifLet(\.$alert, action: Action.alert)
        .ifLet(\.$dialog, action: Action.dialog)
    }
}

private struct DeletingView: View {
    @Bindable var store: StoreOf<Deleting>

    var body: some View {
        VStack {
            Text("\(store.memos.count) memos")
            Button("Delete") { store.send(.deleteTapped) }
            Button("More") { store.send(.moreTapped) }
        }
        .alert($store.scope(state: \.alert, action: Deleting.Action.alert))
        .confirmationDialog($store.scope(state: \.dialog, action: Deleting.Action.dialog))
    }
}

@MainActor @Suite struct StorePresentationTests {
    private func makeHost() -> (Store<Deleting.State, Deleting.Action>, ScreenHost<DeletingView>) {
        let store = Store(initialState: Deleting.State()) { Deleting() }
        return (store, ScreenHost(screen: Screen(width: 320, height: 480)) { DeletingView(store: store) })
    }

    @Test func anAlertStateIsDrawnAsAnAlertWhoseButtonSendsItsAction() async throws {
        let (store, host) = makeHost()
        try await host.tap("Delete")
        let picture = try host.ascii()
        #expect(picture.contains("메모를 삭제할까요?"))
        #expect(picture.contains("삭제한 메모는"))
        assertSnapshot(of: picture, as: .lines, named: "alert")
        try await host.tap("삭제")
        #expect(store.memos == ["운동"])
        #expect(store.alert == nil)
    }

    @Test func aButtonWithoutAnActionDismissesTheAlert() async throws {
        let (store, host) = makeHost()
        try await host.tap("Delete")
        try await host.tap("취소")
        #expect(store.alert == nil)
        #expect(store.memos.count == 2)
    }

    @Test func aConfirmationDialogStateIsDrawnWithItsTitleAndACancelButton() async throws {
        let (store, host) = makeHost()
        try await host.tap("More")
        let picture = try host.ascii()
        #expect(picture.contains("메모"))
        #expect(picture.contains("Cancel"))
        try await host.tap("보관")
        #expect(store.memos == ["장보기"])
        #expect(store.dialog == nil)
    }
}
