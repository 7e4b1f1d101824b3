import Testing
import WireframeStore

@testable import WireframeComponents

/// The sheet is presented and dismissed as the banner is.
@MainActor
@Suite struct SheetTests {
    @Test func closeButtonDismissesTheSheetThroughItsParent() async {
        let store = TestStore(initialState: SheetDemo.State()) { SheetDemo() }
        await store.send(.showSheetButtonTapped) { $0.sheet = Sheet.State() }
        await store.send(.sheet(.presented(.closeButtonTapped)))
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
        await store.finish()
    }
}
