import Foundation

/// A gesture, as SwiftUI's `Gesture`: a drag, a tap, a long press, with the actions it runs as it
/// changes and ends.
///
/// A still picture has no finger: gestures attached with `gesture(_:)`,
/// `simultaneousGesture(_:)` or `highPriorityGesture(_:)` are accepted and never run, and the view
/// is drawn as it is. (`onTapGesture(perform:)` does take taps in a scripted screen.)
///
/// ```swift
/// Circle().gesture(DragGesture(minimumDistance: 0).onChanged { value in store.send(.dragged(value.location)) })
/// ```
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// The gesture, running `action` with each new value while it changes (never, here).
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(gesture: self, action: action)
    }

    /// The gesture, running `action` with its last value when it ends (never, here).
    ///
    /// ```swift
    /// TapGesture(count: 2).onEnded { isLiked.toggle() }
    /// ```
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }

    /// This gesture and `other` recognised at once.
    ///
    /// ```swift
    /// DragGesture().simultaneously(with: LongPressGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
}

/// A gesture with an action for each change, made by ``Gesture/onChanged(_:)``.
///
/// ```swift
/// let drag: _ChangedGesture<DragGesture> = DragGesture().onChanged { _ in }
/// ```
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    let gesture: Content
    let action: @MainActor (Value) -> Void
}

/// A gesture with an action for its end, made by ``Gesture/onEnded(_:)``.
///
/// ```swift
/// let tap: _EndedGesture<TapGesture> = TapGesture().onEnded { }
/// ```
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    let gesture: Content
    let action: @MainActor (Value) -> Void
}

/// Two gestures recognised at once, made by ``Gesture/simultaneously(with:)``.
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures; either is `nil` until its gesture begins.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    let first: First
    let second: Second
}

/// A drag, as SwiftUI's `DragGesture`: its value is where the finger is and how far it moved.
///
/// ```swift
/// .gesture(DragGesture(minimumDistance: 0).onChanged { store.send(.tapped($0.location)) })
/// ```
public struct DragGesture: Gesture {
    /// Where a drag is and how it moved, in the view's coordinates.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the finger moved since the drag began.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The speed of the drag, in points per second.
        public var velocity: CGSize
        /// Where the drag would stop if the finger were lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have moved if the finger were lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger must move before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag that begins once the finger has moved `minimumDistance` points (negative
    /// or not finite: 10).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite && minimumDistance >= 0 ? minimumDistance : 10
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap, as SwiftUI's `TapGesture`, recognised after `count` taps.
///
/// ```swift
/// .gesture(TapGesture(count: 2).onEnded { zoom.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void
    /// How many taps the gesture needs.
    public var count: Int

    /// Creates a gesture of `count` taps (at least 1).
    public init(count: Int = 1) {
        self.count = Swift.max(count, 1)
    }
}

/// A press held for a while, as SwiftUI's `LongPressGesture`.
///
/// ```swift
/// .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in showMenu = true })
/// ```
public struct LongPressGesture: Gesture {
    /// Whether the press is still held.
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move during the press, in points.
    public var maximumDistance: CGFloat

    /// Creates a press of at least `minimumDuration` seconds (negative or not finite: 0.5).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite && minimumDuration >= 0 ? minimumDuration : 0.5
        self.maximumDistance = maximumDistance.isFinite && maximumDistance >= 0 ? maximumDistance : 10
    }
}

/// Which gestures of a view and the views inside it are recognised, as SwiftUI's `GestureMask`.
///
/// ```swift
/// .gesture(drag, including: .gesture)
/// ```
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches `gesture` to the view. Nothing drags or presses in a still picture, so the
    /// gesture never runs and the view is drawn as it is.
    ///
    /// ```swift
    /// Text("Drag me").gesture(DragGesture().onEnded { _ in store.send(.dropped) })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture`, recognised with the view's other gestures; accepted as
    /// ``gesture(_:including:)`` is.
    ///
    /// ```swift
    /// card.simultaneousGesture(TapGesture().onEnded { store.send(.tapped) })
    /// ```
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` ahead of the gestures of the views inside; accepted as
    /// ``gesture(_:including:)`` is.
    ///
    /// ```swift
    /// row.highPriorityGesture(LongPressGesture().onEnded { _ in store.send(.pressed) })
    /// ```
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
}
