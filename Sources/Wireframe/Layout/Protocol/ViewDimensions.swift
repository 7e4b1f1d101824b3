import Foundation

/// A view's size and the positions of its alignment guides, as a ``Layout`` reads them.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// dimensions.width                          // the ideal width
/// dimensions[HorizontalAlignment.center]    // half of it
/// ```
public struct ViewDimensions: Equatable, Sendable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat

    private let explicit: [AlignmentGuideKey: CGFloat]

    init(size: CGSize, explicit: [AlignmentGuideKey: CGFloat] = [:]) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The offset of `guide` from the view's leading edge: the one `alignmentGuide` set, or the
    /// guide's default (for a guide of your own, its ``AlignmentID/defaultValue(in:)``).
    ///
    /// ```swift
    /// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }   // its trailing edge
    /// ```
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit[.horizontal(guide)] ?? guide.key.defaultValue(in: self, along: .horizontal)
    }

    /// The offset of `guide` from the view's top edge: the one `alignmentGuide` set, or the
    /// guide's default (for a guide of your own, its ``AlignmentID/defaultValue(in:)``).
    ///
    /// ```swift
    /// Image(systemName: "star").alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
    /// ```
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit[.vertical(guide)] ?? guide.key.defaultValue(in: self, along: .vertical)
    }

    /// The offset `alignmentGuide` set for `guide` (in the view or, merged, in the views inside
    /// it), or `nil`.
    ///
    /// ```swift
    /// subview.dimensions(in: .unspecified)[explicit: .leading]   // nil unless it set one
    /// ```
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicit[.horizontal(guide)]
    }

    /// The offset `alignmentGuide` set for `guide` (in the view or, merged, in the views inside
    /// it), or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicit[.vertical(guide)]
    }

    /// The offset of the guide `key` names: set, or its default.
    subscript(key: AlignmentGuideKey) -> CGFloat {
        switch key {
        case .horizontal(let guide): self[guide]
        case .vertical(let guide): self[guide]
        }
    }
}

/// A point in a view's own unit square: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
///
/// ```swift
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, from 0 at the leading edge to 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position, from 0 at the top edge to 1 at the bottom edge.
    public var y: CGFloat

    /// Creates a point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
