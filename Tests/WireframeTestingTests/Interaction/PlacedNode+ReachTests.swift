import Foundation
import Testing
import Wireframe

@testable import WireframeTesting

@MainActor @Suite struct PlacedNodeReachTests {
    private let small = Screen(width: 160, height: 64)
    private let tall = Screen(width: 160, height: 240)

    @Test func aListsCardIsDrawnBeforeItsRows() throws {
        let model = Model()
        let placed = try ScreenHost(screen: tall) { MemoList(model: model) }.placedTree()
        // List › background › scroll › frame › padding › background › [VStack › rows…, card]
        let card = [0, 0, 0, 0, 0, 1]
        let firstRow = [0, 0, 0, 0, 0, 0, 0]
        #expect(placed.descendant(at: card)?.kind.summary == "Shape(roundedRectangle(10), fill: white)")
        #expect(placed.descendant(at: firstRow)?.kind.summary == "deletable(action: #0, offset: 0)")
        #expect(placed.isDrawn(card, before: firstRow))
        #expect(!placed.isDrawn(firstRow, before: card))
    }

    @Test func laterSiblingsAreDrawnInFront() throws {
        let model = Model()
        let placed = try ScreenHost(screen: small) { DimmedView(model: model) }.placedTree()
        #expect(placed.isDrawn([0], before: [1]))
        #expect(!placed.isDrawn([1], before: [0]))
        #expect(!placed.isDrawn([0], before: [0, 0]))
    }

    @Test func aScrolledAwayNodeCannotBeReached() throws {
        let placed = try ScreenHost(screen: small) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.white.frame(height: 96)
                    Text("Below")
                }
            }
        }.placedTree()
        // ScrollView › VStack › [frame › white, Text("Below")]
        let below = [0, 1]
        let frame = try #require(placed.descendant(at: below)?.frame)
        #expect(!placed.canReach(below, at: CGPoint(x: frame.midX, y: frame.midY)))
        #expect(placed.canReach([0, 0, 0], at: CGPoint(x: 80, y: 32)))
    }
}
