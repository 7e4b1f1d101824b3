import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct VisualEffectTests {
    private let screen = Screen(width: 200, height: 120)

    @Test func anEffectDrawsAsTheModifierOfTheSameName() throws {
        let card = Color.blue.frame(width: 60, height: 30)
        let effected = card.visualEffect { content, _ in content.offset(x: 20, y: 10).opacity(0.5).blur(radius: 2) }
        let modified = card.offset(x: 20, y: 10).opacity(0.5).blur(radius: 2)
        #expect(try effected.renderSVG(on: screen) == (try modified.renderSVG(on: screen)))
    }

    @Test func theEffectIsMadeWithTheViewsGeometry() throws {
        let card = Color.blue.frame(width: 60, height: 30)
        let effected = card.visualEffect { content, proxy in content.opacity(proxy.size.width == 60 ? 0.25 : 1) }
        #expect(try effected.renderSVG(on: screen) == (try card.opacity(0.25).renderSVG(on: screen)))
        let placed = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            Color.blue.frame(width: 60, height: 30).visualEffect { content, proxy in
                content.offset(y: proxy.frame(in: .global).minY > 0 ? 100 : 0)
            }
        }
        let moved = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            Color.blue.frame(width: 60, height: 30).offset(y: 100)
        }
        #expect(try placed.renderSVG(on: screen) == (try moved.renderSVG(on: screen)))
    }

    @Test func anEffectMovesNoNeighbour() throws {
        let stack = VStack(spacing: 0) {
            Text("moved").visualEffect { content, _ in content.offset(y: 30).scaleEffect(2) }
            Text("still")
        }
        let plain = VStack(spacing: 0) {
            Text("moved").opacity(0)
            Text("still")
        }
        let placed = try stack.layout(on: screen, metrics: .svg).placed
        let reference = try plain.layout(on: screen, metrics: .svg).placed
        let texts = placed.paths { $0.is(TextNode.self) }
        let referenceTexts = reference.paths { $0.is(TextNode.self) }
        #expect(texts.count == 2)
        #expect(try #require(placed.descendant(at: texts[1])).frame == (try #require(reference.descendant(at: referenceTexts[1])).frame))
    }

    @Test func aScrollTransitionDrawsTheIdentityPhase() throws {
        let row = Text("photo").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 0.5 : 0).scaleEffect(phase.value == 0 ? 1 : 0.2)
        }
        #expect(try row.renderSVG(on: screen) == (try Text("photo").opacity(0.5).scaleEffect(1).renderSVG(on: screen)))
        // The identity phase needs no geometry: the view is not measured for a second pass.
        #expect(try row.node() == (try Text("photo").opacity(0.5).scaleEffect(1).node()))
        let edges = Text("photo").scrollTransition(topLeading: .interactive, bottomTrailing: .animated.threshold(.visible(0.9))) {
            content, phase in content.blur(radius: phase.isIdentity ? 0 : 8)
        }
        #expect(try edges.renderASCII(on: screen).contains("photo"))
    }

    @Test func anEffectOfAProgramsOwnDrawsTheViewAsItIs() throws {
        struct Custom: VisualEffect {}
        let view = Text("own").visualEffect { _, _ in Custom() }
        #expect(try view.renderSVG(on: screen) == (try Text("own").renderSVG(on: screen)))
    }
}
