import Testing

@testable import Wireframe

/// A primitive of the test's own: a bar as wide as its fraction of the space offered.
private struct Meter: DrawingPrimitive {
    var fraction: Double

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: 16)
    }

    func draw(in context: inout GraphicsContext, size: CGSize) {
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width * fraction, height: size.height)), with: .color(.blue))
    }

    var summary: String { "Meter(\(fraction))" }
}

/// A primitive whose answers are not lengths.
private struct Unbounded: DrawingPrimitive {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: CGFloat.infinity, height: -CGFloat.nan) }
    func draw(in context: inout GraphicsContext, size: CGSize) {
        context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: .nan)
        context.fill(Path(), with: .color(.red))
    }
}

@MainActor
@Suite struct DrawingPrimitiveTests {
    @Test func aPrimitiveOfTheProgramsOwnIsMeasuredPlacedAndDumped() throws {
        let placed = try HStack(spacing: 0) { Meter(fraction: 0.5) }.placedTree(width: 200, height: nil, svg: true)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 200, height: 16))
        #expect(try Meter(fraction: 0.5).node().dump().contains("Meter(0.5)"))
        #expect(try Meter(fraction: 0.5).node() == Meter(fraction: 0.5).node())
        #expect(try Meter(fraction: 0.5).node() != Meter(fraction: 0.25).node())
        let node = try #require(
            try Meter(fraction: 0.25).node().kind.as(DrawingNode.self), "a drawing primitive resolves to a drawing node")
        #expect(node.view(as: Meter.self)?.fraction == 0.25)
    }

    @Test func whatItDrawsBecomesShapesInItsFrame() throws {
        let view = Meter(fraction: 0.5).padding(8)
        let svg = try view.renderSVG(width: 116, height: nil)
        #expect(svg.contains(##"<path d="M8 8 L58 8 L58 24 L8 24 Z" fill="#007AFF"/>"##))
        // The bar, 80 × 16 points in the middle row of three, is drawn on the grid as its
        // outline, one row tall, from the cell of its leading edge to the cell of its trailing one.
        let ascii = try Meter(fraction: 0.5).frame(width: 160, height: 48).renderASCII(width: 160, height: nil)
        #expect(ascii == "\n" + String(repeating: "─", count: 11) + "\n\n")
    }

    @Test func aCanvasTakesTheSpaceOfferedAndDrawsUnderItsTransformAndOpacity() throws {
        let canvas = Canvas { context, size in
            context.opacity = 0.5
            context.translateBy(x: 10, y: 0)
            context.stroke(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.black), lineWidth: 2)
        }
        let placed = try canvas.placedTree(width: 100, height: 40, svg: true)
        #expect(placed.frame.size == CGSize(width: 100, height: 40))
        let svg = try canvas.frame(width: 100, height: 40).renderSVG(width: 100, height: 40)
        #expect(
            svg.contains(##"<path d="M10 0 L60 0 L60 40 L10 40 Z" fill="none" stroke="#000000" stroke-opacity="0.5" stroke-width="2"/>"##))
    }

    @Test func answersThatAreNotLengthsAreClampedAndEmptyOrWidthlessPathsDrawNothing() throws {
        let placed = try Unbounded().placedTree(width: 100, height: 100)
        #expect(placed.frame.width.isFinite && placed.frame.height == 0)
        let svg = try Unbounded().renderSVG(width: 100, height: 100)
        #expect(!svg.contains("<path"))
    }

    @Test func aTreeWithADrawingPrimitiveSaysWhyItHasNoJSON() throws {
        #expect(throws: EncodingError.self) { try Meter(fraction: 1).node().jsonData() }
    }

    @Test func itsFrameTakesTapsAsAShapesDoes() throws {
        let view = ZStack {
            Button("under") {}
            Meter(fraction: 0.1)
        }
        let placed = try view.placedTree(width: 100, height: 16)
        let list = DisplayList(placed, canvas: CGSize(width: 100, height: 16))
        let top = try #require(list.regions.last)
        #expect(top.role == .opaque)
        #expect(top.frame == CGRect(x: 0, y: 0, width: 100, height: 16))
    }
}
