import Foundation
import Testing
import Wireframe

@testable import WireframeTesting

@MainActor @Suite struct PlacedNodeReachTests {
    private let small = Screen(width: 160, height: 64)
    private let tall = Screen(width: 160, height: 240)

    /// What `hitTest(_:)` would say, worked out from the node `hitPath(at:)` finds.
    private func outcome(of placed: PlacedNode, at point: CGPoint) -> HitTarget? {
        guard let path = placed.hitPath(at: point), let node = placed.descendant(at: path) else { return nil }
        switch node.kind {
        case .button(let button):
            if button.isEnabled, let action = button.action { return .button(action) }
            return .blocked
        case .textField(let field):
            return .textField(placeholder: field.placeholder, setter: field.setter)
        default:
            return .blocked
        }
    }

    private func expectAgreementOnEveryCell(_ placed: PlacedNode, columns: Int, rows: Int) {
        for row in 0..<rows {
            for column in 0..<columns {
                let point = CellPoint(column: column, row: row).centre
                #expect(outcome(of: placed, at: point) == placed.hitTest(point), "cell (\(column),\(row))")
            }
        }
    }

    @Test func hitPathAgreesWithHitTestOnEveryCell() throws {
        let model = Model()
        expectAgreementOnEveryCell(try ScreenHost(screen: small) { CounterView(model: model) }.placedTree(), columns: 20, rows: 4)
        expectAgreementOnEveryCell(try ScreenHost(screen: small) { DimmedView(model: model) }.placedTree(), columns: 20, rows: 4)
        expectAgreementOnEveryCell(try ScreenHost(screen: small) { TitleEditor(model: model) }.placedTree(), columns: 20, rows: 4)
        expectAgreementOnEveryCell(try ScreenHost(screen: tall) { MemoList(model: model) }.placedTree(), columns: 20, rows: 15)
        let dialog = try ScreenHost(screen: tall) {
            ZStack {
                MemoList(model: model)
                Color.black.opacity(0.4)
                VStack {
                    Text("Delete?")
                    Button("Cancel") {}
                    Button("Delete") {}.disabled(true)
                }
                .padding(8)
                .background(Color.white)
                .opacity(0.9)
            }
        }.placedTree()
        expectAgreementOnEveryCell(dialog, columns: 20, rows: 15)
    }

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
