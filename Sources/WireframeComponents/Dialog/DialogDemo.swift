import Foundation
import Wireframe
import WireframeStore

/// The seed's message screen: a chat message and a button that asks, in a dialog, whether to
/// delete it.
struct DialogDemo: Reducer {
    struct State: Equatable, Sendable {
        var message: String? = "오늘 방송 정말 재밌어요!"
        @PresentationState var dialog: DialogState<Action.Dialog>?
    }

    enum Action: Equatable, Sendable {
        case deleteButtonTapped
        case dialog(PresentationAction<Dialog>)

        enum Dialog: Equatable, Sendable {
            case didTapCancel
            case didTapDelete
            case didTapConfirm
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .deleteButtonTapped:
                state.dialog = .deleteMessage
                return .none
            case .dialog(.presented(.didTapDelete)):
                state.message = nil
                return .none
            case .dialog:
                return .none
            }
        }
        .ifLet(\.$dialog, action: Action.dialog)
    }
}

extension DialogState where Action == DialogDemo.Action.Dialog {
    /// The seed's dialog: 메시지 삭제 with 취소 and a primary 삭제.
    static var deleteMessage: Self {
        DialogState(
            buttons: [
                DialogButtonState(action: .didTapCancel, title: "취소"),
                DialogButtonState(action: .didTapDelete, title: "삭제", role: .primary),
            ],
            message: DialogTextState(text: "메시지를 삭제하시겠습니까?"),
            title: "메시지 삭제"
        )
    }
}

/// The message screen, with the dialog over it while one is presented.
struct DialogDemoView: View {
    let store: StoreOf<DialogDemo>

    var body: some View {
        VStack(spacing: 16) {
            Text(store.message ?? "삭제된 메시지입니다.")
            Button("메시지 지우기") { store.send(.deleteButtonTapped) }
        }
        .padding(.top, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .dialog(store: store.scope(state: \.$dialog, action: DialogDemo.Action.dialog))
    }
}
