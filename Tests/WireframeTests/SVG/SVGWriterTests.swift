import Foundation
import Testing

@testable import Wireframe

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite struct SVGWriterTests {
    @Test func writesOneElementPerLineWithTwoSpaceIndentation() {
        var writer = SVGWriter()
        writer.open(.svg, ["xmlns": "http://www.w3.org/2000/svg", "width": 390, "height": 844])
        writer.open(.g, ["opacity": 0.5])
        writer.element(.rect, ["x": 16, "y": 8.25, "width": 100, "height": 40, "rx": 12])
        writer.close()
        writer.element(.circle, ["cx": 1, "cy": 2, "r": 3])
        #expect(
            writer.finish() == """
                <svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
                  <g opacity="0.5">
                    <rect x="16" y="8.25" width="100" height="40" rx="12"/>
                  </g>
                  <circle cx="1" cy="2" r="3"/>
                </svg>

                """
        )
    }

    @Test func keepsAttributesInTheGivenOrder() {
        var writer = SVGWriter()
        writer.element(.rect, ["z": 1, "a": 2, "m": 3])
        writer.element(.rect, [("y", 1), ("x", 2)])
        #expect(writer.output == "<rect z=\"1\" a=\"2\" m=\"3\"/>\n<rect y=\"1\" x=\"2\"/>\n")
    }

    @Test func escapesMarkupInText() {
        var writer = SVGWriter()
        writer.element(.text, text: "<script>&\"'")
        #expect(writer.output == "<text>&lt;script&gt;&amp;&quot;&apos;</text>\n")
    }

    @Test func escapesQuotesInAttributes() {
        var writer = SVGWriter()
        writer.element(.rect, ["fill": "red\" onload=\"alert(1)", "stroke": "<&'>"])
        #expect(
            writer.output == """
                <rect fill="red&quot; onload=&quot;alert(1)" stroke="&lt;&amp;&apos;&gt;"/>

                """
        )
    }

    @Test func removesControlCharactersFromTextAndAttributes() {
        var writer = SVGWriter()
        writer.element(
            .text, ["fill": "r\u{0}e\u{1B}d\u{7F}"],
            text: "a\u{0}\u{1B}[31mb\t\u{85}c\n\u{9F}d\u{FFFF}")
        #expect(writer.output == "<text fill=\"red\">a[31mbcd</text>\n")
    }

    @Test func refusesElementsOutsideTheAllowlist() {
        for name in ["script", "foreignObject", "use", "image", "a", "iframe", "SVG", "rect "] {
            #expect(SVGElementName(name) == nil)
        }
        for element in SVGElementName.allowed {
            #expect(SVGElementName(element.rawValue) == element)
        }
    }

    @Test func leavesOutEventHandlersAndReferences() {
        var writer = SVGWriter()
        writer.element(
            .rect,
            [
                "onload": "alert(1)", "OnClick": "x", "href": "https://example.com",
                "xlink:href": "x.svg", "src": "x", "bad name": "1", "a=\"b": "1", "width": 1,
            ]
        )
        #expect(writer.output == "<rect width=\"1\"/>\n")
    }

    @Test func keepsFragmentURLsAndLeavesOutExternalOnes() {
        var writer = SVGWriter()
        writer.element(.rect, ["filter": "url(#shadow-1)", "fill": "url(https://example.com/x)"])
        writer.element(
            .rect, ["clip-path": "url( '#c' )", "mask": "URL(data:image/png;base64,AA)"])
        #expect(
            writer.output == """
                <rect filter="url(#shadow-1)"/>
                <rect clip-path="url( &apos;#c&apos; )"/>

                """
        )
    }

    @Test func writesTextAndItsSpansOnOneLine() {
        var writer = SVGWriter()
        writer.open(.g)
        writer.open(.text, ["x": 0, "y": 12])
        writer.text("Delete ")
        writer.element(.tspan, ["font-weight": "bold"], text: "memo")
        writer.text("?")
        writer.close()
        writer.element(.title, text: "Dialog")
        #expect(
            writer.finish() == """
                <g>
                  <text x="0" y="12">Delete <tspan font-weight="bold">memo</tspan>?</text>
                  <title>Dialog</title>
                </g>

                """
        )
    }

    @Test func leavesOutStyleSheetsThatReferToOtherDocuments() {
        var writer = SVGWriter()
        writer.element(.style, text: "@import 'x.css';")
        writer.element(.style, text: "text { fill: url(http://x/y) }")
        writer.element(.style, text: "text { font-kerning: none }")
        #expect(
            writer.output
                == "<style></style>\n<style></style>\n<style>text { font-kerning: none }</style>\n")
    }

    @Test func closeWithNothingOpenDoesNothing() {
        var writer = SVGWriter()
        writer.close()
        writer.element(.rect)
        writer.close()
        #expect(writer.output == "<rect/>\n")
        #expect(writer.depth == 0)
    }

    @Test func finishClosesEveryOpenElement() {
        var writer = SVGWriter()
        writer.open(.svg)
        writer.open(.defs)
        writer.open(.filter, ["id": "s"])
        #expect(writer.depth == 3)
        #expect(
            writer.finish()
                == "<svg>\n  <defs>\n    <filter id=\"s\">\n    </filter>\n  </defs>\n</svg>\n")
    }

    @Test func hostileTextStillParsesAsXML() throws {
        var writer = SVGWriter()
        writer.open(.svg, ["xmlns": "http://www.w3.org/2000/svg", "data-x": "\"><script>"])
        writer.element(.text, text: "</text><script>alert('x')</script>\u{0}\u{8}&amp;")
        let collector = TextCollector()
        let parser = XMLParser(data: Data(writer.finish().utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements == ["svg", "text"])
        #expect(collector.text == "</text><script>alert('x')</script>&amp;")
    }
}

private final class TextCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var text = ""
    private var open: [String] = []

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        open.append(elementName)
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open.last == "text" {
            text += string
        }
    }
}
