import Testing

@testable import Wireframe

@MainActor @Suite struct ShapeVariantTests {
    private let screen = Screen(width: 120, height: 80)

    @Test func anUnevenRectangleRoundsOnlyTheCornersGiven() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        let points = path.elements.flatMap(\.points)
        // Square corners are on the outline; rounded ones are cut.
        #expect(points.contains(CGPoint(x: 100, y: 0)))
        #expect(points.contains(CGPoint(x: 0, y: 60)))
        #expect(!points.contains(CGPoint(x: 0, y: 0)))
        #expect(!points.contains(CGPoint(x: 100, y: 60)))
        #expect(points.contains { abs($0.x - 20) < 0.01 && $0.y == 0 })
    }

    @Test func aRadiusLargerThanHalfTheSideIsShrunkAndBadRadiiAreZero() {
        let radii = RectangleCornerRadii(topLeading: -3, bottomLeading: .nan, bottomTrailing: .infinity, topTrailing: 500)
        #expect(radii == RectangleCornerRadii(topTrailing: 500))
        let path = UnevenRoundedRectangle(cornerRadii: radii).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aWrappedShapeIsDrawnAsTheShapeItWraps() throws {
        let wrapped = try AnyShape(Circle()).fill(.blue).frame(width: 40, height: 40).renderSVG(on: screen)
        let plain = try Circle().fill(.blue).frame(width: 40, height: 40).renderSVG(on: screen)
        #expect(wrapped == plain)
        let chosen = try Text("OK").padding(8).background(.yellow, in: AnyShape(Capsule())).renderASCII(on: screen)
        #expect(chosen == (try Text("OK").padding(8).background(.yellow, in: Capsule()).renderASCII(on: screen)))
    }

    @Test func anInsetShapeIsDrawnInsideItsFrame() {
        let inset = Circle().inset(by: 5).inset(by: 5)
        #expect(inset.amount == 10)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 60, height: 60)).boundingRect == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(Rectangle().inset(by: 40).path(in: CGRect(x: 0, y: 0, width: 60, height: 60)).isEmpty)
        #expect(Rectangle().inset(by: .nan).amount == 0)
    }
}
