import Testing
import Wireframe
import WireframeStore
import WireframeTesting

@testable import WireframeComponents

/// The seed's delete flow acted out on a screen: the store's state and the picture at each step.
@MainActor
@Suite struct DialogDemoTests {
    private func makeHost(_ state: DialogDemo.State = DialogDemo.State()) -> (StoreOf<DialogDemo>, ScreenHost<DialogDemoView>) {
        let store = Store(initialState: state) { DialogDemo() }
        return (store, ScreenHost(screen: .iPhone13) { DialogDemoView(store: store) })
    }

    @Test func tappingDeleteInTheDialogDeletesTheMessageAndClosesIt() async throws {
        let (store, host) = makeHost()
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-message")

        try await host.tap("메시지 지우기")
        #expect(store.dialog == .deleteMessage)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "2-dialog")

        try await host.tap("삭제")
        #expect(store.dialog == nil)
        #expect(store.message == nil)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "3-deleted")
    }

    @Test func tappingCancelClosesTheDialogAndKeepsTheMessage() async throws {
        let (store, host) = makeHost(DialogDemo.State(dialog: .deleteMessage))
        try await host.tap("취소")
        #expect(store.dialog == nil)
        #expect(store.message == "오늘 방송 정말 재밌어요!")
        #expect(try !host.ascii().contains("░"))
    }

    @Test func dimLayerBlocksTheScreenBeneath() async throws {
        let (store, host) = makeHost(DialogDemo.State(dialog: .deleteMessage))
        let lines = try host.ascii().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("지우기") })
        #expect(lines[row].contains("░메시지░지우기░"))

        try await host.tap(column: 24, row: row)
        await #expect(throws: InteractionError.self) { try await host.tap("메시지 지우기") }
        #expect(store.dialog == .deleteMessage)
        #expect(store.message == "오늘 방송 정말 재밌어요!")
    }

    @Test func disabledButtonRefusesTheTap() async throws {
        let report = DialogState<DialogDemo.Action.Dialog>(
            buttons: [
                DialogButtonState(action: .didTapCancel, title: "취소"),
                DialogButtonState(action: .didTapDelete, title: "신고", enabled: false, role: .primary),
            ],
            message: DialogTextState(text: "신고 사유를 선택해주세요."),
            title: "메시지 신고"
        )
        let (store, host) = makeHost(DialogDemo.State(dialog: report))
        let picture = try host.ascii()
        assertSnapshot(of: picture, as: .lines)

        await #expect(throws: InteractionError(message: "button '신고' is disabled")) { try await host.tap("신고") }
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("신고") && $0.contains("취소") })
        let column = try #require(columnOf("신고", in: lines[row]))
        try await host.tap(column: column, row: row)
        #expect(store.dialog == report)
        #expect(store.message == "오늘 방송 정말 재밌어요!")
        #expect(try host.ascii() == picture)
    }

    /// The cell column where `word` starts, counting wide characters as two cells.
    private func columnOf(_ word: String, in line: Substring) -> Int? {
        guard let range = line.range(of: word) else { return nil }
        return line[..<range.lowerBound].reduce(0) { $0 + displayWidth(of: $1) }
    }
}
