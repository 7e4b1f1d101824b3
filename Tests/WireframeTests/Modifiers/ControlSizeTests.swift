import Testing
import Wireframe

@MainActor @Suite struct ControlSizeTests {
    @Test func theControlSizeModifierSetsTheEnvironmentValue() throws {
        struct Size: View {
            @Environment(\.controlSize) var size
            var body: some View { Text(size == .large ? "large" : "regular") }
        }
        #expect(try Size().controlSize(.large).renderASCII(width: 120, height: nil).contains("large"))
        #expect(try Size().renderASCII(width: 120, height: nil).contains("regular"))
    }
}
