import Testing
import Wireframe

@MainActor
@Suite struct ColorMultiplyTests {
    @Test func aMultipliedViewIsDrawnInItsOwnColours() throws {
        let plain = Text("Recording").foregroundColor(.red)
        let multiplied = Text("Recording").foregroundColor(.red).colorMultiply(.blue)
        #expect(try multiplied.renderSVG(width: 120, height: 40) == plain.renderSVG(width: 120, height: 40))
        #expect(try multiplied.renderASCII(width: 20, height: 3) == plain.renderASCII(width: 20, height: 3))
    }
}
