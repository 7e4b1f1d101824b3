import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ScaledShapeTests {
    private let rect = CGRect(x: 0, y: 0, width: 80, height: 40)

    @Test func theOutlineIsScaledAboutTheAnchor() {
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 20, y: 10, width: 40, height: 20))
        #expect(Rectangle().scale(0.5, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(Rectangle().scale(x: 0.25, anchor: .trailing).path(in: rect).boundingRect == CGRect(x: 60, y: 0, width: 20, height: 40))
        #expect(Circle().scale(y: 2).path(in: rect).boundingRect.height == 80)
    }

    @Test func aScaleThatIsNotFiniteLeavesTheOutline() {
        #expect(Rectangle().scale(.nan).path(in: rect) == Rectangle().path(in: rect))
        #expect(Rectangle().scale(2, anchor: UnitPoint(x: .infinity, y: 0)).path(in: rect) == Rectangle().path(in: rect))
    }

    @Test func aScaledShapeIsDrawnSmallerInItsFrame() throws {
        let screen = Screen(width: 120, height: 80)
        let scaled = try Rectangle().scale(0.5).stroke(lineWidth: 2).frame(width: 80, height: 40).renderSVG(on: screen)
        let whole = try Rectangle().stroke(lineWidth: 2).frame(width: 80, height: 40).renderSVG(on: screen)
        #expect(scaled != whole)
        let ascii = try Rectangle().scale(0.5).stroke(lineWidth: 1).frame(width: 120, height: 80).renderASCII(on: screen)
        let wholeASCII = try Rectangle().stroke(lineWidth: 1).frame(width: 120, height: 80).renderASCII(on: screen)
        // The whole outline runs along the frame's edges; the half-size one leaves a blank row and
        // blank columns around it.
        let rows = ascii.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(wholeASCII.hasPrefix("┌"))
        #expect(rows[0].allSatisfy { $0 == " " })
        #expect(rows[1].hasPrefix("    │"))
    }
}
