import Testing
import Wireframe

@testable import WireframeComponents

@MainActor
@Suite struct CatalogTests {
    @Test func entryNamesAreUniqueLowercaseWordsSafeAsFileNames() {
        let names = Catalog.entries.map(\.name)
        #expect(Set(names).count == names.count)
        let isWord = { (name: String) in
            !name.hasPrefix("-") && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
        #expect(names.filter { !isWord($0) } == [])
    }

    @Test func catalogHoldsTheComponentStatesAndPrimitiveDemos() {
        #expect(
            Catalog.entries.map(\.name) == [
                "dialog", "dialog-one-button", "dialog-long-message", "dialog-highlighted",
                "dialog-disabled-button", "toast", "pushed-toast", "replaced-toast", "expired-toast",
                "banner", "banner-dismissed", "sheet",
                "memo-row", "memo-list", "memo-list-empty", "memo-list-long-titles", "memo-search",
                "memo-search-empty", "memo-editor-add", "memo-editor-update", "memo-delete-confirmation",
                "memo-file-damaged",
                "stacks", "text-wrapping", "typography", "shapes", "images", "effects", "controls", "containers", "pickers",
            ])
    }

    @Test func everySummaryIsOneLine() {
        #expect(Catalog.entries.filter { $0.summary.isEmpty || $0.summary.contains("\n") }.map(\.name) == [])
    }

    @Test func entryNamedFindsTheEntry() throws {
        let entry = try #require(Catalog.entry(named: "toast"))
        #expect(entry.name == "toast")
    }

    @Test func entryNamedIsNilForAnUnknownName() {
        #expect(Catalog.entry(named: "dialgo") == nil)
    }

    @Test func everyEntryRendersAsASCIIWithoutControlCharactersAndAsSVG() throws {
        for entry in Catalog.entries {
            let ascii = try entry.render(as: .ascii)
            let svg = try entry.render(as: .svg)
            let controls = ascii.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
            #expect(!ascii.isEmpty && controls.isEmpty, "\(entry.name)")
            #expect(svg.hasPrefix("<svg"), "\(entry.name)")
        }
    }

    @Test func renderDrawsOnAnotherScreenWhenGivenOne() throws {
        let entry = try #require(Catalog.entry(named: "memo-row"))
        #expect(try entry.render(as: .ascii, on: .iPhoneSE) == entry.view.renderASCII(on: .iPhoneSE))
    }
}
