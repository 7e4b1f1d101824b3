import Testing
import Wireframe

@MainActor @Suite struct LegibilityWeightTests {
    @Test func boldLegibilityWeightDrawsTextAsBoldDoes() throws {
        let heavier = try Text("Hello").environment(\.legibilityWeight, .bold).renderSVG(width: 120, height: 40)
        let bold = try Text("Hello").bold().renderSVG(width: 120, height: 40)
        let regular = try Text("Hello").renderSVG(width: 120, height: 40)
        #expect(heavier == bold)
        #expect(heavier != regular)
    }

    @Test func regularIsTheDefault() {
        #expect(EnvironmentValues().legibilityWeight == .regular)
    }
}
