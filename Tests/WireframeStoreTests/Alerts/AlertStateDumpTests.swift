import Testing
import WireframeDump

@testable import WireframeStore

@Suite struct AlertStateDumpTests {
    private enum Choice { case confirm }

    @Test func alertPrintsWithoutItsRandomID() {
        let alert = AlertState<Choice> {
            TextState("Delete?")
        } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
        #expect(
            ValueDump.lines(alert) == [
                "AlertState(",
                "  title: TextState(\"Delete?\")",
                "  actions: [",
                "    [0]: ButtonState(role: .destructive, action: .confirm, label: TextState(\"Delete\"))",
                "  ]",
                "  message: nil",
                ")",
            ])
    }
}
