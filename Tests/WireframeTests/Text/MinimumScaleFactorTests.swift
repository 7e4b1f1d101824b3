import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct MinimumScaleFactorTests {
    private let screen = Screen(width: 400, height: nil)
    private let title = "A title too long for its frame"

    private func fontSize(in svg: String) throws -> Double {
        let text = try #require(svg.split(separator: "\n").first { $0.contains("<text") })
        let match = try #require(text.firstMatch(of: /font-size="([0-9.]+)"/))
        return try #require(Double(match.output.1))
    }

    @Test func svgShrinksTheFontToFitBeforeCutting() throws {
        let full = try Text(title).lineLimit(1).fixedSize().renderSVG(on: screen)
        #expect(try fontSize(in: full) == 17)
        let svg = try Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 160).renderSVG(on: screen)
        let size = try fontSize(in: svg)
        #expect(size < 17 && size >= 8.5)
        #expect(!svg.contains("…"))
    }

    @Test func belowTheFactorTheTextIsCutAtTheFactor() throws {
        let svg = try Text(title).lineLimit(1).minimumScaleFactor(0.9).frame(width: 100).renderSVG(on: screen)
        #expect(abs(try fontSize(in: svg) - 17 * 0.9) < 0.01)
        #expect(svg.contains("…"))
    }

    @Test func textThatFitsKeepsItsSize() throws {
        let svg = try Text("Short").lineLimit(1).minimumScaleFactor(0.5).frame(width: 160).renderSVG(on: screen)
        #expect(try fontSize(in: svg) == 17)
    }

    @Test func asciiCannotShrinkAndCutsTheTextAsItIs() throws {
        let cut = try Text(title).lineLimit(1).frame(width: 80).renderASCII(on: screen)
        #expect(try Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 80).renderASCII(on: screen) == cut)
    }

    @Test func theFactorRoundTripsThroughJSON() throws {
        let node = try Text(title).minimumScaleFactor(0.5).node()
        #expect(node.dump().contains("minimumScaleFactor: 0.5"))
        #expect(try Node(json: node.jsonData()) == node)
    }
}
