import Foundation
import Testing

@testable import Wireframe

/// Scale, flat 3D turns and affine transforms drawn over a view, its layout left as it was.
@MainActor
@Suite struct TransformEffectTests {
    private let screen = Screen(width: 200, height: 100)

    private func transforms(_ view: some View) throws -> [CGAffineTransform] {
        let layout = try view.layout(on: screen, metrics: .svg)
        return DisplayList(layout.placed, canvas: layout.canvas).commands.compactMap {
            if case .pushTransform(let drawing) = $0 { drawing.matrix } else { nil }
        }
    }

    private func box() -> some View {
        Rectangle().stroke(Color.black).frame(width: 40, height: 32)
    }

    @Test func scaleEffectScalesTheDrawingAboutTheAnchorAndLeavesTheLayout() throws {
        // The box is centred at (100, 50); scaled by 2 about its centre.
        #expect(try transforms(box().scaleEffect(2)) == [CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -100, ty: -50)])
        // About its top-leading corner, (80, 34).
        #expect(
            try transforms(box().scaleEffect(x: 2, y: 1, anchor: .topLeading)) == [
                CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: -80, ty: 0)
            ])
        let laidOut = try box().scaleEffect(2).layout(on: screen, metrics: .svg).placed
        #expect(laidOut.frame == CGRect(x: 80, y: 34, width: 40, height: 32))
        let svg = try box().scaleEffect(2).renderSVG(on: screen)
        #expect(svg.contains(#"transform="matrix(2 0 0 2 -100 -50)""#))
    }

    @Test func aScaledBoxIsDrawnLargerInASCII() throws {
        let plain = try box().renderASCII(on: screen)
        let scaled = try box().scaleEffect(2).renderASCII(on: screen)
        let width = { (picture: String) in picture.split(separator: "\n").map { $0.filter { $0 == "─" }.count }.max() ?? 0 }
        #expect(width(plain) == 3)
        #expect(width(scaled) == 8)
        // A text keeps its size, centred where its scaled frame is.
        #expect(try Text("가").scaleEffect(3).renderASCII(on: Screen(width: 80, height: 48)).contains("가"))
    }

    @Test func rotation3DEffectIsDrawnFlat() throws {
        let turned = try #require(try transforms(box().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))).first)
        // Seen straight on, a turn of 60° about the y axis halves the width and keeps the height.
        #expect(abs(turned.a - 0.5) < 1e-9 && turned.d == 1 && turned.b == 0 && turned.c == 0)
        // About z it is a turn on screen, as rotationEffect turns.
        let flat = try #require(try transforms(box().rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))).first)
        #expect(abs(flat.a) < 1e-9 && abs(flat.b - 1) < 1e-9 && abs(flat.c + 1) < 1e-9)
    }

    @Test func aTransformThatOnlyTurnsReadsBackItsAngleAndCentre() {
        let turn = TransformDrawing(turningBy: -12, about: CGPoint(x: 279, y: 184)).turn
        #expect(turn?.degrees == -12 && turn?.center == CGPoint(x: 279, y: 184))
        #expect(TransformDrawing(turningBy: 0.5, about: CGPoint(x: 80.125, y: -3)).turn?.center == CGPoint(x: 80.125, y: -3))
        #expect(TransformDrawing(turningBy: 1e-12, about: CGPoint(x: 100, y: 50)).turn?.center == CGPoint(x: 100, y: 50))
        // A turn past half a circle reads back as the same turn the short way round.
        #expect(TransformDrawing(turningBy: 270, about: .zero).turn?.degrees == -90)
        #expect(TransformDrawing(matrix: CGAffineTransform(scaleX: 2, y: 2)).turn == nil)
        #expect(TransformDrawing(matrix: CGAffineTransform(translationX: 5, y: 0)).turn == nil)
        #expect(TransformDrawing(matrix: CGAffineTransform(a: 1, b: 0, c: -0.4, d: 1, tx: 0, ty: 0)).turn == nil)
    }

    @Test func aTurnIsWrittenAsARotateAndDrawnUnturnedInASCII() throws {
        let turned = box().rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))
        #expect(try turned.renderSVG(on: screen).contains(#"transform="rotate(90 100 50)""#))
        #expect(try turned.renderASCII(on: screen) == box().renderASCII(on: screen))
    }

    @Test func transformEffectAppliesInTheViewsOwnCoordinates() throws {
        #expect(
            try transforms(box().transformEffect(CGAffineTransform(translationX: 16, y: 0))) == [CGAffineTransform(translationX: 16, y: 0)])
        let scaled = try transforms(box().transformEffect(CGAffineTransform(scaleX: 2, y: 2)))
        // Scaled about the box's top-leading corner, (80, 34).
        #expect(scaled == [CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -80, ty: -34)])
    }

    @Test func anIdentityOrUnusableTransformDrawsTheViewAsItIs() throws {
        #expect(try transforms(box().scaleEffect(1)).isEmpty)
        #expect(try transforms(box().scaleEffect(.nan)).isEmpty)
        #expect(try transforms(box().scaleEffect(.infinity)).isEmpty)
        #expect(try transforms(box().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))).isEmpty)
    }

    @Test func aTransformRoundTripsThroughJSON() throws {
        let node = try box().scaleEffect(x: 2, y: 0.5, anchor: .bottom).node()
        #expect(try Node(json: node.jsonData()) == node)
    }

    @Test func pathsApplyATransformToEveryPoint() {
        let path = Path(CGRect(x: 1, y: 2, width: 4, height: 4)).applying(CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.boundingRect == CGRect(x: 2, y: 6, width: 8, height: 12))
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 4)).applying(.identity) == Path(CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test func affineTransformsComposeAndInvert() {
        let move = CGAffineTransform(translationX: 10, y: 0)
        let double = CGAffineTransform(scaleX: 2, y: 2)
        // Moved, then doubled.
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
        let both = move.concatenating(double)
        #expect(CGPoint(x: 22, y: 2).applying(both.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
        let quarter = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.width - 2) < 1e-9 && abs(quarter.height - 4) < 1e-9)
    }
}
