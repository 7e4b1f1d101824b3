import Testing
import Wireframe

@testable import WireframeComponents

@MainActor
@Suite struct CatalogTests {
    @Test func scenarioNamesAreUniqueAndSafeAsFileNames() {
        let names = Catalog.scenarios.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.filter { !Scenario.isValidName($0) } == [])
    }

    @Test func catalogHoldsTheComponentStatesAndPrimitiveDemos() {
        #expect(
            Catalog.scenarios.map(\.name) == [
                "dialog", "dialog-one-button", "dialog-long-message", "dialog-highlighted",
                "dialog-disabled-button", "toast", "pushed-toast", "replaced-toast", "expired-toast",
                "banner", "banner-dismissed", "sheet",
                "memo-row", "memo-list", "memo-list-empty", "memo-list-long-titles", "memo-search",
                "memo-search-empty", "memo-editor-add", "memo-editor-update", "memo-delete-confirmation",
                "memo-file-damaged",
                "stacks", "text-wrapping", "shapes", "controls",
            ])
    }

    @Test func everySummaryIsOneLine() {
        #expect(Catalog.scenarios.filter { $0.summary.isEmpty || $0.summary.contains("\n") }.map(\.name) == [])
    }

    @Test func scenarioNamedFindsTheScenario() throws {
        let scenario = try #require(Catalog.scenario(named: "toast"))
        #expect(scenario.name == "toast")
    }

    @Test func scenarioNamedIsNilForAnUnknownName() {
        #expect(Catalog.scenario(named: "dialgo") == nil)
    }

    @Test func suggestionsOfferTheNameOneSwapAway() {
        #expect(Catalog.suggestions(for: "dialgo") == ["dialog"])
    }

    @Test func suggestionsOfferNamesStartingWithAPrefix() {
        #expect(Catalog.suggestions(for: "memo") == ["memo-row", "memo-list", "memo-search"])
    }

    @Test func suggestionsIgnoreCase() {
        #expect(Catalog.suggestions(for: "TOAST") == ["toast"])
    }

    @Test func suggestionsAreEmptyForAFarName() {
        #expect(Catalog.suggestions(for: "xyzzy") == [])
    }

    @Test func suggestionsStopAtTheLimit() {
        #expect(Catalog.suggestions(for: "ab", among: ["abc", "abd", "abe"], limit: 2) == ["abc", "abd"])
    }

    @Test func listingAlignsSummariesAfterTheLongestName() {
        let scenarios = [
            Scenario(name: "toast", summary: "A toast", view: EmptyView()),
            Scenario(name: "dialog-one-button", summary: "A dialog", view: EmptyView()),
        ]
        #expect(
            Catalog.listing(scenarios) == """
                toast              A toast
                dialog-one-button  A dialog

                """)
    }
}
