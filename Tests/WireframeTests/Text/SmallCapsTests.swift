import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct SmallCapsTests {
    private let screen = Screen(width: 240, height: nil)

    @Test func asciiDrawsSmallCapitalsAsCapitals() throws {
        #expect(try Text("Chapter One").font(.body.smallCaps()).renderASCII(on: screen).contains("CHAPTER ONE"))
        #expect(try Text("NASA and esa").font(.body.uppercaseSmallCaps()).renderASCII(on: screen).contains("NASA and esa"))
    }

    @Test func svgWritesTheFontVariant() throws {
        #expect(try Text("Chapter").font(.body.smallCaps()).renderSVG(on: screen).contains(#"font-variant="small-caps""#))
        #expect(try Text("Chapter").font(.body.lowercaseSmallCaps()).renderSVG(on: screen).contains(#"font-variant="small-caps""#))
        #expect(try Text("NASA").font(.body.uppercaseSmallCaps()).renderSVG(on: screen).contains(#"font-variant="unicase""#))
        let both = try Text("Nasa").font(.body.lowercaseSmallCaps().uppercaseSmallCaps()).renderSVG(on: screen)
        #expect(both.contains(#"font-variant="all-small-caps""#))
    }

    @Test func aSmallLetterIsMeasuredAsItsCapitalAtSeventyPercent() {
        let font = Font.system(size: 20)
        let small = LayoutMetrics.svg.advance(of: "a", font: font.smallCaps())
        let capital = LayoutMetrics.svg.advance(of: "A", font: .system(size: 14))
        #expect(abs(small - capital) < 0.001)
        #expect(LayoutMetrics.svg.advance(of: "A", font: font.smallCaps()) == LayoutMetrics.svg.advance(of: "A", font: font))
    }

    @Test func aRunInSmallCapitalsNamesItsVariant() throws {
        let svg = try (Text("Title ") + Text("Sub").font(.body.smallCaps())).renderSVG(on: screen)
        #expect(svg.contains(#"font-variant="small-caps""#))
        #expect(try Text("a").font(.body.smallCaps()).node().dump().contains("lowercaseSmallCaps"))
    }
}

@MainActor @Suite struct SmallCapsJSONTests {
    @Test func smallCapitalsRoundTripThroughJSON() throws {
        // A font of a fixed size: JSON names a text style's font only as it is.
        let base = Font.system(size: 15)
        for font in [base.smallCaps(), base.uppercaseSmallCaps(), base.smallCaps().uppercaseSmallCaps()] {
            let node = try Text("Memo").font(font).node()
            #expect(try Node(json: node.jsonData()) == node)
        }
    }
}
