import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct GradientStyleTests {
    private let screen = Screen(width: 120, height: 60)

    @Test func aColoursGradientIsASubtleLinearGradientTopToBottom() throws {
        let svg = try Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 40).renderSVG(on: screen)
        #expect(svg.contains("<linearGradient"))
        #expect(svg.contains(#"x1="60" y1="10" x2="60" y2="50""#))
        // An eighth of the way from #007AFF to white at the top; the colour at the bottom.
        #expect(svg.contains(##"<stop offset="0" stop-color="#208BFF"/>"##))
        #expect(svg.contains(##"<stop offset="1" stop-color="#007AFF"/>"##))
    }

    @Test func aColoursGradientFollowsTheDarkAppearance() throws {
        let svg = try Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 40).environment(\.colorScheme, .dark)
            .renderSVG(on: screen)
        #expect(svg.contains(##"stop-color="#0A84FF""##))
    }

    @Test func asciiFillsAGradientWithItsAverageColour() throws {
        let gradient = Color.red.gradient
        #expect(gradient.resolvedColor == Gradient(colors: [Color.red.mixed(toWhiteBy: 1 / 8), .red]).averageColor)
        let picture = try Rectangle().fill(gradient).frame(width: 16, height: 16).renderASCII(on: screen)
        #expect(picture == (try Rectangle().fill(gradient.resolvedColor).frame(width: 16, height: 16).renderASCII(on: screen)))
    }

    @Test func anEllipticalGradientIsARadialGradientStretchedToTheFrame() throws {
        let svg = try EllipticalGradient(colors: [.white, .blue]).frame(width: 80, height: 40).renderSVG(on: screen)
        #expect(svg.contains("<radialGradient"))
        #expect(svg.contains(#"r="0.5""#))
        #expect(svg.contains(#"gradientTransform="matrix(80 0 0 40"#))
    }

    @Test func anEllipticalGradientsStartFractionMovesTheStopsOut() throws {
        let svg = try Rectangle().fill(.ellipticalGradient(colors: [.white, .blue], startRadiusFraction: 0.25, endRadiusFraction: 0.5))
            .frame(width: 80, height: 40).renderSVG(on: screen)
        #expect(svg.contains(##"<stop offset="0.5" stop-color="#FFFFFF"/>"##))
    }

    @Test func theBackgroundStyleIsTheSystemBackgroundUnlessSet() throws {
        let plain = try Rectangle().fill(.background).frame(width: 20, height: 20).renderSVG(on: screen)
        #expect(plain.contains(##"fill="#FFFFFF""##))
        let yellow = try Rectangle().fill(.background).frame(width: 20, height: 20).backgroundStyle(.yellow).renderSVG(on: screen)
        #expect(yellow.contains(##"fill="#FFCC00""##))
        let inShape = try Text("a").padding(4).background(.background, in: .rect(cornerRadius: 4)).backgroundStyle(Color.green)
            .renderSVG(on: screen)
        #expect(inShape.contains(##"fill="#34C759""##))
    }

    @Test func aBackgroundStyleCanBeAGradient() throws {
        let svg = try Rectangle().fill(.background).backgroundStyle(Color.red.gradient).frame(width: 20, height: 20).renderSVG(on: screen)
        #expect(svg.contains("<linearGradient"))
    }
}
