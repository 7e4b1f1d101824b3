import Testing

@testable import Wireframe

/// Fixed-width text: `Font.monospaced()`, `Text.monospaced(_:)`, `View.monospaced(_:)` and the
/// `.monospaced` design, measured and drawn with Liberation Mono in SVG.
@MainActor
@Suite struct MonospacedTextTests {
    private func svgWidth(of view: some View, text: String) throws -> CGFloat {
        try #require(try view.placedTree(width: 390, height: nil, svg: true).frame(ofText: text)).width
    }

    @Test func everyLatinCharacterIsPointSixEmWide() throws {
        let metrics = FontMetrics.liberationMono
        // Liberation Mono: 1229 of 2048 units per em, whatever the letter.
        #expect(metrics.width(of: "iiii", size: 17, bold: false) == metrics.width(of: "MMMM", size: 17, bold: false))
        #expect(metrics.width(of: "0123", size: 20, bold: true) == 4 * 1229 * 20 / 2048.0)
        // Wide characters keep Noto Sans CJK's advances, which Noto Sans Mono CJK shares.
        #expect(metrics.width(of: "메모", size: 17, bold: false) == 2 * 920 * 17 / 1000.0)
    }

    @Test func theFontTheViewModifierAndTheTextModifierMeasureAlike() throws {
        let expected = CGFloat(10 * 1229 * 17) / 2048
        #expect(try svgWidth(of: Text("iiiiiiiiii").font(.body.monospaced()), text: "iiiiiiiiii") == expected)
        #expect(try svgWidth(of: Text("iiiiiiiiii").monospaced(), text: "iiiiiiiiii") == expected)
        #expect(try svgWidth(of: VStack { Text("iiiiiiiiii") }.monospaced(), text: "iiiiiiiiii") == expected)
        #expect(try svgWidth(of: Text("iiiiiiiiii").font(.system(size: 17, design: .monospaced)), text: "iiiiiiiiii") == expected)
        #expect(try svgWidth(of: Text("iiiiiiiiii"), text: "iiiiiiiiii") < expected / 2)
        #expect(try svgWidth(of: VStack { Text("iiiiiiiiii") }.monospaced(false), text: "iiiiiiiiii") < expected / 2)
    }

    @Test func theSVGNamesLiberationMonoAndTheFixedWidthCJKFace() throws {
        let svg = try VStack {
            Text("12:30").monospaced()
            Text("메모 12").monospaced().bold()
        }.renderSVG(width: 200, height: nil)
        #expect(
            svg.contains(
                ##"font-family="Liberation Mono, Courier New, monospace" font-size="17" fill="#000000" xml:space="preserve">12:30</text>"##)
        )
        #expect(
            svg.contains(
                ##"font-family="Liberation Mono, Courier New, Noto Sans Mono CJK KR, monospace" font-size="17" font-weight="700""##))
    }

    @Test func aFixedWidthRunInAProportionalTextNamesItsOwnFamily() throws {
        let svg = try (Text("id ") + Text("4F2A").monospaced()).renderSVG(width: 200, height: nil)
        #expect(svg.contains(##"font-family="Liberation Sans, Arial, Helvetica, sans-serif""##))
        #expect(svg.contains(##"id <tspan font-family="Liberation Mono, Courier New, monospace">4F2A</tspan></text>"##))
    }

    @Test func asciiCellsAreFixedWidthAlready() throws {
        let plain = try Text("monospaced 12:30").renderASCII(width: 200, height: nil)
        #expect(try Text("monospaced 12:30").monospaced().renderASCII(width: 200, height: nil) == plain)
    }

    @Test func theFontSaysItIsFixedWidthInDumpsAndJSON() throws {
        #expect(Font.body.monospaced().description == "body.monospaced()")
        #expect(Font.system(size: 12, design: .monospaced).description == "system(12, regular).monospaced()")
        #expect(Font.system(size: 12, design: .default) == Font.system(size: 12))
        let node = try Text("a").font(.system(size: 12, weight: .bold, design: .monospaced)).node()
        let decoded = try Node(json: try node.jsonData())
        #expect(decoded == node)
        #expect(String(decoding: try node.jsonData(), as: UTF8.self).contains(#""design": "monospaced""#))
    }
}
