import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@MainActor @Suite struct ScreenHostSwipingTests {
    /// 20 × 15 cells.
    private let tall = Screen(width: 160, height: 240)

    @Test func swipeToDeleteRunsOnDeleteWithTheRowsOffset() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { MemoList(model: model) }
        try await host.swipeToDelete(row: "Eggs")
        #expect(model.memos == ["Milk", "Bread"])
        #expect(
            try host.ascii() == """
                ┌──────────────────┐
                │ ╭──────────────╮ │
                │ │ Milk         │ │
                │ │              │ │
                │ │ ─────────────┤ │
                │ │              │ │
                │ │ Bread        │ │
                │ ╰──────────────╯ │
                │                  │
                │                  │
                │                  │
                │                  │
                │                  │
                │                  │
                └──────────────────┘

                """)
    }

    @Test func aMissingRowListsTheDeletableRows() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { MemoList(model: model) }
        await #expect(
            throws: InteractionError(
                message: "no deletable row containing 'Butter'; deletable rows on screen: ['Milk', 'Eggs', 'Bread']"
            )
        ) {
            try await host.swipeToDelete(row: "Butter")
        }
    }

    @Test func aRowUnderADimLayerIsCovered() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) {
            ZStack {
                MemoList(model: model)
                Color.black.opacity(0.4)
            }
        }
        await #expect(
            throws: InteractionError(
                message: "row 'Eggs' is covered by a dim layer, Shape(rectangle, fill: black.opacity(0.4)), over cells (0,0)–(19,14)"
            )
        ) {
            try await host.swipeToDelete(row: "Eggs")
        }
        #expect(model.memos == ["Milk", "Eggs", "Bread"])
    }
}
