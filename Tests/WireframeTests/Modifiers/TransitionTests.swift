import Foundation
import Testing

@testable import Wireframe

/// A transition that changes the view even while it is shown.
private struct HalfFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 0.5 : 0)
    }
}

/// A transition that names its phase, to see which phase was drawn.
private struct PhaseLabel: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        HStack(spacing: 8) {
            content
            Text("\(phase)")
        }
    }
}

/// The iOS 17 `Transition` protocol: a present view is drawn in the identity phase.
@MainActor @Suite struct TransitionTests {
    private let screen = Screen(width: 200, height: 40)

    @Test func aPresentViewIsDrawnInTheIdentityPhase() throws {
        let picture = try Text("Bell").transition(PhaseLabel()).renderASCII(on: screen)
        #expect(picture.contains("Bell identity"))
    }

    @Test func aTransitionThatChangesTheViewAtIdentityIsDrawnChanged() throws {
        let faded = try Text("Hi").transition(HalfFade()).renderSVG(on: screen)
        #expect(faded == (try Text("Hi").opacity(0.5).renderSVG(on: screen)))
    }

    @Test func builtInTransitionsLeaveAPresentViewAsItIs() throws {
        let plain = try Text("Hi").renderSVG(on: screen)
        let transitions: [(String, AnyView)] = [
            ("move", AnyView(Text("Hi").transition(MoveTransition(edge: .bottom)))),
            ("push", AnyView(Text("Hi").transition(PushTransition(edge: .leading)))),
            ("slide", AnyView(Text("Hi").transition(SlideTransition()))),
            ("offset", AnyView(Text("Hi").transition(OffsetTransition(CGSize(width: 0, height: 40))))),
            ("scale", AnyView(Text("Hi").transition(ScaleTransition(0.5)))),
            ("blurReplace", AnyView(Text("Hi").transition(.blurReplace))),
            ("symbolEffect", AnyView(Text("Hi").transition(.symbolEffect))),
            ("identity", AnyView(Text("Hi").transition(IdentityTransition()))),
            ("combined", AnyView(Text("Hi").transition(.blurReplace.combined(with: OpacityTransition()).animation(.smooth)))),
        ]
        for (name, view) in transitions {
            #expect(try view.renderSVG(on: screen) == plain, "\(name)")
        }
    }

    @Test func outsideTheIdentityPhaseTheBuiltInsChangeTheView() throws {
        let appearing = try OpacityTransition().apply(content: Text("Hi"), phase: .willAppear).renderSVG(on: screen)
        #expect(appearing == (try Text("Hi").opacity(0).renderSVG(on: screen)))
        let offset = try OffsetTransition(CGSize(width: 16, height: 0)).apply(content: Text("Hi"), phase: .didDisappear)
            .renderSVG(on: screen)
        #expect(offset == (try Text("Hi").offset(x: 16).renderSVG(on: screen)))
        // A move to the trailing edge moves the view by its own width.
        let moved = try MoveTransition(edge: .trailing).apply(content: Text("Hi"), phase: .didDisappear)
            .placedTree(width: 200, height: 40, svg: true)
        let still = try Text("Hi").placedTree(width: 200, height: 40, svg: true)
        let movedFrame = try #require(moved.frame(ofText: "Hi"))
        let stillFrame = try #require(still.frame(ofText: "Hi"))
        #expect(movedFrame.minX == stillFrame.maxX)
    }

    @Test func combinedTransitionsApplyBoth() throws {
        let both = OffsetTransition(CGSize(width: 8, height: 0)).combined(with: OpacityTransition())
        let picture = try both.apply(content: Text("Hi"), phase: .willAppear).renderSVG(on: screen)
        #expect(picture == (try Text("Hi").offset(x: 8).opacity(0).renderSVG(on: screen)))
        #expect(type(of: both).properties.hasMotion)
        #expect(!OpacityTransition.properties.hasMotion)
    }

    @Test func phasesHaveTheirValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.didDisappear.isIdentity)
    }

    @Test func aNonFiniteScaleIsIgnored() throws {
        #expect(ScaleTransition(.nan).scale == 1)
        #expect(ScaleTransition(.infinity).scale == 1)
    }
}
