import Foundation

/// A proposed size: each dimension is a length in points, or `nil` for "your ideal size".
///
/// Parents propose, children choose, parents place: a proposal is the first step of every layout.
/// `.infinity` asks for the largest size a view can take, `0` for the smallest.
///
/// ```swift
/// let proposal = ProposedViewSize(width: 390, height: nil)   // fixed width, ideal height
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `nil` in both dimensions: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of zero in both dimensions: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of infinity in both dimensions: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal as `(width, height)`, with `nil` for an unspecified dimension.
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { formatPoints($0) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }

    /// The proposal along `axis`.
    func length(along axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal with `main` along `axis` and `cross` across it.
    init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    /// The proposal as a size, with each unspecified dimension replaced by the one of `size`
    /// (10 × 10 points, SwiftUI's default).
    ///
    /// ```swift
    /// ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions()   // 40 × 10
    /// ```
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal with each `nil` replaced by `value`.
    func replacingUnspecified(with value: CGFloat) -> CGSize {
        CGSize(width: width ?? value, height: height ?? value)
    }
}

/// The two layout axes.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { Text("a"); Text("b") } }
/// ```
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as used by ``ScrollView`` and ``View/fixedSize(horizontal:vertical:)``.
    ///
    /// ```swift
    /// ScrollView([.horizontal, .vertical]) { Text("A wide and tall table") }
    /// ```
    public struct Set: OptionSet, Hashable, Sendable, Codable {
        /// The axes as bits: 1 for horizontal, 2 for vertical.
        public let rawValue: Int
        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var crossAxis: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    func length(along axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size with `main` along `axis` and `cross` across it.
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }
}

/// Formats a length in points for dumps: integers without a fraction, others with up to two decimals.
func formatPoints(_ value: CGFloat) -> String {
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value.isNaN { return "nan" }
    let rounded = (value * 100).rounded() / 100
    guard abs(rounded) < 1e15 else { return String(format: "%.0f", Double(rounded)) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    // Written from whole hundredths rather than with `String(format:)`, whose variadic
    // arguments cost a run-time conformance check (`CVarArg`) on first use; past 10⁹ points a
    // double's hundredths are not exact, and `%.2f` prints the binary value's own digits.
    guard abs(rounded) < 1e9 else {
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
    let hundredths = Int((rounded * 100).rounded())
    let magnitude = hundredths.magnitude
    var fraction = String(magnitude % 100)
    if fraction.count == 1 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + "." + fraction
}
