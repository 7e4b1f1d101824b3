import Foundation

// A keyframe animation, as SwiftUI's: tracks of keyframes, each moving one property of a value
// from where the last keyframe left it. A picture is a moment at rest, so a keyframe animator
// shows where each track ends; `KeyframeTimeline` plays the keyframes' durations, curves and
// springs.

/// Keyframes that animate a value: the tracks a `KeyframesBuilder` collects, or a type of a
/// program's own whose `body` lists them.
///
/// ```swift
/// struct Bounce: Keyframes {
///     var body: some Keyframes<Double> {
///         LinearKeyframe(1.3, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value
    /// The keyframes this type is made of.
    associatedtype Body: Keyframes where Body.Value == Value
    /// The keyframes this type is made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// The keyframes the engine reads directly: each holds its tracks.
protocol PrimitiveKeyframes<Value>: Keyframes {
    /// The tracks, in order.
    var tracks: [KeyframeTrackPlayback<Value>] { get }
}

extension Keyframes {
    /// The tracks of the keyframes, read through a program's own type's body.
    var playbacks: [KeyframeTrackPlayback<Value>] {
        if let primitive = self as? any PrimitiveKeyframes<Value> { return primitive.tracks }
        return body.playbacks
    }

    /// `value` as the keyframes leave it.
    func endValue(from value: Value) -> Value {
        playbacks.reduce(value) { value, track in track.end(value) }
    }
}

/// The tracks a `KeyframesBuilder` collected, in order; a later track of one property wins.
/// Keyframes of the whole value written one after another are one track.
///
/// ```swift
/// let tracks: KeyframeTracks<Double> = KeyframesBuilder.buildExpression(MoveKeyframe(2.0))
/// ```
public struct KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
    /// A part of the tracks: a track, or keyframes of the whole value, which join the whole-value
    /// keyframes written right before them.
    enum Part {
        case track(KeyframeTrackPlayback<Value>)
        case wholeValue([KeyframeSegment<Value>])
    }

    let parts: [Part]

    /// The tracks themselves.
    public var body: Self { return self }

    var tracks: [KeyframeTrackPlayback<Value>] {
        parts.map { part in
            switch part {
            case .track(let track): track
            case .wholeValue(let segments): KeyframeTrackPlayback(\Value.self, segments)
            }
        }
    }

    /// The parts of `groups`, in order, with neighbouring whole-value keyframes joined.
    static func joining(_ groups: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
        var parts: [Part] = []
        for part in groups.flatMap(\.parts) {
            if case .wholeValue(let next) = part, case .wholeValue(let previous)? = parts.last {
                parts[parts.count - 1] = .wholeValue(previous + next)
            } else {
                parts.append(part)
            }
        }
        return KeyframeTracks(parts: parts)
    }
}

/// Collects the tracks of a keyframe animation: `KeyframeTrack`s of the value's properties,
/// keyframes of the whole value, or other `Keyframes`.
///
/// ```swift
/// .keyframeAnimator(initialValue: Pose()) { content, pose in content.scaleEffect(pose.scale) } keyframes: { _ in
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1.0) }
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track of one property of the value.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeTracks<Value> {
        KeyframeTracks(parts: [.track(track.playback)])
    }

    /// Keyframes of the whole value, which play after those of the whole value just before them.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> KeyframeTracks<Value>
    where Content.Value == Value {
        KeyframeTracks(parts: [.wholeValue(content.keyframeSegments)])
    }

    /// Keyframes of a program's own type.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(parts: keyframes.playbacks.map { .track($0) })
    }

    /// The tracks of each part, in order.
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        .joining(parts)
    }

    /// The tracks of an `if` whose condition held, else none.
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
        part ?? KeyframeTracks(parts: [])
    }

    /// The tracks of an `if`'s first branch.
    public static func buildEither(first part: KeyframeTracks<Value>) -> KeyframeTracks<Value> { part }

    /// The tracks of an `if`'s second branch.
    public static func buildEither(second part: KeyframeTracks<Value>) -> KeyframeTracks<Value> { part }

    /// The tracks of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
        .joining(parts)
    }
}

/// The keyframes of one property of a value, played one after another from the property's value
/// when the animation starts.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     LinearKeyframe(-30, duration: 0.2)
///     SpringKeyframe(0, duration: 0.5, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Content.Value == Value {
    let playback: KeyframeTrackPlayback<Root>

    /// The keyframes `content` makes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        playback = KeyframeTrackPlayback(keyPath, content().keyframeSegments)
    }

    /// The keyframes `content` makes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        playback = KeyframeTrackPlayback(\Root.self, content().keyframeSegments)
    }
}

/// Keyframes of one track: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`,
/// or a type of a program's own whose `body` lists them.
///
/// ```swift
/// struct Wiggle: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(10, duration: 0.1)
///         CubicKeyframe(0, duration: 0.1)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value
    /// The keyframes this type is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    /// The keyframes this type is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes the engine reads directly: each knows the segments of the track it makes.
protocol PrimitiveKeyframeTrackContent<Value>: KeyframeTrackContent {
    /// The segments, in the order they play.
    var segments: [KeyframeSegment<Value>] { get }
}

extension KeyframeTrackContent {
    /// The segments these keyframes make, read through a program's own type's body.
    var keyframeSegments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent<Value> { return primitive.segments }
        return body.keyframeSegments
    }

    /// The value the track reaches with these keyframes; `nil` when there are none.
    var endValue: Value? { keyframeSegments.last?.to }
}

/// The keyframes a `KeyframeTrackContentBuilder` collected, in order.
///
/// ```swift
/// let frames: KeyframeSequence<Double> = KeyframeTrackContentBuilder.buildExpression(MoveKeyframe(1.0))
/// ```
public struct KeyframeSequence<Value>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// The keyframes themselves.
    public var body: Self { return self }
}

/// Collects the keyframes of one track, in the order they play.
///
/// ```swift
/// KeyframeTrack(\.angle) { CubicKeyframe(.degrees(8), duration: 0.1); CubicKeyframe(.zero, duration: 0.1) }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// A keyframe, or keyframes of a program's own type.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> KeyframeSequence<Value>
    where Content.Value == Value {
        KeyframeSequence(segments: content.keyframeSegments)
    }

    /// The keyframes of each part, in order: the track reaches the last part's value.
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: parts.flatMap(\.segments))
    }

    /// The keyframes of an `if` whose condition held, else none.
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        part ?? KeyframeSequence(segments: [])
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither(first part: KeyframeSequence<Value>) -> KeyframeSequence<Value> { part }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither(second part: KeyframeSequence<Value>) -> KeyframeSequence<Value> { part }

    /// The keyframes of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: parts.flatMap(\.segments))
    }
}

/// A keyframe reached in a straight line, its pace shaped by `timingCurve`.
///
/// ```swift
/// LinearKeyframe(1.2, duration: 0.25, timingCurve: .easeOut)
/// ```
public struct LinearKeyframe<Value>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// The value the keyframe reaches.
    public let to: Value
    /// How long it takes to reach it, in seconds.
    public let duration: TimeInterval
    /// The pace along the way.
    public let timingCurve: UnitCurve

    /// A keyframe reaching `to` in `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe itself.
    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [KeyframeSegment(to: to, duration: duration, motion: .linear(timingCurve))] }
}

/// A keyframe reached with a spring's motion.
///
/// ```swift
/// SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// The value the keyframe reaches.
    public let to: Value
    /// How long the keyframe lasts, in seconds; `nil` for the spring's own settling time.
    public let duration: TimeInterval?
    /// The spring that moves the value.
    public let spring: Spring
    /// The speed the value starts with; `nil` for the speed it had.
    public let startVelocity: Value?

    /// A keyframe reaching `to` with `spring`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe itself.
    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] {
        [KeyframeSegment(to: to, duration: duration ?? spring.settlingTime, motion: .spring(spring, startVelocity: startVelocity))]
    }
}

/// A keyframe reached along a smooth curve through its neighbours.
///
/// ```swift
/// CubicKeyframe(.degrees(12), duration: 0.15)
/// ```
public struct CubicKeyframe<Value>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// The value the keyframe reaches.
    public let to: Value
    /// How long it takes to reach it, in seconds.
    public let duration: TimeInterval
    /// The speed at the start; `nil` for the curve's own.
    public let startVelocity: Value?
    /// The speed at the end; `nil` for the curve's own.
    public let endVelocity: Value?

    /// A keyframe reaching `to` in `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe itself.
    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] {
        [KeyframeSegment(to: to, duration: duration, motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// A keyframe the value jumps to at once.
///
/// ```swift
/// MoveKeyframe(0.0)
/// ```
public struct MoveKeyframe<Value>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// The value the keyframe jumps to.
    public let to: Value

    /// A keyframe jumping to `to`.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe itself.
    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [KeyframeSegment(to: to, duration: 0, motion: .move)] }
}

/// The pace of a change over a unit of time: `value(at:)` maps the time gone, from 0 to 1, to the
/// part of the change made, from 0 to 1.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
/// ```
public struct UnitCurve: Hashable, Sendable {
    private enum Shape: Hashable, Sendable {
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let shape: Shape

    /// A steady pace.
    public static let linear = bezier(
        startControlPoint: UnitPoint(x: 1.0 / 3, y: 1.0 / 3), endControlPoint: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
    /// Slow, then fast.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Fast, then slow.
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow at both ends.
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle that starts slow.
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle that ends slow.
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points; their x is kept
    /// between 0 and 1 so that the curve is a function of time.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func clamped(_ point: UnitPoint) -> UnitPoint {
            UnitPoint(x: point.x.isFinite ? min(max(point.x, 0), 1) : 0, y: point.y.isFinite ? point.y : 0)
        }
        return UnitCurve(shape: .bezier(clamped(startControlPoint), clamped(endControlPoint)))
    }

    /// The part of the change made when `progress` of the time has gone; `progress` is kept
    /// between 0 and 1.
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(max(progress, 0), 1) : 0
        guard x > 0, x < 1 else { return x }
        switch shape {
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        case .bezier(let start, let end):
            // Find the curve's parameter whose x is `x` by bisection (x grows with the parameter,
            // as the control points' x lie in 0...1), then read its y.
            func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<48 {
                let middle = (low + high) / 2
                if coordinate(middle, Double(start.x), Double(end.x)) < x { low = middle } else { high = middle }
            }
            return coordinate((low + high) / 2, Double(start.y), Double(end.y))
        }
    }
}

extension View {
    /// Plays `keyframes` on a value over and over, drawing the view through `content` with the
    /// value of the moment. A picture shows where the keyframes end; with `repeating` false, the
    /// value the timeline starts from, as SwiftUI gives then.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").keyframeAnimator(initialValue: 1.0) { content, scale in
    ///     content.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     KeyframeTrack { LinearKeyframe(1.3, duration: 0.2); SpringKeyframe(1.0) }
    /// }
    /// ```
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { value in
                content(PlaceholderContentView(AnyView(self)), value)
            }, keyframes: keyframes)
    }

    /// Plays `keyframes` on a value each time `trigger` changes, drawing the view through
    /// `content` with the value of the moment. A picture shows where the keyframes end.
    ///
    /// ```swift
    /// Text("♥").keyframeAnimator(initialValue: Pose(), trigger: likes) { content, pose in
    ///     content.scaleEffect(pose.scale).offset(y: pose.lift)
    /// } keyframes: { _ in
    ///     KeyframeTrack(\.scale) { CubicKeyframe(1.4, duration: 0.2); CubicKeyframe(1, duration: 0.3) }
    ///     KeyframeTrack(\.lift) { SpringKeyframe(-20, duration: 0.2); SpringKeyframe(0) }
    /// }
    /// ```
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        keyframeAnimator(initialValue: initialValue, repeating: true, content: content, keyframes: keyframes)
    }
}

/// A view that animates a value with keyframes, drawn through `content`; a picture shows where
/// the keyframes end, or with `repeating` false the value they start from.
///
/// ```swift
/// KeyframeAnimator(initialValue: 0.0, trigger: shakes) { angle in
///     Image(systemName: "bell").rotationEffect(.degrees(angle))
/// } keyframes: { _ in
///     KeyframeTrack { CubicKeyframe(15, duration: 0.1); CubicKeyframe(-15, duration: 0.1); CubicKeyframe(0, duration: 0.1) }
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let isPlaying: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes over and over while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.isPlaying = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(initialValue: initialValue, repeating: true, content: content, keyframes: keyframes)
    }

    /// The content with the value the keyframes end at, or start from when they are not playing.
    public var body: some View {
        content(isPlaying ? keyframes(initialValue).endValue(from: initialValue) : initialValue)
    }
}
