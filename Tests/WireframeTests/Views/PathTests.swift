import Foundation
import Testing
import Wireframe
import WireframeTesting

/// `Shape` with `path(in:)` and `Path`: shapes of your own written as SwiftUI's documentation
/// writes them, drawn exactly in SVG and as a readable outline in ASCII.
@MainActor
@Suite struct PathTests {
    @Test func pathRecordsItsElementsInOrder() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        path.closeSubpath()
        var elements: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { elements.append($0) }
        #expect(
            elements == [
                .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5)),
                .curve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14)),
                .closeSubpath,
            ])
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 14))
    }

    @Test func rectanglesAndEllipsesAreClosedSubpaths() {
        let rect = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        var rounded = Path()
        rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 50, height: 50))
        // Corners are at most half the shorter side: a capsule.
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(Path().isEmpty && Path().currentPoint == nil)
    }

    @Test func userShapeIsDrawnFromItsPathInSVG() throws {
        let svg = try Triangle().stroke(.black, lineWidth: 2).frame(width: 40, height: 32).renderSVG(width: 40, height: 32)
        #expect(svg.contains(##"<path d="M20 0 L40 32 L0 32 Z""##))
    }

    @Test func userShapeIsDrawnAsAnOutlineInASCII() throws {
        let ascii = try Triangle().fill(.black).frame(width: 64, height: 64).renderASCII(width: 64, height: 64)
        #expect(
            ascii == """
                   ╱╲
                  ╱  ╲
                 ╱    ╲
                ╱───────

                """)
    }

    @Test func pathIsAViewThatDrawsItselfInAnyFrame() throws {
        let zigzag = Path { path in
            path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 16, y: 32), CGPoint(x: 32, y: 0)])
        }
        let svg = try zigzag.stroke(.red).renderSVG(width: 100, height: 50)
        #expect(svg.contains(#"d="M0 0 L16 32 L32 0""#))
    }

    /// A shape's path is in its own coordinates, as SwiftUI asks for it: a path drawn from (0, 0)
    /// in a frame 50 points in is drawn 50 points in, in SVG and in ASCII.
    @Test func aPathIsDrawnWhereItsFrameIsNotAtTheScreensOrigin() throws {
        let diagonal = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 20, y: 20))
        }
        let svg = try diagonal.stroke(.blue).frame(width: 20, height: 20).padding(50).renderSVG(width: 120, height: 120)
        #expect(svg.contains(#"<path d="M50 50 L70 70""#))
        let corner = try Wedge().fill(.black).frame(width: 32, height: 32).padding(.leading, 48).renderSVG(width: 80, height: 32)
        #expect(corner.contains(#"<path d="M64 0 L80 32 L48 32 Z""#))
        let ascii = try Wedge().fill(.black).frame(width: 64, height: 64).padding(.leading, 64).renderASCII(width: 128, height: 64)
        #expect(ascii.split(separator: "\n").first == "           ╱╲")
    }

    /// A badge moved half off the screen by negative padding keeps its own origin: its outline
    /// starts off the canvas, not at the visible corner.
    @Test func aShapeHalfOffTheCanvasIsDrawnFromItsOwnOrigin() throws {
        let badge = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 60)
            Wedge().fill(.red).frame(width: 20, height: 20).padding(.leading, -10).padding(.top, -10)
        }
        let svg = try badge.renderSVG(width: 100, height: 60)
        #expect(svg.contains(#"<path d="M0 -10 L10 10 L-10 10 Z""#))
    }

    @Test func ellipseFillsItsFrame() throws {
        let placed = try Ellipse().fill(.blue).frame(width: 60, height: 30).placedTree(width: 60, height: 30, svg: true)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
        let svg = try Ellipse().fill(.blue).frame(width: 60, height: 30).renderSVG(width: 60, height: 30)
        #expect(svg.contains(#"<ellipse cx="30" cy="15" rx="30" ry="15""#))
    }

    @Test func pathShapesRoundTripThroughJSONAndOwnShapesRefuseToEncode() throws {
        let node = try Path(CGRect(x: 0, y: 0, width: 8, height: 4)).stroke(.black).node()
        #expect(try Node(json: try node.jsonData()) == node)
        #expect(throws: EncodingError.self) { try Triangle().node().jsonData() }
        #expect(throws: NodeDecodingError.self) {
            try Node(json: Data(#"{"kind": "shape", "shape": "path", "path": "M 0 0 L 5"}"#.utf8))
        }
    }

    @Test func hostilePathsDrawSafely() throws {
        let wild = Path { path in
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addLine(to: CGPoint(x: 1e300, y: -1e300))
            path.addLine(to: CGPoint(x: CGFloat.infinity, y: 5))
            path.closeSubpath()
        }
        _ = try wild.stroke(.black).renderASCII(width: 80, height: 80)
        let svg = try wild.stroke(.black).renderSVG(width: 80, height: 80)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func shapeGoldens() {
        let view = HStack(spacing: 16) {
            Triangle().stroke(.black, lineWidth: 2).frame(width: 48, height: 48)
            Star().fill(.orange).frame(width: 64, height: 64)
            Ellipse().stroke(.blue, lineWidth: 2).frame(width: 64, height: 32)
        }
        .padding(16)
        assertSnapshot(of: view, as: .ascii(width: 240, height: nil))
        assertSnapshot(of: view, as: .svg(width: 240, height: nil))
    }
}

/// Apple's triangle.
/// A triangle written from the origin, as many SwiftUI shapes are: only the rectangle's size.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.width / 2, y: 0))
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
        }
    }
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A five-pointed star with curved tips joined by lines.
private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        for index in 0..<10 {
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : outer * 0.4
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
