import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func theSymbolTitleAndDescriptionAreCentredInTheRoomGiven() throws {
        let view = ContentUnavailableView("No Memos", systemImage: "tray", description: Text("New memos appear here."))
        let placed = try view.placedTree(width: 320, height: 480)
        let title = try #require(placed.frame(ofText: "No Memos"))
        let description = try #require(placed.frame(ofText: "New memos appear here."))
        #expect(title.midX == 160 && description.midX == 160)
        #expect(description.minY >= title.maxY)
        // The whole block is centred top to bottom on the 480-point screen; the one-column
        // symbol on one of the two columns beside the middle.
        let symbol = try #require(placed.frames { $0.is(ImageNode.self) }.first)
        #expect(abs(symbol.midX - 160) <= 4 && symbol.maxY <= title.minY)
        #expect(abs((symbol.minY + description.maxY) / 2 - 240) <= 8)
    }

    @Test func theTitleIsBoldTitle2AndTheDescriptionSecondary() throws {
        let texts = try ContentUnavailableView("No Memos", systemImage: "tray", description: Text("Add one."))
            .node().allTexts
        let title = try #require(texts.first { $0.string == "No Memos" })
        let description = try #require(texts.first { $0.string == "Add one." })
        #expect(title.font == .title2.bold())
        #expect(description.color == .secondary)
        #expect(title.color != .secondary)
    }

    @Test func theSearchViewUsesIOSWording() throws {
        let empty = try ContentUnavailableView.search.renderASCII(width: 390, height: nil)
        #expect(empty.contains("No Results"))
        #expect(empty.contains("Check the spelling or try a new search."))
        #expect(empty.contains("⌕"))
        let named = try ContentUnavailableView.search(text: "kiwi").renderASCII(width: 390, height: nil)
        #expect(named.contains(#"No Results for "kiwi""#))
    }

    @Test func actionsAreDrawnBelowTheDescription() throws {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}
        }
        let placed = try view.placedTree(width: 320, height: 480)
        let description = try #require(placed.frame(ofText: "New mail appears here."))
        let action = try #require(placed.frame(ofText: "Refresh"))
        // "Refresh" is seven columns: centred, it is half a column off the middle.
        #expect(action.minY >= description.maxY && abs(action.midX - 160) <= 4)
    }

    @Test func hostileSearchTextIsShownSafely() throws {
        let text = String(repeating: "<&\u{1B}[31m", count: 200)
        let ascii = try ContentUnavailableView.search(text: text).renderASCII(width: 390, height: nil)
        #expect(!ascii.contains("\u{1B}"))
        let svg = try ContentUnavailableView.search(text: text).renderSVG(width: 390, height: nil)
        #expect(!svg.contains("<&"))
    }
}
