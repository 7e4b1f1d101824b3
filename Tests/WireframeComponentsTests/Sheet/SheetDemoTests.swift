import Testing
import Wireframe
import WireframeStore
import WireframeTesting

@testable import WireframeComponents

/// The sheet acted out: shown by a button, blocking the screen beneath, closed by its xmark.
@MainActor
@Suite struct SheetDemoTests {
    @Test func xmarkClosesTheSheet() async throws {
        let store = Store(initialState: SheetDemo.State()) { SheetDemo() }
        let host = ScreenHost(screen: .iPhone13) { SheetDemoView(store: store) }

        try await host.tap("Show Sheet")
        #expect(store.sheet == Sheet.State())
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-shown")

        try await host.tap("xmark")
        #expect(store.sheet == nil)
        #expect(try !host.ascii().contains("Some Sheet"))
    }

    @Test func dimLayerBlocksTheScreenBeneath() async throws {
        let store = Store(initialState: SheetDemo.State(sheet: Sheet.State(title: "설정"))) { SheetDemo() }
        let host = ScreenHost(screen: .iPhone13) { SheetDemoView(store: store) }
        await #expect(throws: InteractionError.self) { try await host.tap("Show Sheet") }
        try await host.tap(column: 24, row: 26)
        #expect(store.sheet == Sheet.State(title: "설정"))
    }

    @Test func sheetReachesTheBottomOfTheScreen() throws {
        let store = Store(initialState: SheetDemo.State(sheet: Sheet.State())) { SheetDemo() }
        let lines = try SheetDemoView(store: store).renderASCII(on: .iPhone13).split(separator: "\n")
        #expect(lines.last?.hasPrefix("╰") == true)
        #expect(lines.contains { $0.contains("Some Sheet") && $0.contains("✕") })
    }
}
