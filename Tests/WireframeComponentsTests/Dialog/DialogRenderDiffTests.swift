import Testing
import Wireframe
import WireframeTesting

@testable import WireframeComponents

/// One change to the seed's dialog gives one line naming exactly that change; the goldens hold
/// the summaries (`Snapshots/DialogRenderDiffTests`).
@MainActor
@Suite struct DialogRenderDiffTests {
    private struct Variant {
        var title = "배경화면 변경"
        var highlight = Color.blue
        var contentHeight: CGFloat = 40
        var hasSecondaryButton = true
    }

    private func dialog(_ variant: Variant) -> some View {
        let buttons =
            [DialogButtonState(action: 0, title: "닫기", role: .none)]
            + (variant.hasSecondaryButton ? [DialogButtonState(action: 1, title: "적용", role: .primary)] : [])
        let state = DialogState(
            buttons: buttons,
            message: DialogTextState(
                text: "배경화면 색상을 변경하시겠습니까?", highlights: [HighlightMessage(text: "색상", color: variant.highlight)]),
            title: variant.title
        )
        return CustomDialogView(
            isPresented: .constant(true), state: state, actionHandler: { _ in },
            contentView: { Rectangle().fill(Color.gray).frame(width: 120, height: variant.contentHeight) })
    }

    private func summary(_ change: (inout Variant) -> Void) throws -> String {
        var changed = Variant()
        change(&changed)
        let diff = try RenderDiff(from: dialog(Variant()), to: dialog(changed), on: .iPhone13)
        return diff.summary.joined(separator: "\n")
    }

    @Test func aChangedTitleIsOneLineNamingTheOldAndNewText() throws {
        let summary = try summary { $0.title = "메시지 삭제" }
        #expect(summary.split(separator: "\n").count == 1)
        assertSnapshot(of: summary, as: .lines)
    }

    @Test func aChangedHighlightColourIsOneLineNamingTheColours() throws {
        let summary = try summary { $0.highlight = .red }
        #expect(summary.split(separator: "\n").count == 1)
        assertSnapshot(of: summary, as: .lines)
    }

    @Test func aTallerContentIsOneLineNamingItsHeightNotTheElementsItPushed() throws {
        let summary = try summary { $0.contentHeight = 80 }
        #expect(summary.split(separator: "\n").count == 1)
        assertSnapshot(of: summary, as: .lines)
    }

    @Test func aRemovedButtonIsOneLineNamingTheButton() throws {
        let summary = try summary { $0.hasSecondaryButton = false }
        #expect(summary.split(separator: "\n").count == 1)
        assertSnapshot(of: summary, as: .lines)
    }

    @Test func theDumpListsEveryChangeWithItsFrames() throws {
        var changed = Variant()
        changed.hasSecondaryButton = false
        let diff = try RenderDiff(from: dialog(Variant()), to: dialog(changed), on: .iPhone13)
        assertSnapshot(of: diff.dump(), as: .lines)
    }

    @Test func theSameDialogTwiceHasNoChange() throws {
        let diff = try RenderDiff(from: dialog(Variant()), to: dialog(Variant()), on: .iPhone13)
        #expect(diff.isEmpty)
        #expect(diff.summary.isEmpty)
        #expect(diff.dump() == "no change\n")
    }
}
