import Foundation

/// The edges of a rectangle.
///
/// ```swift
/// Text("Title").padding(.horizontal, 16)
/// ```
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four edges; leading is the left and trailing the right, as the renderers lay out left to right.
    case top, leading, bottom, trailing

    /// A set of edges.
    ///
    /// ```swift
    /// Text("Title").padding([.horizontal, .bottom], 16)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable, Codable {
        /// The edges as bits, bit `n` for the edge whose raw value is `n`.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge of a rectangle, in points.
///
/// ```swift
/// Text("Memo").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets; each defaults to zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of `length` on every edge in `edges`.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    /// The insets with NaN treated as zero and infinite or huge lengths clamped to
    /// ±``maximumLength``; negative insets stay, as SwiftUI lets padding overlap.
    var sanitized: EdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(Swift.max(value, -maximumLength), maximumLength)
        }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}

/// The longest length a modifier may ask for; longer ones are clamped, so arithmetic stays finite.
let maximumLength: CGFloat = 1_000_000

/// The largest length layout gives a view: an infinite one (a greedy view offered infinity) is
/// placed at this length. Far above ``maximumLength``, so that long content — 100,000 list rows —
/// is laid out whole and a renderer refuses it by its budget rather than cutting it short.
let maximumLayoutLength: CGFloat = 1_000_000_000
