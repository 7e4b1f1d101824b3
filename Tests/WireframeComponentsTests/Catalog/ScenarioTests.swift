import Testing
import Wireframe
import WireframeComponents

@MainActor
@Suite struct ScenarioTests {
    private let scenario = Scenario(
        name: "note",
        summary: "A padded note",
        screen: Screen(width: 64, height: nil),
        view: Text("메모").padding(16).border(.black)
    )

    @Test func scenariosUseTheiPhone13ScreenUnlessGivenOne() {
        #expect(Scenario(name: "empty", summary: "Nothing", view: EmptyView()).screen == .iPhone13)
    }

    @Test func renderDrawsOnTheScenariosScreen() throws {
        #expect(
            try scenario.render(as: .ascii) == """
                ┌──────┐
                │ 메모 │
                └──────┘

                """)
    }

    @Test func renderDrawsOnAnotherScreenWhenGivenOne() throws {
        let wide = Screen(width: 128, height: nil)
        #expect(try scenario.render(as: .ascii, on: wide) == Text("메모").padding(16).border(.black).renderASCII(on: wide))
    }

    @Test func renderThrowsForAnUnusableScreen() {
        #expect(throws: RenderError.self) {
            try scenario.render(as: .svg, on: Screen(width: .nan, height: nil))
        }
    }

    @Test func everyCatalogScenarioRendersAsASCIIAndSVG() throws {
        for scenario in Catalog.scenarios {
            let ascii = try scenario.render(as: .ascii)
            let svg = try scenario.render(as: .svg)
            #expect(!ascii.isEmpty, "\(scenario.name)")
            #expect(svg.hasPrefix("<svg"), "\(scenario.name)")
        }
    }

    @Test func catalogASCIIHoldsNoControlCharactersButLineBreaks() throws {
        for scenario in Catalog.scenarios {
            let ascii = try scenario.render(as: .ascii)
            let controls = ascii.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
            #expect(controls.isEmpty, "\(scenario.name)")
        }
    }
}
