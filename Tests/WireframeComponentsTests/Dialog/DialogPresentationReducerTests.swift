import Testing
import WireframeStore

@testable import WireframeComponents

/// The seed's delete dialog on a `TestStore`: a button tap clears the dialog, as an alert does.
@MainActor
@Suite struct DialogPresentationReducerTests {
    @Test func tappingDeleteClearsTheDialogAndDeletes() async {
        let store = TestStore(initialState: DialogDemo.State()) { DialogDemo() }
        await store.send(.deleteButtonTapped) { $0.dialog = .deleteMessage }
        await store.send(.dialog(.presented(.didTapDelete))) {
            $0.dialog = nil
            $0.message = nil
        }
        await store.finish()
    }

    @Test func tappingCancelClearsTheDialogOnly() async {
        let store = TestStore(initialState: DialogDemo.State()) { DialogDemo() }
        await store.send(.deleteButtonTapped) { $0.dialog = .deleteMessage }
        await store.send(.dialog(.presented(.didTapCancel))) { $0.dialog = nil }
        await store.finish()
    }

    @Test func buttonActionWithoutADialogIsReportedAsARuntimeWarning() async {
        let store = TestStore(initialState: DialogDemo.State()) { DialogDemo() }
        await withKnownIssue {
            await store.send(.dialog(.presented(.didTapCancel)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no dialog was presented") }
        }
        await store.finish()
    }

    @Test func dismissClearsTheDialog() async {
        let store = TestStore(initialState: DialogDemo.State()) { DialogDemo() }
        await store.send(.deleteButtonTapped) { $0.dialog = .deleteMessage }
        await store.send(.dialog(.dismiss)) { $0.dialog = nil }
    }

    @Test func parentCanPresentAnotherDialogFromAButtonAction() async {
        let store = TestStore(initialState: Chain.State(dialog: Chain.first)) { Chain() }
        await store.send(.dialog(.presented(.next))) {
            $0.dialog = Chain.second
            $0.nextTaps = 1
        }
        await store.send(.dialog(.presented(.next))) {
            $0.dialog = nil
            $0.nextTaps = 2
        }
    }

    @Test func parentSeesTheDialogWhenItIsDismissed() async {
        let store = TestStore(initialState: Chain.State(dialog: Chain.first)) { Chain() }
        await store.send(.dialog(.dismiss)) {
            $0.dialog = nil
            $0.dismissedTitles = ["첫 번째"]
        }
    }
}

/// A feature whose first dialog's button presents a second, and which records dismissed dialogs.
private struct Chain: Reducer {
    struct State: Equatable {
        @PresentationState var dialog: DialogState<Action.Dialog>?
        var dismissedTitles: [String] = []
        var nextTaps = 0
    }

    enum Action: Equatable {
        case dialog(PresentationAction<Dialog>)
        enum Dialog: Equatable { case next }
    }

    static let first = DialogState<Action.Dialog>(buttons: [DialogButtonState(action: .next, title: "다음")], title: "첫 번째")
    static let second = DialogState<Action.Dialog>(buttons: [DialogButtonState(action: .next, title: "닫기")], title: "두 번째")

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .dialog(.presented(.next)):
                state.nextTaps += 1
                if state.nextTaps == 1 { state.dialog = Self.second }
                return .none
            case .dialog(.dismiss):
                state.dismissedTitles += [state.dialog?.title].compactMap { $0 }
                return .none
            }
        }
        .ifLet(\.$dialog, action: Action.dialog)
    }
}
