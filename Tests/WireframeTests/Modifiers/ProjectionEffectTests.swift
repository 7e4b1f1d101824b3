import Foundation
import Testing

@testable import Wireframe

/// `projectionEffect(_:)` and `ProjectionTransform`: drawn through the transform machinery.
@MainActor
@Suite struct ProjectionEffectTests {
    private let screen = Screen(width: 200, height: 100)

    private func box() -> some View {
        Rectangle().stroke(Color.black).frame(width: 40, height: 32)
    }

    @Test func anAffineProjectionIsDrawnAsTransformEffectDrawsIt() throws {
        let skew = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 8, ty: 0)
        let projected = try box().projectionEffect(ProjectionTransform(skew)).renderSVG(on: screen)
        #expect(projected == (try box().transformEffect(skew).renderSVG(on: screen)))
        #expect(projected != (try box().renderSVG(on: screen)))
        let ascii = try box().projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 16, y: 0))).renderASCII(on: screen)
        #expect(ascii == (try box().offset(x: 16).renderASCII(on: screen)))
    }

    @Test func aPerspectiveProjectionIsDrawnFlat() throws {
        var perspective = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        perspective.m13 = 0.01
        perspective.m33 = 2
        #expect(!perspective.isAffine)
        let drawn = try box().projectionEffect(perspective).renderSVG(on: screen)
        #expect(drawn == (try box().renderSVG(on: screen)))
    }

    @Test func theMatrixAlgebraIsSwiftUIs() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        let move = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
        let both = scale.concatenating(move)
        #expect(both.m11 == 2 && both.m22 == 4 && both.m31 == 5)
        #expect(scale.inverted().m11 == 0.5)
        #expect(scale.inverted().m22 == 0.25)
        #expect(scale.concatenating(scale.inverted()).isIdentity)
        #expect(ProjectionTransform().isIdentity && ProjectionTransform().isAffine)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular.m11 == 0)
    }

    @Test func aProjectionThatIsNotFiniteDrawsTheViewAsItIs() throws {
        var broken = ProjectionTransform()
        broken.m31 = .nan
        broken.m11 = .infinity
        #expect(try box().projectionEffect(broken).renderSVG(on: screen) == (try box().renderSVG(on: screen)))
        var flat = ProjectionTransform()
        flat.m33 = 0
        #expect(try box().projectionEffect(flat).renderSVG(on: screen) == (try box().renderSVG(on: screen)))
    }
}
