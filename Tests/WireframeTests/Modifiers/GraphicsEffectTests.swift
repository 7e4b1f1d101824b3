import Foundation
import Testing

@testable import Wireframe

/// Blurs, colour filters and blend modes are drawn through one effect group: an SVG `filter` of
/// generic primitives or a `mix-blend-mode`, and the content unchanged in ASCII.
@MainActor
@Suite struct GraphicsEffectTests {
    private var square: some View { Color.blue.frame(width: 40, height: 40) }

    /// The document's lines without their indentation.
    private func lines(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func svg(_ view: some View) throws -> String {
        try view.renderSVG(width: 80, height: 80)
    }

    private func dump(_ view: some View) throws -> String {
        DisplayList(try view.placedTree(width: 80, height: 80, svg: true), canvas: CGSize(width: 80, height: 80)).dump()
    }

    @Test func blurIsAGaussianBlurWhoseStandardDeviationIsTheRadius() throws {
        let document = lines(try svg(square.blur(radius: 4)))
        #expect(
            document.contains(
                #"<filter id="filter-1" filterUnits="userSpaceOnUse" x="0" y="0" width="80" height="80" color-interpolation-filters="sRGB">"#
            ))
        #expect(document.contains(#"<feGaussianBlur stdDeviation="4"/>"#))
        #expect(document.contains(#"<g filter="url(#filter-1)">"#))
    }

    @Test func anOpaqueBlurKeepsToTheFrameAndMakesEveryPixelOpaque() throws {
        let document = lines(try svg(square.blur(radius: 4, opaque: true)))
        #expect(
            document.contains(
                #"<filter id="filter-1" filterUnits="userSpaceOnUse" x="20" y="20" width="40" height="40" color-interpolation-filters="sRGB">"#
            ))
        #expect(document.contains(#"<feFuncA type="linear" slope="0" intercept="1"/>"#))
    }

    @Test(arguments: [
        ("brightness(0.2)", "1 0 0 0 0.2 0 1 0 0 0.2 0 0 1 0 0.2 0 0 0 1 0"),
        ("contrast(1.5)", "1.5 0 0 0 -0.25 0 1.5 0 0 -0.25 0 0 1.5 0 -0.25 0 0 0 1 0"),
        ("saturation(0)", "0.21 0.72 0.07 0 0 0.21 0.72 0.07 0 0 0.21 0.72 0.07 0 0 0 0 0 1 0"),
        ("grayscale(1)", "0.21 0.72 0.07 0 0 0.21 0.72 0.07 0 0 0.21 0.72 0.07 0 0 0 0 0 1 0"),
        ("hueRotation(180)", "-0.57 1.43 0.14 0 0 0.43 0.43 0.14 0 0 0.43 1.43 -0.86 0 0 0 0 0 1 0"),
        ("colorMultiply", "1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 1 0"),
        ("colorInvert()", "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"),
        ("luminanceToAlpha()", "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.21 0.72 0.07 0 0"),
    ])
    func aColourEffectIsAColourMatrix(effect: String, values: String) throws {
        let view: AnyView =
            switch effect {
            case "brightness(0.2)": AnyView(square.brightness(0.2))
            case "contrast(1.5)": AnyView(square.contrast(1.5))
            case "saturation(0)": AnyView(square.saturation(0))
            case "grayscale(1)": AnyView(square.grayscale(1))
            case "hueRotation(180)": AnyView(square.hueRotation(.degrees(180)))
            case "colorMultiply": AnyView(square.colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
            case "colorInvert()": AnyView(square.colorInvert())
            default: AnyView(square.luminanceToAlpha())
            }
        let document = lines(try svg(view))
        #expect(document.contains(#"<feColorMatrix type="matrix" values="\#(values)"/>"#), "\(effect)")
        #expect(document.contains(#"<g filter="url(#filter-1)">"#), "\(effect)")
    }

    @Test func equalFiltersShareOneDefinitionNumberedInDocumentOrder() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).grayscale(1)
            Color.red.frame(width: 20, height: 20).blur(radius: 2)
            Color.red.frame(width: 20, height: 20).grayscale(1)
        }
        let document = lines(try svg(view))
        #expect(
            document.filter { $0.hasPrefix("<filter ") }.map { $0.prefix(21) } == [#"<filter id="filter-1""#, #"<filter id="filter-2""#])
        #expect(
            document.filter { $0.hasPrefix("<g filter=") } == [
                #"<g filter="url(#filter-1)">"#, #"<g filter="url(#filter-2)">"#, #"<g filter="url(#filter-1)">"#,
            ])
        #expect(try svg(view) == svg(view))
    }

    @Test func effectsThatChangeNothingDrawTheContentAsItIs() throws {
        let plain = try svg(square)
        #expect(try svg(square.blur(radius: 0)) == plain)
        #expect(try svg(square.brightness(0)) == plain)
        #expect(try svg(square.contrast(1)) == plain)
        #expect(try svg(square.saturation(1)) == plain)
        #expect(try svg(square.grayscale(0)) == plain)
        #expect(try svg(square.hueRotation(.degrees(360))) == plain)
        #expect(try svg(square.colorMultiply(.white)) == plain)
        #expect(try svg(square.blendMode(.normal)) == plain)
    }

    @Test func badAmountsAreClampedAndNeverWriteInvalidNumbers() throws {
        let plain = try svg(square)
        for radius in [CGFloat.nan, .infinity, -.infinity, -5] {
            #expect(try svg(square.blur(radius: radius)) == plain, "radius \(radius)")
        }
        #expect(try svg(square.brightness(.nan)) == plain)
        #expect(try svg(square.contrast(.infinity)) == plain)
        #expect(try svg(square.grayscale(-3)) == plain)
        #expect(try svg(square.hueRotation(.degrees(.nan))) == plain)
        #expect(lines(try svg(square.blur(radius: 1e12))).contains(#"<feGaussianBlur stdDeviation="1000"/>"#))
        #expect(try dump(square.brightness(5)).hasPrefix("effect brightness(1) @ (20, 20, 40, 40)\n"))
        #expect(try dump(square.grayscale(7)).hasPrefix("effect grayscale(1) @ (20, 20, 40, 40)\n"))
        let hostile = try svg(square.contrast(-.greatestFiniteMagnitude).saturation(.greatestFiniteMagnitude).blur(radius: .nan))
        #expect(!hostile.contains("nan") && !hostile.contains("inf"))
    }

    @Test func blendModesAreDrawnWithTheNearestCSSBlendMode() throws {
        #expect(lines(try svg(square.blendMode(.multiply))).contains(#"<g style="mix-blend-mode:multiply">"#))
        #expect(lines(try svg(square.blendMode(.colorDodge))).contains(#"<g style="mix-blend-mode:color-dodge">"#))
        #expect(lines(try svg(square.blendMode(.plusLighter))).contains(#"<g style="mix-blend-mode:screen">"#))
        #expect(lines(try svg(square.blendMode(.plusDarker))).contains(#"<g style="mix-blend-mode:multiply">"#))
        // Porter–Duff operators have no CSS blend mode: drawn as `normal`, with no group.
        #expect(try svg(square.blendMode(.destinationOut)) == svg(square))
    }

    @Test func theDumpNamesTheEffectAroundWhatItDraws() throws {
        #expect(
            try dump(square.grayscale(1)) == """
                effect grayscale(1) @ (20, 20, 40, 40)
                  shape rectangle fill: blue @ (20, 20, 40, 40)
                  hit opaque [0, 0] @ (20, 20, 40, 40)

                """)
    }

    @Test func asciiDrawsTheContentUnchangedHoweverLargeTheBlur() throws {
        let card = Text("Secret").padding(8).border(.black)
        let plain = try card.renderASCII(width: 160, height: 64)
        #expect(try card.blur(radius: 200).renderASCII(width: 160, height: 64) == plain)
        #expect(try card.blur(radius: 4, opaque: true).renderASCII(width: 160, height: 64) == plain)
        #expect(try card.grayscale(1).hueRotation(.degrees(90)).renderASCII(width: 160, height: 64) == plain)
        #expect(try card.colorInvert().luminanceToAlpha().renderASCII(width: 160, height: 64) == plain)
        #expect(try card.blendMode(.difference).renderASCII(width: 160, height: 64) == plain)
        #expect(plain.contains("Secret"))
    }

    @Test func effectsTakeNoTapsAwayFromTheirContent() throws {
        let placed = try Button("OK") {}.blur(radius: 3).placedTree(width: 80, height: 80, svg: true)
        let list = DisplayList(placed, canvas: CGSize(width: 80, height: 80))
        #expect(list.hitTest(CGPoint(x: 40, y: 40)) != nil)
    }
}
