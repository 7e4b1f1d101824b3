import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct ColorMultiplyTests {
    @Test func aMultipliedViewIsDrawnThroughAMatrixOfTheColour() throws {
        let svg = try Text("Recording").foregroundColor(.red).colorMultiply(Color(red: 0, green: 0, blue: 1))
            .renderSVG(width: 120, height: 40)
        #expect(svg.contains(#"<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 1 0"/>"#))
    }

    @Test func aMultipliedViewKeepsItsCharacters() throws {
        let plain = Text("Recording").foregroundColor(.red)
        #expect(try plain.colorMultiply(.blue).renderASCII(width: 120, height: 48) == plain.renderASCII(width: 120, height: 48))
    }

    @Test func theColourIsTakenInTheAppearanceDrawn() throws {
        let light = try Color.white.colorMultiply(.blue).renderSVG(width: 40, height: 40)
        let dark = try Color.white.colorMultiply(.blue).preferredColorScheme(.dark).renderSVG(width: 40, height: 40)
        #expect(light != dark)
    }
}
