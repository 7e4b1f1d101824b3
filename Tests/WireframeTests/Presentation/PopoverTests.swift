import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Model {
    var isShowing = true
    var item: NotIdentifiable?
}

private struct NotIdentifiable {
    let name: String
}

@MainActor @Suite struct PopoverTests {
    @Test func aPopoverIsDrawnAsTheSheetIPhoneShowsInItsPlace() throws {
        let popover = try Text("Behind").popover(isPresented: .constant(true)) { Text("Info") }.renderASCII(width: 200, height: 160)
        let sheet = try Text("Behind").sheet(isPresented: .constant(true)) { Text("Info") }.renderASCII(width: 200, height: 160)
        #expect(popover == sheet)
        #expect(popover.contains("Info"))
    }
}
