import Testing
import Wireframe

@testable import WireframeComponents

@Suite struct DialogTextStateTests {
    private func pieces(_ state: DialogTextState) -> [String] {
        state.runs.map { $0.color == nil ? $0.text : "[\($0.text)]" }
    }

    @Test func textWithoutHighlightsIsOnePlainRun() {
        #expect(pieces(DialogTextState(text: "메시지를 삭제하시겠습니까?")) == ["메시지를 삭제하시겠습니까?"])
    }

    @Test func everyOccurrenceIsHighlighted() {
        let state = DialogTextState(text: "색상을 바꾸면 색상이 바뀝니다", highlights: [HighlightMessage(text: "색상")])
        #expect(pieces(state) == ["[색상]", "을 바꾸면 ", "[색상]", "이 바뀝니다"])
    }

    @Test func longestHighlightWinsWhereTwoStartTogether() {
        let state = DialogTextState(
            text: "배경화면 변경",
            highlights: [HighlightMessage(text: "배경"), HighlightMessage(text: "배경화면", color: .red)]
        )
        #expect(pieces(state) == ["[배경화면]", " 변경"])
        #expect(state.runs.first?.color == .red)
    }

    @Test func emptyHighlightIsIgnored() {
        let state = DialogTextState(text: "확인", highlights: [HighlightMessage(text: "")])
        #expect(pieces(state) == ["확인"])
    }

    @MainActor
    @Test func highlightedWordsAreUnderlinedInASCII() throws {
        let state = DialogTextState(text: "배경화면 색상 변경", highlights: [HighlightMessage(text: "색상")])
        let text = try state.styledText.renderASCII(width: 144, height: nil)
        #expect(text == "배경화면 색\u{332}상\u{332} 변경\n")
    }
}
