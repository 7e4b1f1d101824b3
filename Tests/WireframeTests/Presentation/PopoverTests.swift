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

    @Test func dismissingAPopoverOfAnItemThatIsNotIdentifiableSetsItToNil() async throws {
        let model = Model()
        model.item = NotIdentifiable(name: "Counter")
        struct Content: View {
            let name: String
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close \(name)") { dismiss() } }
        }
        let host = ScreenHost(screen: Screen(width: 200, height: 200)) {
            Text("Behind").popover(item: Binding(get: { model.item }, set: { model.item = $0 })) { item in Content(name: item.name) }
        }
        #expect(try host.ascii().contains("Close Counter"))
        try await host.tap("Close Counter")
        #expect(model.item == nil)
        #expect(try !host.ascii().contains("Close Counter"))
    }
}
