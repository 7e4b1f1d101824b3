import Testing
import Wireframe
import WireframeTesting

@testable import WireframeComponents

/// The accessibility tree of every state of the seed components — dialog, toast, banner, sheet,
/// memo list and editor — as a golden, in VoiceOver's reading order, audited. The seeds keep
/// their designs' text buttons, shorter than 44 pt, so their goldens list those small targets and
/// only a missing label fails.
@MainActor
@Suite struct AccessibilitySnapshotTests {
    /// Every component and memo state the catalog shows.
    nonisolated static let scenarioNames =
        ComponentScenariosTests.componentNames + [
            "memo-row", "memo-list", "memo-list-empty", "memo-list-long-titles", "memo-search", "memo-search-empty",
            "memo-editor-add", "memo-editor-update", "memo-delete-confirmation", "memo-file-damaged",
        ]

    @Test(arguments: scenarioNames)
    func scenarioReadsAsItsGolden(name: String) throws {
        let scenario = try #require(Catalog.entry(named: name))
        assertSnapshot(of: scenario.view, as: .accessibility(on: scenario.screen, failingOn: [.missingLabel]), named: name)
    }
}
