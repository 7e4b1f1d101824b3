import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct KeyframeAnimatorTests {
    private let screen = Screen(width: 200, height: 120)

    private struct Pose {
        var scale = 1.0
        var lift = 0.0
        var angle = Angle.zero
    }

    @Test func aPictureShowsWhereEachTrackEnds() throws {
        let animated = Text("♥").keyframeAnimator(initialValue: Pose(), trigger: 3) { content, pose in
            content.scaleEffect(pose.scale).offset(y: pose.lift).rotationEffect(pose.angle)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.4, duration: 0.2)
                SpringKeyframe(1.5, duration: 0.4, spring: .bouncy)
            }
            KeyframeTrack(\.lift) {
                CubicKeyframe(-30, duration: 0.2)
                MoveKeyframe(-20)
            }
        }
        // The angle has no track: it stays where it started.
        let still = Text("♥").scaleEffect(1.5).offset(y: -20).rotationEffect(.zero)
        #expect(try animated.renderSVG(on: screen) == (try still.renderSVG(on: screen)))
        #expect(try animated.renderSVG(on: screen) != (try Text("♥").renderSVG(on: screen)))
    }

    @Test func keyframesNotRepeatingShowTheValueTheyStartFrom() throws {
        let paused = Text("♥").keyframeAnimator(initialValue: 1.0, repeating: false) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(2.0, duration: 1) }
        }
        #expect(try paused.renderSVG(on: screen) == (try Text("♥").scaleEffect(1).renderSVG(on: screen)))
    }

    @Test func theKeyframesAreMadeFromTheInitialValue() throws {
        let view = KeyframeAnimator(initialValue: 10.0, repeating: true) { width in
            Color.blue.frame(width: width, height: 10)
        } keyframes: { start in
            KeyframeTrack { LinearKeyframe(start * 4, duration: 0.3) }
        }
        #expect(try view.renderSVG(on: screen) == (try Color.blue.frame(width: 40, height: 10).renderSVG(on: screen)))
    }

    @Test func theBuildersFollowIfsLoopsAndTheLastTrackOfAProperty() throws {
        func ended(flag: Bool) -> Pose {
            let tracks = KeyframesBuilder<Pose>.buildBlock(
                KeyframesBuilder.buildExpression(KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }),
                flag
                    ? KeyframesBuilder.buildEither(first: KeyframesBuilder.buildExpression(KeyframeTrack(\Pose.lift) { MoveKeyframe(5.0) }))
                    : KeyframesBuilder.buildEither(
                        second: KeyframesBuilder.buildExpression(KeyframeTrack(\Pose.lift) { MoveKeyframe(-5.0) })),
                KeyframesBuilder.buildExpression(KeyframeTrack(\Pose.scale) { LinearKeyframe(3.0, duration: 1) })
            )
            return tracks.endValue(from: Pose())
        }
        #expect(ended(flag: true).scale == 3)
        #expect(ended(flag: true).lift == 5)
        #expect(ended(flag: false).lift == -5)

        @KeyframeTrackContentBuilder<Double> func frames(count: Int, skipLast: Bool) -> KeyframeSequence<Double> {
            for step in 0..<count {
                LinearKeyframe(Double(step), duration: 0.1)
            }
            if !skipLast {
                MoveKeyframe(100.0)
            }
        }
        #expect(frames(count: 3, skipLast: true).endValue == 2)
        #expect(frames(count: 3, skipLast: false).endValue == 100)
        // A track with no keyframes leaves its property where it was.
        #expect(frames(count: 0, skipLast: true).endValue == nil)
        let empty = KeyframeTrack(\Pose.scale) { frames(count: 0, skipLast: true) }
        #expect(KeyframesBuilder.buildExpression(empty).endValue(from: Pose(scale: 7)).scale == 7)
    }

    private struct Wiggle: KeyframeTrackContent {
        var body: some KeyframeTrackContent<Angle> {
            CubicKeyframe(.degrees(10), duration: 0.1)
            CubicKeyframe(.degrees(-4), duration: 0.1)
        }
    }

    private struct Hop: Keyframes {
        var body: some Keyframes<Pose> {
            KeyframeTrack(\.lift) { SpringKeyframe(-12.0) }
            KeyframeTrack(\.angle) { Wiggle() }
        }
    }

    @Test func keyframesOfAProgramsOwnTypesAreRead() throws {
        let view = Text("hop").keyframeAnimator(initialValue: Pose(), trigger: true) { content, pose in
            content.offset(y: pose.lift).rotationEffect(pose.angle)
        } keyframes: { _ in
            Hop()
        }
        let still = Text("hop").offset(y: -12).rotationEffect(.degrees(-4))
        #expect(try view.renderSVG(on: screen) == (try still.renderSVG(on: screen)))
    }

    @Test func unitCurvesRunFromZeroToOneAtTheirOwnPace() {
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
        for curve in curves {
            #expect(abs(curve.value(at: 0)) < 1e-9)
            #expect(abs(curve.value(at: 1) - 1) < 1e-9)
        }
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.4)
        #expect(UnitCurve.easeOut.value(at: 0.5) > 0.6)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitCurve.circularEaseIn.value(at: 0.5) < 0.2)
        // Out of range and NaN progress are kept between 0 and 1.
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
        #expect(abs(UnitCurve.easeOut.value(at: 7) - 1) < 1e-9)
    }
}
