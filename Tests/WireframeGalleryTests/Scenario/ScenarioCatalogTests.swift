import Testing
import Wireframe
import WireframeCatalog
import WireframeComponents
import WireframeGallery

@MainActor
@Suite struct ScenarioCatalogTests {
    private func catalog(_ names: [String]) throws -> ScenarioCatalog {
        try ScenarioCatalog(names.map { name in Scenario(name, description: "The \(name)") { Text(name) } })
    }

    @Test func scenarioNamedFindsTheScenario() throws {
        let catalog = try catalog(["toast", "dialog"])
        #expect(catalog.scenario(named: "dialog")?.name == "dialog")
        #expect(catalog.scenario(named: "dialgo") == nil)
    }

    @Test func suggestionsOfferTheNameOneSwapAwayAndNamesStartingWithAPrefix() throws {
        let builtIn = try ScenarioCatalog(Catalog.builtIn)
        #expect(builtIn.suggestions(for: "dialgo") == ["dialog"])
        #expect(builtIn.suggestions(for: "memo") == ["memo-row", "memo-list", "memo-search"])
        #expect(builtIn.suggestions(for: "TOAST") == ["toast"])
        #expect(builtIn.suggestions(for: "xyzzy") == [])
    }

    @Test func suggestionsStopAtTheLimit() throws {
        #expect(try catalog(["abc", "abd", "abe"]).suggestions(for: "ab", limit: 2) == ["abc", "abd"])
    }

    @Test func listingAlignsDescriptionsAfterTheWidestName() throws {
        #expect(
            try catalog(["toast", "메모 목록", "dialog-one-button"]).listing() == """
                toast              The toast
                메모 목록          The 메모 목록
                dialog-one-button  The dialog-one-button

                """)
    }

    @Test func listingShowsControlCharactersOfADescriptionInsteadOfSendingThem() throws {
        let catalog = try ScenarioCatalog([Scenario("a", description: "red\u{1B}[31m\nnext") { EmptyView() }])
        #expect(catalog.listing() == "a  red␛[31m next\n")
    }

    @Test func twoScenariosWithOneNameAreAnErrorNamingBoth() {
        let first = Scenario("memo-row", line: 10) { EmptyView() }
        let second = Scenario("memo-row", line: 20) { EmptyView() }
        #expect(throws: ScenarioError.self) { try ScenarioCatalog([first, second]) }
        do {
            _ = try ScenarioCatalog([first, second])
        } catch {
            #expect(
                error.description
                    == "two scenarios are named 'memo-row': WireframeGalleryTests/ScenarioCatalogTests.swift:10 and "
                    + "WireframeGalleryTests/ScenarioCatalogTests.swift:20")
        }
    }

    @Test(arguments: ["", "a/b", "a\\b", "dialog\u{202E}", "tab\there", "-dialog", ".hidden", " padded"])
    func aNameThatCannotNameAFileOrBeTypedIsRefused(name: String) {
        #expect(throws: ScenarioError.self) { try ScenarioCatalog([Scenario(name) { EmptyView() }]) }
    }

    @Test(arguments: ["memo-row", "Memo row, dark", "메모 목록", "step2"])
    func visibleNamesWithoutSeparatorsAreAccepted(name: String) throws {
        #expect(try ScenarioCatalog([Scenario(name) { EmptyView() }]).scenarios.count == 1)
    }
}
