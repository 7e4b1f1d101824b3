import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct DefaultScrollAnchorTests {
    private let screen = Screen(width: 200, height: 160)

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in Text("Row \(index)").frame(height: 32) }
            }
        }
    }

    @Test func aBottomAnchorShowsTheLastRows() throws {
        let top = try rows.renderASCII(on: screen)
        #expect(top.contains("Row 0"))
        #expect(!top.contains("Row 29"))
        let bottom = try rows.defaultScrollAnchor(.bottom).renderASCII(on: screen)
        #expect(bottom.contains("Row 29"))
        #expect(!bottom.contains("Row 0"))
        // Nothing is drawn below the last row.
        let drawn = bottom.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(drawn.last?.contains("Row 29") == true)
    }

    @Test func aCentreAnchorShowsTheMiddle() throws {
        let middle = try rows.defaultScrollAnchor(.center).renderASCII(on: screen)
        #expect(middle.contains("Row 15"))
        #expect(!middle.contains("Row 0"))
        #expect(!middle.contains("Row 29"))
    }

    @Test func shortContentMovesToTheAnchoredEdge() throws {
        let view = ScrollView { Text("only") }.defaultScrollAnchor(.bottom)
        let placed = try view.placedTree(width: 200, height: 160, svg: true)
        let text = try #require(placed.paths { $0.is(TextNode.self) }.first.flatMap(placed.descendant(at:)))
        #expect(text.frame.maxY == 160)
        let plain = try ScrollView { Text("only") }.placedTree(width: 200, height: 160, svg: true)
        let top = try #require(plain.paths { $0.is(TextNode.self) }.first.flatMap(plain.descendant(at:)))
        #expect(top.frame.minY == 0)
    }

    @Test func aRoleOfSizeChangesLeavesThePictureAlone() throws {
        let plain = try rows.renderASCII(on: screen)
        #expect(try rows.defaultScrollAnchor(.bottom, for: .sizeChanges).renderASCII(on: screen) == plain)
        #expect(try rows.defaultScrollAnchor(.bottom, for: .initialOffset).renderASCII(on: screen).contains("Row 29"))
        #expect(try rows.defaultScrollAnchor(nil).renderASCII(on: screen) == plain)
    }

    @Test func aListRestsAtItsAnchorToo() throws {
        let list = List(0..<30, id: \.self) { index in Text("Item \(index)") }.listStyle(.plain)
        #expect(try list.renderASCII(on: screen).contains("Item 0"))
        let bottom = try list.defaultScrollAnchor(.bottom).renderASCII(on: screen)
        #expect(bottom.contains("Item 29"))
        #expect(!bottom.contains("Item 0"))
    }
}
