import Testing
import WireframeComponents

@Suite struct DialogStateTests {
    @Test func buttonIDIsItsTitle() {
        let button = DialogButtonState(action: 1, title: "삭제", role: .primary)
        #expect(button.id == "삭제")
    }

    @Test func repeatedButtonIDsGetTheirPosition() {
        let dialog = DialogState(buttons: [
            DialogButtonState(action: 1, title: "확인"),
            DialogButtonState(action: 2, title: "확인"),
        ])
        #expect(dialog.buttons.map(\.id) == ["확인", "확인#1"])
    }

    @Test func dialogIDIsTitleAndMessage() {
        let dialog = DialogState<Int>(buttons: [], message: DialogTextState(text: "삭제할까요?"), title: "메시지 삭제")
        #expect(dialog.id == "메시지 삭제\n삭제할까요?")
    }

    @Test func equalDialogsBuiltTwiceAreEqual() {
        func make() -> DialogState<Int> {
            DialogState(buttons: [DialogButtonState(action: 1, title: "확인")], message: DialogTextState(text: "완료"))
        }
        #expect(make() == make())
    }

    @Test func mapChangesTheActionsAndKeepsTheRest() {
        let dialog = DialogState(
            buttons: [
                DialogButtonState(action: 1, title: "취소"), DialogButtonState(action: 2, title: "보내기", enabled: false, role: .primary),
            ],
            title: "전송"
        )
        let mapped = dialog.map { "\($0)" }
        #expect(mapped.buttons.map(\.action) == ["1", "2"])
        #expect(mapped.buttons.map(\.enabled) == [true, false])
        #expect(mapped.buttons.map(\.role) == [.none, .primary])
        #expect(mapped.id == dialog.id)
    }
}
