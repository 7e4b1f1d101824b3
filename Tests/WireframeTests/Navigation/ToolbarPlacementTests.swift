import Testing
import Wireframe

@MainActor @Suite struct ToolbarPlacementTests {
    private func bar(_ placement: ToolbarItemPlacement) throws -> String {
        try NavigationStack {
            TextField("Name", text: .constant(""))
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: placement) { Text("Item") } }
        }
        .renderASCII(width: 320, height: 120)
    }

    private func column(of text: String, in picture: String) -> Int? {
        for line in picture.split(separator: "\n") {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    @Test func aNavigationItemIsDrawnBeforeTheTitle() throws {
        let picture = try bar(.navigation)
        let item = try #require(column(of: "Item", in: picture))
        let title = try #require(column(of: "Title", in: picture))
        #expect(item < title)
    }

    @Test func aBottomBarItemIsDrawnAfterTheTitle() throws {
        let picture = try bar(.bottomBar)
        let item = try #require(column(of: "Item", in: picture))
        let title = try #require(column(of: "Title", in: picture))
        #expect(item > title)
    }

    @Test func aKeyboardItemIsNotDrawnWithoutAKeyboard() throws {
        #expect(try !bar(.keyboard).contains("Item"))
    }
}
