import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct FillStyleTests {
    private let screen = Screen(width: 120, height: 60)

    /// Two squares, one inside the other: filled by the even-odd rule, the inner one is a hole.
    private struct Frame: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path(rect)
            path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return path
        }
    }

    @Test func anEvenOddFillWritesTheEvenOddRuleInSVG() throws {
        let svg = try Frame().fill(.blue, style: FillStyle(eoFill: true)).frame(width: 40, height: 40).renderSVG(on: screen)
        let path = try #require(svg.split(separator: "\n").first { $0.contains("<path") })
        #expect(path.contains(##"fill="#007AFF""##))
        #expect(path.contains(#"fill-rule="evenodd""#))
    }

    @Test func theNonZeroRuleIsTheDefaultAndWritesNoRule() throws {
        let plain = try Frame().fill(.blue).frame(width: 40, height: 40).renderSVG(on: screen)
        let nonZero = try Frame().fill(.blue, style: FillStyle()).frame(width: 40, height: 40).renderSVG(on: screen)
        #expect(!plain.contains("fill-rule"))
        #expect(nonZero == plain)
    }

    @Test func asciiDrawsTheSameEitherWay() throws {
        let evenOdd = try Frame().fill(.blue, style: FillStyle(eoFill: true)).frame(width: 40, height: 40).renderASCII(on: screen)
        #expect(evenOdd == (try Frame().fill(.blue).frame(width: 40, height: 40).renderASCII(on: screen)))
    }

    @Test func fillWithAStyleAloneUsesTheForegroundColour() throws {
        let svg = try Circle().fill(style: FillStyle(eoFill: true)).foregroundStyle(.red).frame(width: 20, height: 20).renderSVG(on: screen)
        let circle = try #require(svg.split(separator: "\n").first { $0.contains("<circle") })
        #expect(circle.contains(##"fill="#FF3B30""##) && circle.contains(#"fill-rule="evenodd""#))
        let node = try Circle().fill().node()
        #expect(node.dump().contains("fill: primary"))
    }

    @Test func aCanvasFillKeepsItsRule() throws {
        let svg = try Canvas { context, size in
            context.fill(Frame().path(in: CGRect(origin: .zero, size: size)), with: .color(.green), style: FillStyle(eoFill: true))
        }
        .frame(width: 40, height: 40).renderSVG(on: screen)
        #expect(svg.contains(#"fill-rule="evenodd""#))
    }

    @Test func theRuleRoundTripsThroughJSON() throws {
        let node = try Rectangle().fill(.red, style: FillStyle(eoFill: true)).node()
        #expect(node.dump().contains("eoFill"))
        #expect(String(decoding: try node.jsonData(), as: UTF8.self).contains("\"eoFill\": true"))
        #expect(try Node(json: node.jsonData()) == node)
    }
}
