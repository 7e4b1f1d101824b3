import Foundation

/// A value a gesture sets while it is under way and that returns to its initial value when the
/// gesture ends, as SwiftUI's `GestureState`.
///
/// Nothing drags or presses a still picture, so a gesture state always holds its initial value,
/// which is what iOS shows when no finger is down.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///     Circle().offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// Creates a gesture state holding `wrappedValue` while no gesture is under way.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// Creates a gesture state holding `initialValue` while no gesture is under way.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The value: the initial one, as no gesture is ever under way here.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a gesture state holding `nil` while no gesture is under way.
    public init() {
        self.init(initialValue: nil)
    }
}

/// A gesture that writes a ``GestureState`` as it changes, made by ``Gesture/updating(_:body:)``.
///
/// ```swift
/// let press: GestureStateGesture<LongPressGesture, Bool> = LongPressGesture().updating($isPressing) { value, state, _ in state = value }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
}

/// Two gestures, the second recognised after the first ends, made by
/// ``Gesture/sequenced(before:)``.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    ///
    /// ```swift
    /// if case .second(true, let drag?) = value { offset = drag.translation }
    /// ```
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended; the second has begun if its value is not `nil`.
        case second(First.Value, Second.Value?)
    }
    let first: First
    let second: Second
}

/// Two gestures of which only one is recognised, the first preferred, made by
/// ``Gesture/exclusively(before:)``.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture is recognised.
    ///
    /// ```swift
    /// if case .first = value { zoomIn() }
    /// ```
    public enum Value {
        /// The first gesture was recognised.
        case first(First.Value)
        /// The second gesture was recognised.
        case second(Second.Value)
    }
    let first: First
    let second: Second
}

extension Gesture {
    /// The gesture, writing `state` with `body` while it changes (never, here: the state keeps
    /// its initial value).
    ///
    /// ```swift
    /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// This gesture, then `other` once this one ends.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// This gesture, or `other` when this one fails.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}
