import Testing

@testable import Wireframe

@Suite struct ColorHSBTests {
    private func components(_ color: Color) -> [Double] {
        [color.red, color.green, color.blue, color.opacity].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func primaryHuesAreTheirChannels() {
        #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0, 1])
        #expect(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1, 1])
    }

    @Test func aHueBetweenSectorsMixesTheChannels() {
        #expect(components(Color(hue: 0.6, saturation: 0.8, brightness: 0.9, opacity: 0.5)) == [0.18, 0.468, 0.9, 0.5])
    }

    @Test func noSaturationIsAGreyOfTheBrightness() {
        #expect(components(Color(hue: 0.3, saturation: 0, brightness: 0.4)) == [0.4, 0.4, 0.4, 1])
    }

    @Test func aFullTurnIsRedAndOutOfRangeValuesAreClamped() {
        #expect(components(Color(hue: 1, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(components(Color(hue: .nan, saturation: 2, brightness: -1)) == [0, 0, 0, 1])
    }
}
