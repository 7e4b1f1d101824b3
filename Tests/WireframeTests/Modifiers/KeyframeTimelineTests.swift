import Foundation
import Testing

@testable import Wireframe

private struct Pose: Animatable {
    var scale = 1.0
    var lift = 0.0
    var label = "rest"

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(scale, lift) }
        set { (scale, lift) = (newValue.first, newValue.second) }
    }
}

/// `KeyframeTimeline`: the values of keyframes over time.
@Suite struct KeyframeTimelineTests {
    /// Whether `value` is `expected`, to within the error of solving a timing curve.
    private func isClose(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

    @Test func aLinearKeyframeMovesInAStraightLine() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(3.0, duration: 2)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0) == 1)
        #expect(isClose(timeline.value(time: 0.5), 1.5))
        #expect(isClose(timeline.value(progress: 0.5), 2))
        #expect(timeline.value(time: 2) == 3)
        #expect(timeline.value(time: 10) == 3)
        #expect(timeline.value(time: -1) == 1)
        #expect(timeline.value(time: .nan) == 1)
    }

    @Test func aTimingCurveShapesThePace() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn)
        }
        let quarter = timeline.value(time: 0.25)
        #expect(quarter > 0 && quarter < 0.25)
        #expect(isClose(timeline.value(time: 0.5), UnitCurve.easeIn.value(at: 0.5)))
    }

    @Test func keyframesPlayOneAfterAnotherAndAMoveJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(-5.0)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(isClose(timeline.value(time: 0.5), 5))
        #expect(timeline.value(time: 1) == -5)
        #expect(isClose(timeline.value(time: 1.5), 0))
        #expect(timeline.value(progress: 1) == 5)
        let startsWithAMove = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(4.0)
            LinearKeyframe(8.0, duration: 1)
        }
        #expect(startsWithAMove.value(time: 0) == 4)
    }

    @Test func aCubicKeyframeWithGivenSpeedsFollowsAHermiteCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 0, endVelocity: 0)
        }
        // With zero speeds at both ends the curve is 3u² − 2u³: smooth at both ends.
        #expect(isClose(timeline.value(time: 0.5), 0.5))
        #expect(isClose(timeline.value(time: 0.25), 3 * 0.0625 - 2 * 0.015625))
    }

    @Test func cubicKeyframesWithoutSpeedsPassThroughEachKeyframeSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(isClose(timeline.value(time: 1), 1))
        // The Catmull-Rom tangent at the peak runs from 0 to 0: flat, so the values on either
        // side of it are equal.
        #expect(isClose(timeline.value(time: 0.9), timeline.value(time: 1.1)))
        // From 0 with the speed along the first segment, 1 per second, to the flat peak.
        #expect(isClose(timeline.value(time: 0.5), 0.625))
    }

    @Test func aSpringKeyframeSettlesOnItsTarget() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: Spring(duration: 0.5, bounce: 0.3))
        }
        // A bounce overshoots the target before it settles.
        let samples = stride(from: 0.0, to: timeline.duration, by: 0.01).map { timeline.value(time: $0) }
        #expect(samples.contains { $0 > 1.02 })
        #expect(abs(timeline.value(time: timeline.duration * 0.999) - 1) < 0.01)
        #expect(timeline.value(progress: 1) == 1)
    }

    @Test func aSpringWithoutBounceNeverOvershoots() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 2, spring: Spring(duration: 0.5, bounce: 0))
        }
        let samples = stride(from: 0.0, to: 2, by: 0.01).map { timeline.value(time: $0) }
        #expect(samples.allSatisfy { $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aSpringCutShortHandsOnFromWhereItIs() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.1, spring: Spring(duration: 1))
            LinearKeyframe(1.0, duration: 1)
        }
        let cut = timeline.value(time: 0.1)
        #expect(cut > 0 && cut < 0.5)
        #expect(isClose(timeline.value(time: 0.6), cut + (1 - cut) / 2))
    }

    @Test func tracksMoveTheirPropertiesAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.lift) {
                LinearKeyframe(-10.0, duration: 2)
                MoveKeyframe(0.0)
            }
            KeyframeTrack(\.label) { MoveKeyframe("jump") }
        }
        #expect(timeline.duration == 2)
        let half = timeline.value(time: 0.5)
        #expect(isClose(half.scale, 1.5) && isClose(half.lift, -2.5) && half.label == "jump")
        let end = timeline.value(time: 2)
        #expect(end.scale == 2 && end.lift == 0)
    }

    @Test func aPropertyThatIsNotAnimatableKeepsItsValueUntilItsTrackEnds() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.label) { LinearKeyframe("moving", duration: 1) }
        }
        #expect(timeline.value(time: 0.5).label == "rest")
        #expect(timeline.value(time: 1).label == "moving")
    }

    @Test func geometryValuesInterpolateComponentwise() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 10)) {
            LinearKeyframe(CGPoint(x: 8, y: 0), duration: 1)
        }
        let point = timeline.value(time: 0.25)
        #expect(isClose(point.x, 2) && isClose(point.y, 7.5))
        let angles = KeyframeTimeline(initialValue: Angle.zero) { LinearKeyframe(.degrees(90), duration: 1) }
        #expect(isClose(angles.value(progress: 0.5).degrees, 45))
    }
}
