import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct GroupBoxTests {
    @Test func theContentSitsSixteenPointsInsideARoundedBoxAsWideAsOffered() throws {
        let placed = try GroupBox { Text("3 memos") }.placedTree(width: 320, height: nil)
        #expect(placed.frame(ofText: "3 memos") == CGRect(x: 16, y: 16, width: 56, height: 16))
        let box = try #require(
            placed.frames { kind in
                if let shape = kind.as(ShapeNode.self) { return shape.fill == Color(.secondarySystemBackground) }
                return false
            }.first)
        #expect(box == CGRect(x: 0, y: 0, width: 320, height: 48))
    }

    @Test func theLabelIsBoldAboveTheContent() throws {
        let box = GroupBox("Today") { Text("3 memos") }
        let placed = try box.placedTree(width: 320, height: nil)
        let label = try #require(placed.frame(ofText: "Today"))
        let content = try #require(placed.frame(ofText: "3 memos"))
        #expect(label.minX == 16 && content.minX == 16)
        // 8 pt apart: half a row, which rounds up to a row.
        #expect(content.minY == label.maxY + 16)
        let font = try #require(box.node().allTexts.first { $0.string == "Today" }).font
        #expect(font == .headline)
        #expect(
            try box.renderASCII(width: 160, height: nil) == """
                ╭──────────────────╮
                │ Today            │
                │                  │
                │ 3 memos          │
                ╰──────────────────╯

                """)
    }

    @Test func aLabelViewIsDrawnAsGiven() throws {
        let ascii = try GroupBox {
            Text("on")
        } label: {
            Label("Sync", systemImage: "gear")
        }.renderASCII(width: 200, height: nil)
        #expect(ascii.contains("Sync") && ascii.contains("on"))
    }

    @Test func anEmptyGroupBoxIsJustItsPadding() throws {
        let placed = try GroupBox {}.placedTree(width: 320, height: nil)
        #expect(placed.frame.height == 32)
    }
}
