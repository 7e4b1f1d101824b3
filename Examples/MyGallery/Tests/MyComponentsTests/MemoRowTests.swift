import MyComponents
import Testing
import Wireframe
import WireframeTesting

// The PreviewSnapshots plugin adds a test per PreviewProvider (Snapshots/PreviewSnapshots/);
// this file shows the same written by hand, and a test of behaviour.
@MainActor
@Suite struct MemoRowTests {
    @Test func everyPreviewMatchesItsGolden() {
        assertSnapshots(ofPreviews: MemoRow_Previews.self, as: [.ascii])
    }

    @Test func tappingTheStarFillsIt() async throws {
        let host = ScreenHost(screen: Screen(width: 390, height: nil)) { MemoRow(title: "장보기", text: "우유") }
        try await host.tap("☆")
        #expect(try host.ascii().contains("★"))
    }
}
