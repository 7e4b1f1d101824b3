import Foundation

/// A two-finger pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
///
/// Accepted as every gesture is: nothing pinches a still picture, so its actions never run and
/// the view is drawn at its own scale.
///
/// ```swift
/// Image(systemName: "map").gesture(MagnifyGesture().onChanged { value in zoom = value.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// Where a pinch is and how far it has scaled.
    ///
    /// ```swift
    /// MagnifyGesture().onEnded { value in zoom *= value.magnification }
    /// ```
    public struct Value: Equatable, Sendable {
        /// The time of the latest change.
        public var time: Date
        /// The scale the fingers have pinched to: 1 is where they started.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The point between the fingers, in the view's coordinates, as a fraction of its size.
        public var startAnchor: UnitPoint
        /// The point between the fingers where the pinch began.
        public var startLocation: CGPoint
    }

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger pinch reporting its scale, as SwiftUI's `MagnificationGesture` (deprecated in
/// iOS 17 for ``MagnifyGesture``); accepted, never run.
///
/// ```swift
/// Circle().gesture(MagnificationGesture().onEnded { scale in size *= scale })
/// ```
public struct MagnificationGesture: Gesture {
    /// The scale the fingers have pinched to.
    public typealias Value = CGFloat

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17); accepted, never run.
///
/// ```swift
/// Rectangle().gesture(RotateGesture().onChanged { value in angle = value.rotation })
/// ```
public struct RotateGesture: Gesture {
    /// How far the fingers have turned.
    ///
    /// ```swift
    /// RotateGesture().onEnded { value in angle += value.rotation }
    /// ```
    public struct Value: Equatable, Sendable {
        /// The time of the latest change.
        public var time: Date
        /// The angle the fingers have turned through.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// The point between the fingers, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// The point between the fingers where the rotation began.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// Creates a rotation that begins after the fingers turn through `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A two-finger rotation reporting its angle, as SwiftUI's `RotationGesture` (deprecated in
/// iOS 17 for ``RotateGesture``); accepted, never run.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onEnded { angle in turned += angle })
/// ```
public struct RotationGesture: Gesture {
    /// The angle the fingers have turned through.
    public typealias Value = Angle

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// Creates a rotation that begins after the fingers turn through `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`; accepted, never run
/// (`onTapGesture(count:perform:)` is what takes a scripted screen's taps).
///
/// ```swift
/// Color.gray.gesture(SpatialTapGesture().onEnded { value in dot = value.location })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    ///
    /// ```swift
    /// SpatialTapGesture().onEnded { value in dot = value.location }
    /// ```
    public struct Value: Equatable, Sendable {
        /// The tap's location in the view's coordinates.
        public var location: CGPoint
    }

    /// How many taps the gesture needs.
    public var count: Int

    /// Creates a gesture of `count` taps (at least 1) in the view's local coordinates.
    public init(count: Int = 1) {
        self.count = Swift.max(count, 1)
    }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds. Nothing presses and
    /// holds a view in a still picture or a scripted screen, so the action never runs and the
    /// view is drawn as it is.
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture { store.send(.showMenu) }
    /// ```
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        self
    }
}
