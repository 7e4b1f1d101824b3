import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of pickers: DatePicker in each style, MultiDatePicker, ColorPicker and
/// TextField(value:format:) in a form.
@MainActor
@Suite struct PickersScenarioTests {
    @Test func everyPickerIsOnThePageWithItsDateWrittenInItsLocale() throws {
        let scenario = try #require(Catalog.entry(named: "pickers"))
        let picture = try scenario.render(as: .ascii)
        let shown = [
            "(Jun 3, 2024) (9:41 AM)", "(2024. 6. 3.) (오전 9:41)", "(2024/06/03) (9:41)", "(Jun 10, 2024)", "June 2024", "2024年6月",
            "(12)", "(14)", "(20)", "(●)", "42", "9.50", "Quantity",
        ]
        for text in shown {
            #expect(picture.contains(text), "\(text)")
        }
        // A hidden label is not drawn, but still read.
        #expect(!picture.contains("Hidden label"))
        let tree = try scenario.view.accessibilityTree(on: scenario.screen)
        #expect(tree.elements.filter { $0.label == "Hidden label" }.count == 2)
    }

    @Test func thePickersPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "pickers"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "pickers")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "pickers")
    }
}
