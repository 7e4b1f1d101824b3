import Testing

@testable import Wireframe
@testable import WireframeFuzzing

/// The fuzz checks refuse what they promise to refuse, and accept what the renderers write.
@MainActor
@Suite struct OutputChecksTests {
    @Test func xmlCheckReadsElementsAttributesAndReferences() throws {
        let elements = try XMLCheck.elements(
            of: #"<?xml version="1.0"?><svg a="1 &amp; 2" b='&#x41;'><!-- c --><text>x &lt; y</text><rect/></svg>"#)
        #expect(elements.map(\.name) == ["svg", "text", "rect"])
        #expect(elements[0].attributes == [.init(name: "a", value: "1 & 2"), .init(name: "b", value: "A")])
        #expect(elements[1].text == "x < y")
    }

    @Test(arguments: [
        "<svg>", "<svg></g>", "<svg a=1/>", "<svg a=\"1\" a=\"2\"/>", "<svg>&nbsp;</svg>", "<svg>a & b</svg>",
        "<svg a=\"<\"/>", "<!DOCTYPE svg><svg/>", "<svg/><svg/>", "text<svg/>", "<svg>\u{1B}</svg>", "<svg>&#0;</svg>",
        "<svg><![CDATA[x]]></svg>", "<svg><?php x ?></svg>", "<svg>]]></svg>", "<svg a=\"1\"b=\"2\"/>", "",
    ])
    func xmlCheckRefusesMalformedDocuments(document: String) {
        #expect(throws: XMLCheck.Failure.self) { try XMLCheck.elements(of: document) }
    }

    @Test func svgOfEveryRendererPartPassesTheCheck() throws {
        let view = VStack {
            Text("a < b & \"c\"").shadow(radius: 2)
            Circle().fill(Color.red).frame(width: 20, height: 20).clipShape(Capsule())
            Image(systemName: "xmark")
        }
        .opacity(0.5)
        try OutputChecks.checkSVG(try view.renderSVG(width: 200, height: nil))
    }

    @Test(arguments: [
        #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="x"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><g xlink:href="http://evil"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url( 'http://evil' )"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><style>@import "x.css";</style></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><rect style="background:url(file:///etc/passwd)"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>"#,
        #"<svg xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg"/>"#,
        #"<svg><rect/></svg>"#,
    ])
    func svgCheckRefusesScriptsHandlersAndExternalReferences(document: String) {
        #expect(throws: FuzzFailure.self) { try OutputChecks.checkSVG(document) }
    }

    @Test func svgCheckAcceptsFragmentReferences() throws {
        try OutputChecks.checkSVG(#"<svg xmlns="http://www.w3.org/2000/svg"><g clip-path="url(#clip-1)" filter="url( #s )"/></svg>"#)
    }

    @Test(arguments: ["a\u{1B}[31m\n", "a\u{9B}\n", "a\u{202E}b\n", "a\tb\n", "a\u{2028}\n", "a\r\n", "ab \n", "ab", "가나다\n"])
    func asciiCheckRefusesEscapesTrailingSpacesAndOverwideLines(picture: String) {
        #expect(throws: FuzzFailure.self) { try OutputChecks.checkASCII(picture, columns: 5) }
    }

    @Test func asciiCheckAcceptsWidePicturesThatFit() throws {
        try OutputChecks.checkASCII("가나\n\n╭─╮\n", columns: 4)
        try OutputChecks.checkASCII("", columns: 1)
    }
}
