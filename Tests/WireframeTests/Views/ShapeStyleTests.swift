import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ShapeStyleTests {
    @Test func aStrokeStyleWritesItsCapJoinAndDashes() throws {
        let svg = try Rectangle()
            .stroke(Color.black, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [6, 2], dashPhase: 1))
            .frame(width: 40, height: 20)
            .renderSVG(width: 40, height: 20)
        #expect(svg.contains("stroke-width=\"3\""))
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(svg.contains("stroke-linejoin=\"bevel\""))
        #expect(svg.contains("stroke-dasharray=\"6 2\""))
        #expect(svg.contains("stroke-dashoffset=\"1\""))
    }

    @Test func aStrokeStyleComesBackFromItsJSON() throws {
        let styled = try Capsule()
            .stroke(
                Color.blue,
                style: StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .round, miterLimit: 4, dash: [5, 1], dashPhase: -2)
            )
            .node()
        #expect(try Node(json: styled.jsonData()) == styled)
        let plain = try Capsule().stroke(Color.blue, style: StrokeStyle()).node()
        #expect(try Node(json: plain.jsonData()) == plain)
    }

    @Test func aGradientFillSaysItHasNoJSONFormRatherThanDroppingIt() throws {
        let node = try Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).node()
        #expect(throws: (any Error).self) { try node.jsonData() }
    }

    @Test func badStrokeNumbersAreClampedWhereTheStyleIsMade() {
        let style = StrokeStyle(lineWidth: .nan, miterLimit: -.infinity, dash: [-3, .infinity], dashPhase: .nan)
        #expect(style.lineWidth == 1)
        #expect(style.miterLimit == 10)
        #expect(style.dash.isEmpty)
        #expect(style.dashPhase == 0)
    }

    @Test func strokeStyleWithoutAColourStrokesInTheForegroundColour() throws {
        let svg = try Circle().stroke(style: StrokeStyle(lineWidth: 2)).foregroundStyle(.red).frame(width: 20, height: 20)
            .renderSVG(width: 20, height: 20)
        #expect(svg.contains("stroke=\"\(Color.red.hexString)\""))
    }

    @Test func aTrimmedRectangleKeepsTheFractionOfItsOutline() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        // The outline runs from the top-leading corner along the top, then down the trailing edge.
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        let quarter = Rectangle().trim(from: 0, to: 0.25).path(in: rect)
        #expect(quarter.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(Rectangle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
        #expect(Rectangle().trim(from: .nan, to: .nan).path(in: rect).boundingRect == rect)
    }

    @Test func aTrimmedCircleDrawsAnArcInBothRenderers() throws {
        let arc = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 2).frame(width: 64, height: 64)
        let svg = try arc.renderSVG(width: 64, height: 64)
        #expect(svg.contains("<path"))
        let ascii = try arc.renderASCII(width: 64, height: 64)
        print(ascii)
        let full = try Circle().stroke(Color.black, lineWidth: 2).frame(width: 64, height: 64).renderASCII(width: 64, height: 64)
        #expect(ascii != full)
        #expect(ascii.contains { !$0.isWhitespace })
    }

    @Test func aLinearGradientFillIsAnSVGGradientAndAnAverageColourInASCII() throws {
        let view = Rectangle().fill(LinearGradient(colors: [.green, .yellow], startPoint: .top, endPoint: .bottom)).frame(
            width: 40, height: 32)
        let svg = try view.renderSVG(width: 40, height: 32)
        #expect(svg.contains("<linearGradient id=\"gradient-1\""))
        #expect(svg.contains("fill=\"url(#gradient-1)\""))
        #expect(svg.contains("stop-color=\"\(Color.green.hexString)\""))
        #expect(svg.contains("stop-color=\"\(Color.yellow.hexString)\""))
        let ascii = try view.renderASCII(width: 40, height: 32)
        #expect(ascii.contains { !$0.isWhitespace })
    }

    @Test func aRadialGradientPutsItsStopsFromTheStartRadius() throws {
        let svg = try Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 10, endRadius: 20))
            .frame(width: 40, height: 40).renderSVG(width: 40, height: 40)
        #expect(svg.contains("<radialGradient"))
        #expect(svg.contains("r=\"20\""))
        #expect(svg.contains("offset=\"0.5\""))
    }

    @Test func anAngularGradientIsDrawnAsWedgesClippedToTheShape() throws {
        let gradient = AngularGradient(gradient: Gradient(colors: [.blue, .green, .red]), center: .center)
        let svg = try Circle().fill(gradient).frame(width: 40, height: 40).renderSVG(width: 40, height: 40)
        #expect(svg.contains("<clipPath id=\"gradient-1\""))
        #expect(svg.contains("clip-path=\"url(#gradient-1)\""))
        #expect(svg.components(separatedBy: "<polygon").count - 1 == 120)
    }

    @Test func colourArraysOfImplicitMembersTypeCheckAsGradients() {
        let gradient = Gradient(colors: [.blue.opacity(0.3), .blue, .green, .purple])
        let expected: [CGFloat] = [0, 1.0 / 3, 2.0 / 3, 1]
        #expect(gradient.stops.map(\.location) == expected)
        #expect(
            Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: .nan)]).stops.map(\.location) == [
                CGFloat(0), 0.8,
            ])
    }
}
