import Testing
import Wireframe
import WireframeTesting

@testable import WireframeComponents

/// Every memo scenario of the catalog as ASCII and SVG goldens, on the scenario's own screen.
@MainActor
@Suite struct MemoScenariosTests {
    private func scenario(_ name: String) throws -> CatalogEntry {
        try #require(Catalog.entry(named: name))
    }

    private func assertGoldens(_ name: String) throws {
        let scenario = try scenario(name)
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen))
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen))
    }

    @Test func memoRow() throws { try assertGoldens("memo-row") }
    @Test func memoList() throws { try assertGoldens("memo-list") }
    @Test func memoListEmpty() throws { try assertGoldens("memo-list-empty") }
    @Test func memoListLongTitles() throws { try assertGoldens("memo-list-long-titles") }
    @Test func memoSearch() throws { try assertGoldens("memo-search") }
    @Test func memoSearchEmpty() throws { try assertGoldens("memo-search-empty") }
    @Test func memoEditorAdd() throws { try assertGoldens("memo-editor-add") }
    @Test func memoEditorUpdate() throws { try assertGoldens("memo-editor-update") }
    @Test func memoDeleteConfirmation() throws { try assertGoldens("memo-delete-confirmation") }
    @Test func memoFileDamaged() throws { try assertGoldens("memo-file-damaged") }

    @Test func memoScenariosAreListedInOrder() {
        #expect(
            Catalog.memoScenarios.map(\.name) == [
                "memo-row", "memo-list", "memo-list-empty", "memo-list-long-titles", "memo-search",
                "memo-search-empty", "memo-editor-add", "memo-editor-update", "memo-delete-confirmation",
                "memo-file-damaged",
            ])
    }
}
