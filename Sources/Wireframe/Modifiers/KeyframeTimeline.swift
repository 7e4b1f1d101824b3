import Foundation

/// The values of keyframes over time, as SwiftUI's `KeyframeTimeline`: ask it for the value at a
/// moment, without a view or an animation.
///
/// Each track plays its keyframes one after another from the property's value in
/// `initialValue`; the timeline lasts as long as its longest track, and after its end every
/// track rests at its last keyframe. Between keyframes:
/// - a `LinearKeyframe` moves in a straight line at the pace of its `timingCurve`;
/// - a `CubicKeyframe` follows a cubic (Hermite) curve whose speeds at its ends are those given,
///   or else the Catmull-Rom tangents through the neighbouring keyframes (one-sided at the ends
///   of the track);
/// - a `SpringKeyframe` follows a damped spring of the keyframe's `response` and
///   `dampingRatio`, starting at `startVelocity`, or at rest when none is given — SwiftUI carries
///   the speed the value had, which this approximation does not; without a duration it lasts
///   until the spring's swing is within a thousandth of where it started; when cut short, the
///   next keyframe starts from where the spring is;
/// - a `MoveKeyframe` jumps at once.
///
/// The value must be ``Animatable`` for the values between keyframes; a property that is not
/// keeps its value until its track ends.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) {
///     LinearKeyframe(2.0, duration: 1)
///     MoveKeyframe(0.0)
/// }
/// timeline.duration              // 1.0
/// timeline.value(time: 0.25)     // 1.25
/// timeline.value(progress: 1)    // 0.0
/// ```
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackPlayback<Value>]

    /// Creates the timeline of `content`'s keyframes, starting from `initialValue`.
    ///
    /// - Parameters:
    ///   - initialValue: The value before any keyframe.
    ///   - content: The tracks, as `keyframeAnimator` takes them.
    public init<Content: Keyframes<Value>>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) {
        self.initialValue = initialValue
        self.tracks = content().playbacks
    }

    /// How long the timeline lasts, in seconds: the length of its longest track.
    public var duration: TimeInterval {
        tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The value `time` seconds after the start; before it (or for a time that is not a number),
    /// the initial value.
    ///
    /// - Complexity: O(*n*) in the number of keyframes.
    public func value(time: Double) -> Value {
        guard time.isFinite || time == .infinity, time >= 0 else { return initialValue }
        return tracks.reduce(initialValue) { value, track in track.value(value, time) }
    }

    /// The value at `progress` of the timeline's duration, from 0 at its start to 1 at its end.
    public func value(progress: Double) -> Value {
        guard progress.isFinite else { return progress == .infinity ? value(time: duration) : initialValue }
        return value(time: min(max(progress, 0), 1) * duration)
    }
}

/// How a segment of a track moves from where the last one left the value to its keyframe.
enum KeyframeMotion<Value> {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring, startVelocity: Value?)
    case move
}

/// One keyframe of a track: where it goes, how long it takes and how it moves.
struct KeyframeSegment<Value> {
    var to: Value
    var duration: TimeInterval
    var motion: KeyframeMotion<Value>

    init(to: Value, duration: TimeInterval, motion: KeyframeMotion<Value>) {
        self.to = to
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.motion = motion
    }
}

/// A track as it plays: its length, the value it leaves, and the value at a moment.
struct KeyframeTrackPlayback<Root> {
    let duration: TimeInterval
    /// The root with the track's property at its last keyframe (unchanged for no keyframes).
    let end: (Root) -> Root
    /// The root with the track's property where it is at a time, from its value in the root.
    let value: (Root, TimeInterval) -> Root

    init<Property>(_ keyPath: WritableKeyPath<Root, Property>, _ segments: [KeyframeSegment<Property>]) {
        let duration = segments.reduce(0) { $0 + $1.duration }
        let last = segments.last?.to
        let end: (Root) -> Root = { root in
            guard let last else { return root }
            var root = root
            root[keyPath: keyPath] = last
            return root
        }
        self.duration = duration
        self.end = end
        if let animatable = Property.self as? any Animatable.Type,
            let value = Self.interpolator(animatable, keyPath, segments)
        {
            self.value = { root, time in time >= duration ? end(root) : value(root, time) }
        } else {
            self.value = { root, time in time >= duration ? end(root) : root }
        }
    }

    /// The value at a time of a track whose property is `Animatable`.
    private static func interpolator<Property, A: Animatable>(
        _ type: A.Type, _ keyPath: WritableKeyPath<Root, Property>, _ segments: [KeyframeSegment<Property>]
    ) -> ((Root, TimeInterval) -> Root)? {
        guard let keyPath = keyPath as? WritableKeyPath<Root, A>, let segments = segments as? [KeyframeSegment<A>] else {
            return nil
        }
        return { root, time in
            var root = root
            root[keyPath: keyPath] = KeyframeInterpolation(segments: segments).value(from: root[keyPath: keyPath], at: time)
            return root
        }
    }
}

/// The arithmetic of a track of an `Animatable` value, on its `animatableData`.
private struct KeyframeInterpolation<Value: Animatable> {
    typealias Data = Value.AnimatableData
    let segments: [KeyframeSegment<Value>]

    /// The value `time` seconds into the track, which starts at `start`; `time` is before the
    /// track's end.
    func value(from start: Value, at time: TimeInterval) -> Value {
        var from = start.animatableData
        var previous: Data?
        var segmentStart: TimeInterval = 0
        for (index, segment) in segments.enumerated() {
            let local = time - segmentStart
            if local < segment.duration {
                var result = segment.to
                result.animatableData = position(index, from: from, previous: previous, at: local)
                return result
            }
            let end = endPosition(index, from: from, previous: previous)
            previous = from
            from = end
            segmentStart += segment.duration
        }
        return segments.last?.to ?? start
    }

    /// Where the segment at `index` leaves the value: its keyframe, or, for a spring cut short,
    /// where the spring is.
    private func endPosition(_ index: Int, from: Data, previous: Data?) -> Data {
        let segment = segments[index]
        if case .spring = segment.motion { return position(index, from: from, previous: previous, at: segment.duration) }
        return segment.to.animatableData
    }

    /// Where the segment at `index`, starting at `from`, has the value `time` seconds in.
    private func position(_ index: Int, from: Data, previous: Data?, at time: TimeInterval) -> Data {
        let segment = segments[index]
        let to = segment.to.animatableData
        let duration = segment.duration
        switch segment.motion {
        case .move:
            return to
        case .linear(let curve):
            guard duration > 0 else { return to }
            return from + (to - from).scaled(by: curve.value(at: time / duration))
        case .cubic(let startVelocity, let endVelocity):
            guard duration > 0 else { return to }
            let startSpeed =
                startVelocity?.animatableData ?? tangent(before: previous, from, to, duration, beforeDuration: previousDuration(index))
            let endSpeed = endVelocity?.animatableData ?? tangent(after: index, from, to, duration)
            return hermite(from, startSpeed, to, endSpeed, duration: duration, progress: time / duration)
        case .spring(let spring, let startVelocity):
            let offset = spring.offset(at: time, displacement: from - to, velocity: startVelocity?.animatableData ?? .zero)
            return to + offset
        }
    }

    private func previousDuration(_ index: Int) -> TimeInterval {
        index > 0 ? segments[index - 1].duration : 0
    }

    /// The Catmull-Rom speed at a segment's start: through the keyframe before and the next one,
    /// or along the segment when it is the first.
    private func tangent(before previous: Data?, _ from: Data, _ to: Data, _ duration: TimeInterval, beforeDuration: TimeInterval)
        -> Data
    {
        guard let previous, duration + beforeDuration > 0 else { return (to - from).scaled(by: 1 / duration) }
        return (to - previous).scaled(by: 1 / (duration + beforeDuration))
    }

    /// The Catmull-Rom speed at a segment's end: through its start and the next keyframe, or
    /// along the segment when it is the last.
    private func tangent(after index: Int, _ from: Data, _ to: Data, _ duration: TimeInterval) -> Data {
        guard index + 1 < segments.count else { return (to - from).scaled(by: 1 / duration) }
        let next = segments[index + 1]
        let span = duration + next.duration
        guard span > 0 else { return (to - from).scaled(by: 1 / duration) }
        return (next.to.animatableData - from).scaled(by: 1 / span)
    }

    /// A cubic Hermite curve from `start` to `end` with speeds (per second) at both ends.
    private func hermite(_ start: Data, _ startSpeed: Data, _ end: Data, _ endSpeed: Data, duration: TimeInterval, progress u: Double)
        -> Data
    {
        let u2 = u * u
        let u3 = u2 * u
        return start.scaled(by: 2 * u3 - 3 * u2 + 1) + startSpeed.scaled(by: (u3 - 2 * u2 + u) * duration)
            + end.scaled(by: -2 * u3 + 3 * u2) + endSpeed.scaled(by: (u3 - u2) * duration)
    }
}

extension Spring {
    /// The spring's natural frequency, in radians per second.
    private var angularFrequency: Double { 2 * .pi / duration }

    /// How long the spring takes to swing within a thousandth of where it started.
    var settlingTime: TimeInterval {
        let rate: Double
        let ratio = dampingRatio
        if ratio < 1 {
            rate = ratio * angularFrequency
        } else if ratio == 1 {
            // (1 + ωt)e^(−ωt) falls more slowly than e^(−ωt): about a third longer to a thousandth.
            rate = angularFrequency / 1.35
        } else {
            rate = angularFrequency * (ratio - (ratio * ratio - 1).squareRoot())
        }
        guard rate > 0, rate.isFinite else { return duration }
        return log(1000) / rate
    }

    /// The distance from the target `time` seconds after the value was `displacement` from it
    /// and moving at `velocity`: a damped harmonic oscillator of the spring's frequency and
    /// damping ratio.
    func offset<Data: VectorArithmetic>(at time: TimeInterval, displacement: Data, velocity: Data) -> Data {
        let omega = angularFrequency
        let ratio = dampingRatio
        let position: Double
        let speed: Double
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * omega * time)
            position = decay * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
            speed = decay * sin(damped * time) / damped
        } else if ratio == 1 {
            let decay = exp(-omega * time)
            position = decay * (1 + omega * time)
            speed = decay * time
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let slow = -omega * (ratio - root)
            let fast = -omega * (ratio + root)
            position = (-fast * exp(slow * time) + slow * exp(fast * time)) / (slow - fast)
            speed = (exp(slow * time) - exp(fast * time)) / (slow - fast)
        }
        return displacement.scaled(by: position) + velocity.scaled(by: speed)
    }
}
