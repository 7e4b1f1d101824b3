import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ListRowSpacingTests {
    private let screen = Screen(width: 390, height: 400)

    private func rowTextFrames(_ view: some View) throws -> [CGRect] {
        let placed = try view.layout(on: screen, metrics: .svg).placed
        return try placed.paths { $0.is(TextNode.self) }.map { try #require(placed.descendant(at: $0)).frame }
    }

    @Test func spacedRowsAreThatFarApartInEveryStyle() throws {
        // Rows with their separators between them; an inset grouped list's spaced rows have none.
        let styles: [any ListStyle] = [.plain, .inset, .grouped]
        for style in styles {
            let touching = try rowTextFrames(
                List {
                    Text("a")
                    Text("b")
                }.listStyle(style))
            let spaced = try rowTextFrames(
                List {
                    Text("a")
                    Text("b")
                }.listStyle(style).listRowSpacing(12))
            #expect(spaced[1].minY - spaced[0].minY == touching[1].minY - touching[0].minY + 12, "\(style.kind)")
        }
    }

    @Test func anInsetGroupedListsCardsAreThatFarApart() throws {
        let placed = try List {
            Text("a")
            Text("b")
        }.listRowSpacing(12).layout(on: screen, metrics: .svg).placed
        let cards = try placed.paths {
            if let shape = $0.as(ShapeNode.self), case .roundedRectangle = shape.shape { true } else { false }
        }.map { try #require(placed.descendant(at: $0)).frame }
        #expect(cards.count == 2)
        #expect(cards[1].minY - cards[0].maxY == 12)
    }

    @Test func anInsetGroupedListDrawsEachSpacedRowOnACardWithoutSeparators() throws {
        let spaced = try List {
            Text("a")
            Text("b")
            Text("c")
        }.listRowSpacing(10).renderSVG(on: screen)
        let touching = try List {
            Text("a")
            Text("b")
            Text("c")
        }.renderSVG(on: screen)
        func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }
        // Three cards where there was one, and no separator lines.
        #expect(count("rx=\"10\"", in: spaced) == 3)
        #expect(count("rx=\"10\"", in: touching) == 1)
        let ascii = try List {
            Text("a")
            Text("b")
        }.listRowSpacing(10).renderASCII(on: screen)
        #expect(ascii.components(separatedBy: "╭").count - 1 == 2)
    }

    @Test func noSpacingOrZeroKeepsTheRowsTouching() throws {
        let plain = try List {
            Text("a")
            Text("b")
        }.renderSVG(on: screen)
        #expect(
            try List {
                Text("a")
                Text("b")
            }.listRowSpacing(nil).renderSVG(on: screen) == plain)
        #expect(
            try List {
                Text("a")
                Text("b")
            }.listRowSpacing(0).renderSVG(on: screen) == plain)
        #expect(
            try List {
                Text("a")
                Text("b")
            }.listRowSpacing(-.infinity).renderSVG(on: screen) == plain)
    }
}
