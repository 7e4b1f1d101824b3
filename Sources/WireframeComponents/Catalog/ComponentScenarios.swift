import Foundation
import Wireframe
import WireframeStore

// The component states in the catalog: the real components, each over the seed's screen, with
// the store set to the state shown.
extension Catalog {
    /// The component scenarios, in the order `wireframe list` prints them.
    static var componentScenarios: [CatalogEntry] {
        dialogScenarios + toastScenarios + presentationScenarios
    }

    private static var dialogScenarios: [CatalogEntry] {
        [
            CatalogEntry(
                name: "dialog",
                summary: "A dialog asking to delete a message, with 취소 and 삭제 buttons over a dim layer",
                view: dialogScreen(.deleteMessage)
            ),
            CatalogEntry(
                name: "dialog-one-button",
                summary: "A dialog with a single 확인 button",
                view: dialogScreen(
                    DialogState(
                        buttons: [DialogButtonState(action: .didTapConfirm, title: "확인", role: .primary)],
                        message: DialogTextState(text: "배경화면 색상이 변경되었습니다."),
                        title: "배경화면 변경"
                    ))
            ),
            CatalogEntry(
                name: "dialog-long-message",
                summary: "A dialog whose long Korean message wraps over several centred lines",
                view: dialogScreen(
                    DialogState(
                        buttons: [
                            DialogButtonState(action: .didTapCancel, title: "취소"),
                            DialogButtonState(action: .didTapDelete, title: "삭제", role: .primary),
                        ],
                        message: DialogTextState(
                            text: "삭제한 메시지는 다시 복구할 수 없으며, 이 방송에 참여한 모든 시청자의 채팅 목록에서도 함께 사라집니다. 정말로 이 메시지를 삭제하시겠습니까?"
                        ),
                        title: "메시지 삭제"
                    ))
            ),
            CatalogEntry(
                name: "dialog-highlighted",
                summary: "The seed's 배경화면 변경 dialog with 색상 highlighted in blue, shown through a binding",
                view: HighlightedDialogScreen()
            ),
            CatalogEntry(
                name: "dialog-disabled-button",
                summary: "A dialog whose primary 신고 button is disabled",
                view: dialogScreen(
                    DialogState(
                        buttons: [
                            DialogButtonState(action: .didTapCancel, title: "취소"),
                            DialogButtonState(action: .didTapConfirm, title: "신고", enabled: false, role: .primary),
                        ],
                        message: DialogTextState(
                            text: "신고 사유를 선택하면 신고 버튼이 활성화됩니다.",
                            highlights: [HighlightMessage(text: "신고 사유", color: .red)]
                        ),
                        title: "메시지 신고"
                    ))
            ),
        ]
    }

    private static var toastScenarios: [CatalogEntry] {
        [
            CatalogEntry(
                name: "toast",
                summary: "The first toast, 12 pt above the bottom of a navigation stack's root screen",
                view: toastScreen(pushed: false, toast: Toast.State(message: "첫 번째 토스트 입니다.", isPresented: true))
            ),
            CatalogEntry(
                name: "pushed-toast",
                summary: "The first toast still shown after a detail screen is pushed",
                view: toastScreen(pushed: true, toast: Toast.State(message: "첫 번째 토스트 입니다.", isPresented: true))
            ),
            CatalogEntry(
                name: "replaced-toast",
                summary: "The first toast replaced by the second, asked for by the pushed detail screen",
                view: toastScreen(pushed: true, toast: Toast.State(message: "두 번째 토스트 입니다.", isPresented: true))
            ),
            CatalogEntry(
                name: "expired-toast",
                summary: "The pushed detail screen once the toast has gone, 3 s after it was shown",
                view: toastScreen(pushed: true, toast: Toast.State(message: "두 번째 토스트 입니다.", isPresented: false))
            ),
        ]
    }

    private static var presentationScenarios: [CatalogEntry] {
        [
            CatalogEntry(
                name: "banner",
                summary: "A banner at the top of the screen with a close button",
                view: BannerDemoView(store: Store(initialState: BannerDemo.State(banner: Banner.State())) { BannerDemo() })
            ),
            CatalogEntry(
                name: "banner-dismissed",
                summary: "The banner's screen after its close button dismissed it",
                view: BannerDemoView(store: Store(initialState: BannerDemo.State()) { BannerDemo() })
            ),
            CatalogEntry(
                name: "sheet",
                summary: "A bottom sheet with a title and a close button over a dim layer",
                view: SheetDemoView(store: Store(initialState: SheetDemo.State(sheet: Sheet.State())) { SheetDemo() })
            ),
        ]
    }

    private static func dialogScreen(_ dialog: DialogState<DialogDemo.Action.Dialog>) -> some View {
        DialogDemoView(store: Store(initialState: DialogDemo.State(dialog: dialog)) { DialogDemo() })
    }

    private static func toastScreen(pushed: Bool, toast: Toast.State) -> some View {
        let path: StackState<ToastDetail.State> = pushed ? [ToastDetail.State()] : []
        return ToastDemoView(store: Store(initialState: ToastDemo.State(path: path, toast: toast)) { ToastDemo() })
    }
}

/// The seed's first dialog, presented with a binding: 배경화면 변경 with 색상 in blue.
private struct HighlightedDialogScreen: View {
    var body: some View {
        Button("Show Dialog") {}
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .dialog(
                isPresented: .constant(true),
                title: "배경화면 변경",
                message: "배경화면 색상을 변경하시겠습니까?\n변경을 원하시면 적용 버튼 클릭해주세요",
                highlightMessage: [HighlightMessage(text: "색상", color: .blue)],
                primaryButton: .mono(label: "닫기"),
                secondaryButton: .key(label: "적용") {}
            )
    }
}
