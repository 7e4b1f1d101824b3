import Testing
import Wireframe
import WireframeTesting

@MainActor @Suite struct ListSelectionTests {
    private struct Picking: View {
        @State var selection: String?
        var body: some View {
            VStack {
                List(["Red", "Green"], id: \.self, selection: $selection) { Text($0) }
                Text("Picked \(selection ?? "none")")
            }
        }
    }

    @Test func tappingARowSelectsItsID() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 240)) { Picking() }
        try await host.tap("Green")
        #expect(try host.ascii().contains("Picked Green"))
    }

    private struct Several: View {
        @State var selection: Set<Int> = [1]
        var body: some View {
            VStack {
                List(selection: $selection) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                Text("Picked \(selection.sorted())")
            }
        }
    }

    @Test func aSetSelectionHoldsTheTappedRowAlone() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 240)) { Several() }
        try await host.tap("Two")
        #expect(try host.ascii().contains("Picked [2]"))
    }

    @Test func theSelectedRowIsDrawnOnGrey() throws {
        let selected = try List(selection: .constant(Int?.some(1))) { Text("One").tag(1) }.renderSVG(width: 240, height: 120)
        let unselected = try List(selection: .constant(Int?.none)) { Text("One").tag(1) }.renderSVG(width: 240, height: 120)
        #expect(selected != unselected)
        #expect(selected.contains("#D1D1D6"))
    }
}
