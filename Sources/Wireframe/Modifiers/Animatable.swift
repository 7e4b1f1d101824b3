import Foundation

/// A value that can be added, subtracted and scaled, so an animation can find the values between
/// two of it, as SwiftUI's `VectorArithmetic`.
///
/// ```swift
/// var step = 10.0 - 4.0
/// step.scale(by: 0.5)   // 3.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    ///
    /// ```swift
    /// 8.0.scaled(by: 0.25)   // 2.0
    /// ```
    public func scaled(by rhs: Double) -> Self {
        var value = self
        value.scale(by: rhs)
        return value
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The number squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two values animated together, as SwiftUI's `AnimatablePair`.
///
/// ```swift
/// let point = AnimatablePair(CGFloat(3), CGFloat(4))
/// point.magnitudeSquared   // 25
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Pairs `first` with `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: Self { Self(.zero, .zero) }

    /// The sums of the values.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }

    /// The differences of the values.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    /// Multiplies both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of a value with nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Creates the empty data.
    public init() {}
    /// The empty data.
    public static var zero: Self { Self() }
    /// The empty data.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    /// The empty data.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A value whose `animatableData` an animation moves, as SwiftUI's `Animatable`; here
/// ``KeyframeTimeline`` reads it to find a value between keyframes.
///
/// ```swift
/// struct Pose: Animatable {
///     var scale = 1.0
///     var lift = 0.0
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(scale, lift) }
///         set { (scale, lift) = (newValue.first, newValue.second) }
///     }
/// }
/// ```
public protocol Animatable {
    /// The numbers the animation moves.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as those numbers.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {
    /// The number itself.
    public typealias AnimatableData = Double
}

extension Float: Animatable {
    /// The number itself.
    public typealias AnimatableData = Float
}

extension CGFloat: Animatable {
    /// The number itself.
    public typealias AnimatableData = CGFloat
}

extension CGPoint: Animatable {
    /// The coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The coordinates, as fractions of the size.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
