import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct LetterSpacingTests {
    private let screen = Screen(width: 200, height: nil)

    /// The width layout gives the first text in `view`.
    private func width(of view: some View, on metrics: LayoutMetrics) throws -> CGFloat {
        let placed = try view.layout(on: screen, metrics: metrics).placed
        let path = try #require(placed.paths { $0.is(TextNode.self) }.first)
        return try #require(placed.descendant(at: path)).frame.width
    }

    @Test func trackingWidensEachCharacterInSVGAndWritesLetterSpacing() throws {
        let plain = try width(of: Text("abcd").fixedSize(), on: .svg)
        let tracked = try width(of: Text("abcd").tracking(2).fixedSize(), on: .svg)
        #expect(tracked == plain + 8)
        let svg = try Text("abcd").tracking(2).renderSVG(on: screen)
        #expect(svg.contains(#"letter-spacing="2""#))
    }

    @Test func kerningIsDrawnAsTrackingIsAndTrackingWins() throws {
        let kerned = try Text("abcd").kerning(3).renderSVG(on: screen)
        #expect(kerned.contains(#"letter-spacing="3""#))
        let both = try Text("abcd").tracking(1).kerning(3).renderSVG(on: screen)
        #expect(both.contains(#"letter-spacing="1""#))
    }

    @Test func asciiAcceptsLessThanACellAndAddsWholeCells() throws {
        #expect(try Text("abcd").tracking(7).renderASCII(on: screen) == Text("abcd").renderASCII(on: screen))
        let spaced = try Text("abcd").tracking(8).renderASCII(on: screen)
        #expect(spaced.contains("a b c d"))
        #expect(try Text("ab").kerning(17).renderASCII(on: screen).contains("a  b"))
    }

    @Test func theViewModifierSpacesEveryTextInsideAndARunKeepsItsOwn() throws {
        let svg = try VStack {
            Text("one")
            Text("two").tracking(4)
        }.tracking(2).renderSVG(on: screen)
        #expect(svg.contains(#"letter-spacing="2""#) && svg.contains(#"letter-spacing="4""#))
        let mixed = try (Text("ab") + Text("cd").tracking(8)).renderASCII(on: screen)
        #expect(mixed.contains("abc d"))
    }

    @Test func aBaselineOffsetShiftsTheRunInSVGAndNotInASCII() throws {
        let text = Text("x") + Text("2").baselineOffset(6)
        let svg = try text.renderSVG(on: screen)
        #expect(svg.contains(#"<tspan baseline-shift="6">2</tspan>"#))
        #expect(try text.renderASCII(on: screen) == Text("x2").renderASCII(on: screen))
        #expect(try width(of: text.fixedSize(), on: .svg) == width(of: Text("x2").fixedSize(), on: .svg))
    }

    @Test func spacingAndOffsetRoundTripThroughJSON() throws {
        let node = try (Text("a").kerning(1) + Text("b").tracking(2).baselineOffset(3)).node()
        #expect(try Node(json: node.jsonData()) == node)
        #expect(node.dump().contains("spacing: 2 baselineOffset: 3"))
    }

    @Test func aSpacingThatIsNotANumberIsNone() throws {
        #expect(try Text("ab").tracking(.nan).renderSVG(on: screen) == Text("ab").renderSVG(on: screen))
    }
}
