import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of labelled values and containers: LabeledContent, Gauge, ControlGroup,
/// GroupBox and ContentUnavailableView in a form.
@MainActor
@Suite struct ContainersScenarioTests {
    @Test func everyContainerIsOnThePage() throws {
        let scenario = try #require(Catalog.entry(named: "containers"))
        let picture = try scenario.render(as: .ascii)
        for shown in ["Ann", "9.50", "Battery", "Temperature", "21°", "Italic", "Today", "No Memos", #"No Results for "kiwi""#] {
            #expect(picture.contains(shown), "\(shown)")
        }
        // A labelled value shares its row with its label.
        #expect(picture.split(separator: "\n").contains { $0.contains("Name") && $0.contains("Ann") })
    }

    @Test func theContainersPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "containers"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "containers")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "containers")
    }
}
