import Testing

@testable import Wireframe

@MainActor @Suite struct PhaseAnimatorTests {
    private let screen = Screen(width: 200, height: 40)

    @Test func aPictureShowsTheFirstPhase() throws {
        let animated = Text("Bell").phaseAnimator(["Ring", "Rest"], trigger: 3) { content, phase in
            HStack {
                content
                Text(phase)
            }
        }
        let picture = try animated.renderASCII(on: screen)
        #expect(picture.contains("Bell"))
        #expect(picture.contains("Ring"))
        #expect(!picture.contains("Rest"))
        let view = try PhaseAnimator([2, 1]) { Text("×\($0)") }.renderASCII(on: screen)
        #expect(view.contains("×2"))
    }

    @Test func withoutPhasesTheViewIsDrawnAsItIsAndAWarningSaysSo() throws {
        let warnings = WarningSink()
        let picture = try LayoutWarnings.$handler.withValue(warnings.record) {
            try Text("Bell").phaseAnimator([Int]()) { content, _ in content.hidden() }.renderASCII(on: screen)
        }
        #expect(picture.contains("Bell"))
        #expect(warnings.messages.contains { $0.contains("no phases") })
    }

    @Test func animationWithABodyAppliesTheBodyAtOnce() throws {
        let picture = try Text("Hi").animation(.smooth) { $0.opacity(0) }.renderSVG(on: screen)
        #expect(picture == (try Text("Hi").opacity(0).renderSVG(on: screen)))
    }

    @Test func springsConvertBetweenTheirForms() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        #expect(abs(spring.stiffness - pow(4 * .pi, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(physical.duration - 0.5) < 1e-9)
        #expect(abs(physical.bounce - 0.3) < 1e-9)
        let response = Spring(response: 0.4, dampingRatio: 2)
        #expect(abs(response.bounce + 0.5) < 1e-9)
        #expect(abs(response.dampingRatio - 2) < 1e-9)
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring(duration: .nan, bounce: .infinity) == Spring(duration: 0.5, bounce: 0))
        #expect(Spring(mass: 1, stiffness: 100, damping: 1000).bounce == 0)
    }
}
