import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// A failing view snapshot says what changed, in words, before its text diff.
@MainActor
@Suite struct RenderSummaryMessageTests {
    private struct Card: View {
        let lines: [String]
        var body: some View {
            VStack { ForEach(lines, id: \.self) { Text($0) } }.padding(8).border(Color.black)
        }
    }

    private func strategy(_ base: Snapshotting<Card, String>) -> Snapshotting<String, String> {
        base.pullback { (text: String) in Card(lines: text.components(separatedBy: "|")) }
    }

    @Test func aFailingSVGSnapshotStartsWithWhatChanged() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write(Card(lines: ["메시지 삭제", "취소"]).renderSVG(width: 200, height: nil), to: "CardTests/showsTitle.svg")
        let outcome = sandbox.verify("메시지 삭제|확인", as: strategy(.svg(width: 200, height: nil)))
        #expect(outcome.status == .mismatched)
        let message = try #require(outcome.message)
        #expect(
            message.hasPrefix(
                """
                Snapshot does not match the golden Snapshots/CardTests/showsTitle.svg.

                What changed:
                  Text "취소" → "확인"

                --- a/Snapshots/CardTests/showsTitle.svg
                """))
    }

    @Test func aFailingASCIISnapshotStartsWithWhatItsTextsChanged() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write(Card(lines: ["메시지 삭제", "취소"]).renderASCII(width: 200, height: nil), to: "CardTests/showsTitle.txt")
        let outcome = sandbox.verify("메시지 삭제", as: strategy(.ascii(width: 200, height: nil)))
        let message = try #require(outcome.message)
        #expect(
            message.hasPrefix(
                """
                Snapshot does not match the golden Snapshots/CardTests/showsTitle.txt.

                What changed (texts of the ASCII picture):
                  Text "취소" removed

                --- a/Snapshots/CardTests/showsTitle.txt
                """))
    }

    @Test func thePendingFileIsAllTheReviewNeedsToSayItAgain() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write(Card(lines: ["메시지 삭제", "취소"]).renderSVG(width: 200, height: nil), to: "CardTests/showsTitle.svg")
        _ = sandbox.verify("메시지 삭제|확인", as: strategy(.svg(width: 200, height: nil)))
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        let pending = try #require(try review.pendingSnapshots().first)
        #expect(review.report(for: pending).hasPrefix("What changed:\n  Text \"취소\" → \"확인\""))
    }
}
