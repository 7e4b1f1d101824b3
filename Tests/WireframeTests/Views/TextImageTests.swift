import Foundation
import Testing
import Wireframe

/// The one line `text` draws in ASCII, without the blanks that centre it on the canvas.
@MainActor
private func line(_ text: Text) throws -> String {
    try text.renderASCII(width: 320, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
}

@MainActor @Suite struct TextImageTests {
    @Test func aSymbolInsideTextIsDrawnAsItsGlyphAmongTheCharacters() throws {
        let text = Text("Rating ") + Text(Image(systemName: "star.fill"))
        #expect(try line(text) == "Rating ✭")
    }

    @Test func anImageInterpolatedIntoAKeyIsDrawnWhereItStands() throws {
        #expect(try line(Text("Tap \(Image(systemName: "plus")) to add")) == "Tap + to add")
    }

    @Test func aSymbolWrapsWithTheWordsAroundIt() throws {
        let text = Text("Tap \(Image(systemName: "star")) to add a memo")
        #expect(try text.renderASCII(width: 64, height: nil) == "Tap ✩ to\nadd a\nmemo\n")
    }

    @Test func aSymbolTakesTheTextsColourAsASymbolDoes() throws {
        let svg = try (Text("Rating ") + Text(Image(systemName: "star.fill"))).foregroundColor(.red).renderSVG(width: 160, height: 24)
        #expect(svg.contains(##"stroke="#FF3B30""##))
        #expect(svg.contains(">Rating <"))
        #expect(!svg.contains("✭"))
    }

    @Test func svgLeavesTheSymbolsWidthInTheLineAndStrokesItThere() throws {
        let svg = try Text("Tap \(Image(systemName: "plus")) to add").renderSVG(width: 200, height: 24)
        // Two text elements around the symbol's path; the second starts after the symbol's
        // width, 1.2 times the body's 17 points.
        #expect(svg.components(separatedBy: "<text ").count - 1 == 2)
        #expect(svg.contains(#"<text x="47" "#))
        #expect(svg.contains(#"<g transform="translate(81.01 2) scale(0.83)">"#))
        #expect(svg.contains(#"<path d="M12 5V19M5 12H19""#))
        #expect(svg.contains(#"<text x="101.01" "#))
        #expect(!svg.contains(">+<"))
    }

    @Test func aSymbolIsMeasuredAsAnImageOfTheFont() throws {
        let withSymbol = try (Text("a") + Text(Image(systemName: "xmark"))).fixedSize().placedTree(width: 300, height: 100, svg: true)
        let plain = try Text("a").fixedSize().placedTree(width: 300, height: 100, svg: true)
        let symbolWidth = try #require(withSymbol.frame(ofText: "a✕")).width - (try #require(plain.frame(ofText: "a")).width)
        #expect(abs(symbolWidth - 20) < 0.01)
    }

    @Test func anAssetImageInsideTextIsDrawnAsAPhotoGlyph() throws {
        #expect(try line(Text("See ") + Text(Image("hero"))) == "See ⬚")
    }

    @Test func aFillVariantFillsAnInlineSymbol() throws {
        let text = (Text("Rate ") + Text(Image(systemName: "star"))).symbolVariant(.fill)
        #expect(try text.renderASCII(width: 48, height: nil) == "Rate ✭\n")
    }

    @Test func anUppercasedTextKeepsItsSymbol() throws {
        let dump = try (Text("add ") + Text(Image(systemName: "plus"))).textCase(.uppercase).node().dump()
        #expect(dump.contains(#"Image(systemName: "plus")"#))
        #expect(dump.contains(#""ADD ""#))
    }

    @Test func aTextWithASymbolSurvivesJSON() throws {
        let node = try (Text("Rating ") + Text(Image(systemName: "star.fill"))).node()
        let data = try node.jsonData()
        #expect(try Node(json: data) == node)
        #expect(String(decoding: data, as: UTF8.self).contains("star.fill"))
    }

    @Test func voiceOverReadsAnInlineSymbolByItsName() throws {
        let text = Text("Tap \(Image(systemName: "plus")) for a ") + Text(Image(systemName: "star.fill"))
        let tree = try text.accessibilityTree(on: Screen(width: 300, height: nil))
        #expect(tree.elements.map(\.label) == ["Tap Add for a Star"])
    }
}
