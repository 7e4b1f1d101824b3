import Foundation
import Wireframe

extension DialogState where Action == Memos.Action.Dialog {
    /// The dialog that reports a problem reading or saving the memos, with one 확인 button; the
    /// names of the files involved are highlighted.
    ///
    /// ```swift
    /// state.dialog = .memoProblem(.writeFailed(path: "/data/memos.json", reason: "No space left on device"))
    /// // 메모를 저장하지 못했습니다
    /// // memos.json 파일에 쓰지 못했습니다 (No space left on device).
    /// ```
    public static func memoProblem(_ error: MemoStoreError) -> Self {
        DialogState(
            buttons: [DialogButtonState(action: .okButtonTapped, title: "확인", role: .primary)],
            message: DialogTextState(
                text: error.message,
                highlights: error.fileNames.map { HighlightMessage(text: $0, color: .blue) }
            ),
            title: error.title
        )
    }
}
