import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// What a scripted interaction can reach, read from the display list of one render.
@MainActor @Suite struct RenderedScreenTests {
    private let small = Screen(width: 160, height: 64)
    private let tall = Screen(width: 160, height: 240)

    private func rendered(on screen: Screen, @ViewBuilder _ content: @escaping @MainActor () -> some View) throws -> RenderedScreen {
        try ScreenHost(screen: screen, content: content).render().screen
    }

    @Test func aListsCardIsBehindItsRows() throws {
        let model = Model()
        let screen = try rendered(on: tall) { MemoList(model: model) }
        // List › background › scroll › frame › padding › background › [VStack › rows…, card]
        let card = [0, 0, 0, 0, 0, 1]
        let firstRow = [0, 0, 0, 0, 0, 0, 0]
        #expect(screen.placed.descendant(at: card)?.kind.summary == "Shape(roundedRectangle(10), fill: secondarySystemGroupedBackground)")
        #expect(screen.placed.descendant(at: firstRow)?.kind.summary == "deletable(action: #0, offset: 0)")
        let cardRegion = try #require(screen.displayList.regionIndex(ofPath: card))
        let rowRegion = try #require(screen.displayList.regionIndex(ofPath: firstRow))
        #expect(cardRegion < rowRegion)
    }

    @Test func laterSiblingsAreInFront() throws {
        let model = Model()
        let screen = try rendered(on: small) { DimmedView(model: model) }
        // ZStack › [button, dim layer]
        let button = try #require(screen.displayList.regionIndex(ofPath: [0]))
        let dimLayer = try #require(screen.displayList.regionIndex(ofPath: [1]))
        #expect(button < dimLayer)
        #expect(screen.displayList.regionIndex(at: CGPoint(x: 80, y: 32)) == dimLayer)
    }

    @Test func aScrolledAwayNodeHasNoHitRegion() throws {
        let screen = try rendered(on: small) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.white.frame(height: 96)
                    Text("Below")
                }
            }
        }
        // ScrollView › VStack › [frame › white, Text("Below")]
        #expect(screen.displayList.regionIndex(ofPath: [0, 1]) == nil)
        #expect(screen.displayList.regionIndex(ofPath: [0, 0, 0]) != nil)
    }

    @Test func aButtonsLabelTakesNoTapsOfItsOwn() throws {
        let model = Model()
        let screen = try rendered(on: small) { CounterView(model: model) }
        // VStack › [Text, button › Text, button › Text]
        #expect(screen.displayList.regionIndex(ofPath: [1]) != nil)
        #expect(screen.displayList.regionIndex(ofPath: [1, 0]) == nil)
    }
}
