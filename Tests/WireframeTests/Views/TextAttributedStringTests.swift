import Foundation
import Testing
import Wireframe

/// The one line `text` draws in ASCII, without the blanks that centre it on the canvas.
@MainActor
private func line(_ text: Text) throws -> String {
    try text.renderASCII(width: 400, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
}

@MainActor @Suite struct TextAttributedStringTests {
    @Test func swiftUIAttributesAreSetThroughDynamicMembers() {
        var string = AttributedString("Low battery")
        string.foregroundColor = .red
        string.font = .headline
        string.backgroundColor = .yellow
        string.strikethroughStyle = .single
        string.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string.kern = 2
        string.tracking = 1
        string.baselineOffset = 3
        #expect(string.foregroundColor == .red)
        #expect(string.font == .headline)
        #expect(string.runs.count == 1)
        #expect(string.underlineStyle?.pattern == .dash)
        let container = AttributeContainer().foregroundColor(.blue)
        #expect(container.foregroundColor == .blue)
    }

    @Test func eachRunKeepsItsFontAndColour() throws {
        var string = AttributedString("Low ")
        var battery = AttributedString("battery")
        battery.foregroundColor = .red
        battery.font = .headline
        string += battery
        let dump = try Text(string).node().dump()
        #expect(dump.contains(#"["Low "] + ["battery" color: red"#))
        #expect(try line(Text(string)) == "Low b̲a̲t̲t̲e̲r̲y̲")
    }

    @Test func strikethroughAndUnderlineStylesDrawLines() throws {
        var string = AttributedString("done")
        string.strikethroughStyle = .single
        #expect(try line(Text(string)) == "d̶o̶n̶e̶")
        #expect(try Text(string).renderSVG(width: 80, height: 24).contains(#"text-decoration="line-through""#))
        var terms = AttributedString("terms")
        terms.underlineStyle = .single
        #expect(try Text(terms).renderSVG(width: 80, height: 24).contains(#"text-decoration="underline""#))
    }

    @Test func aBackgroundColourFillsBehindItsRunInSVG() throws {
        var found = AttributedString("No matches for swift")
        if let match = found.range(of: "swift") { found[match].backgroundColor = .yellow }
        let svg = try Text(found).renderSVG(width: 300, height: 24)
        #expect(svg.contains(##"fill="#FFCC00""##))
        #expect(svg.contains("<rect"))
        // ASCII has no colour to fill with: the characters are drawn as they are.
        #expect(try line(Text(found)) == "No matches for swift")
    }

    @Test func kerningTrackingAndBaselineOffsetAreDrawnAsTheTextModifiersDrawThem() throws {
        var spaced = AttributedString("SALE")
        spaced.tracking = 8
        #expect(try line(Text(spaced)) == "S A L E")
        #expect(
            try Text(spaced).renderASCII(width: 160, height: nil) == (try Text("SALE").tracking(8).renderASCII(width: 160, height: nil)))
        var raised = AttributedString("2")
        raised.baselineOffset = 6
        #expect(try Text(raised).renderSVG(width: 40, height: 24).contains(#"baseline-shift="6""#))
        var bad = AttributedString("x")
        bad.kern = .nan
        #expect(try line(Text(bad)) == "x")
    }

    @Test func markdownIsDrawnBoldItalicFixedWidthAndStruck() throws {
        let string = try AttributedString(markdown: "**bold** and *italic* and `code` and ~~gone~~")
        let svg = try Text(string).renderSVG(width: 400, height: 24)
        #expect(svg.contains(#"font-weight="700">bold<"#))
        #expect(svg.contains(#"font-style="italic">italic<"#))
        #expect(svg.contains("Liberation Mono"))
        #expect(svg.contains(#"text-decoration="line-through">gone<"#))
        #expect(try line(Text(string)) == "bold and italic and code and g̶o̶n̶e̶")
    }

    @Test func aLinkIsDrawnInTheAccentColour() throws {
        let string = try AttributedString(markdown: "Read [the guide](https://example.com)")
        #expect(string.runs.contains { $0.link == URL(string: "https://example.com") })
        #expect(try Text(string).renderSVG(width: 300, height: 24).contains(##"fill="#007AFF">the guide<"##))
        #expect(try line(Text(string)) == "Read t̲h̲e̲ ̲g̲u̲i̲d̲e̲")
    }

    @Test func aTextModifierStylesOnlyWhatTheStringLeavesUnstyled() throws {
        var string = AttributedString("red ")
        string.foregroundColor = .red
        string += AttributedString("plain")
        let dump = try Text(string).foregroundColor(.blue).node().dump()
        #expect(dump.contains(#"["red " color: red] + ["plain" color: blue]"#))
    }

    @Test func anEmptyStringIsAnEmptyText() throws {
        let empty = try Text(AttributedString("")).placedTree(width: 100, height: nil).frame
        #expect(empty == (try Text(verbatim: "").placedTree(width: 100, height: nil).frame))
    }

    @Test func aStringLiteralKeyIsReadAsMarkdown() throws {
        let dump = try Text("**Bold** move").node().dump()
        #expect(dump.contains(#"["Bold" bold] + [" move"]"#))
        #expect(try Text("Use `let`").renderSVG(width: 200, height: 24).contains("Liberation Mono"))
    }

    @Test func anInterpolatedValueIsNeverReadAsMarkdownButTakesTheStyleAroundIt() throws {
        let name = "*not italic*"
        let dump = try Text("**\(name)** said").node().dump()
        #expect(dump.contains(#"["*not italic*" bold] + [" said"]"#))
        #expect(try Text(verbatim: "**as written**").node().dump().contains(#""**as written**""#))
        let unstyled = try Text("a_b_c \(name)").node().dump()
        #expect(unstyled.contains(#"["a_b_c "] + ["*not italic*"]"#))
        #expect(!unstyled.contains("italic]"))
    }

    @Test func anInterpolatedTextKeepsItsStyleInsideMarkdown() throws {
        let dump = try Text("*Tap \(Text("Save").foregroundColor(.red))*").node().dump()
        #expect(dump.contains(#"["Tap " italic] + ["Save" color: red italic]"#))
    }
}
