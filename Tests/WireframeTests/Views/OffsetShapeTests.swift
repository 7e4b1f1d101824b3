import Foundation
import Testing

@testable import Wireframe

/// `offset(_:)` on a shape: the outline moves and the result is still a shape.
@MainActor @Suite struct OffsetShapeTests {
    private let rect = CGRect(x: 0, y: 0, width: 80, height: 40)

    @Test func theOutlineMovesByTheOffset() {
        #expect(Rectangle().offset(x: 10, y: -4).path(in: rect).boundingRect == CGRect(x: 10, y: -4, width: 80, height: 40))
        #expect(Circle().offset(CGSize(width: 4, height: 4)).path(in: rect).boundingRect.origin == CGPoint(x: 24, y: 4))
    }

    @Test func anOffsetThatIsNotFiniteLeavesTheOutline() {
        #expect(Rectangle().offset(x: .nan).path(in: rect) == Rectangle().path(in: rect))
        #expect(Rectangle().offset(CGSize(width: CGFloat.infinity, height: 0)).path(in: rect) == Rectangle().path(in: rect))
    }

    @Test func anOffsetShapeFillsAndStrokesInItsFrame() throws {
        let screen = Screen(width: 120, height: 80)
        let moved = try Rectangle().offset(x: 16).stroke(lineWidth: 1).frame(width: 64, height: 48).placedTree(width: 120, height: 80)
        let still = try Rectangle().stroke(lineWidth: 1).frame(width: 64, height: 48).placedTree(width: 120, height: 80)
        // The layout is the same; only the outline moved.
        #expect(moved.frame == still.frame)
        let ascii = try Rectangle().offset(x: 16).stroke(lineWidth: 1).frame(width: 64, height: 48).renderASCII(on: screen)
        let stillASCII = try Rectangle().stroke(lineWidth: 1).frame(width: 64, height: 48).renderASCII(on: screen)
        #expect(ascii != stillASCII)
        let firstColumn = { (picture: String) in picture.split(separator: "\n").first.map { $0.prefix { $0 == " " }.count } ?? 0 }
        #expect(firstColumn(ascii) == firstColumn(stillASCII) + 2)
    }
}
