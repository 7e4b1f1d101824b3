import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of every control, in the states a design review checks.
@MainActor
@Suite struct ControlsScenarioTests {
    @Test func everyControlIsOnThePageInItsStates() throws {
        let scenario = try #require(Catalog.entry(named: "controls"))
        let picture = try scenario.render(as: .ascii)
        for shown in ["(──●)", "(●──)", "[ − │ + ]", "━●─", "Vanilla ⇕", "[Medium]", "•••••••", "✩ Favorites", "✲"] {
            #expect(picture.contains(shown), "\(shown)")
        }
        let svg = try scenario.render(as: .svg)
        // The switch that is on is iOS's green; the disabled toggle's label is grey.
        #expect(svg.contains("#34C759") && svg.contains(">Airplane Mode<"))
    }

    @Test func theControlsPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "controls"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "controls")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "controls")
    }
}
