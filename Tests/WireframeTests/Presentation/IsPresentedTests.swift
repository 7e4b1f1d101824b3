import Testing
import Wireframe

@MainActor @Suite struct IsPresentedTests {
    private struct Probe: View {
        let name: String
        @Environment(\.isPresented) var isPresented
        var body: some View { Text("\(name): \(isPresented ? "presented" : "root")") }
    }

    @Test func aSheetsContentIsPresentedAndTheRootIsNot() throws {
        let picture = try Probe(name: "main").sheet(isPresented: .constant(true)) { Probe(name: "sheet") }
            .renderASCII(width: 240, height: 320)
        #expect(picture.contains("sheet: presented"))
        #expect(try Probe(name: "main").renderASCII(width: 240, height: nil).contains("main: root"))
    }

    @Test func aPushedScreenIsPresented() throws {
        let picture = try NavigationStack {
            Probe(name: "list").navigationDestination(isPresented: .constant(true)) { Probe(name: "detail") }
        }
        .renderASCII(width: 240, height: 320)
        #expect(picture.contains("detail: presented"))
    }
}
