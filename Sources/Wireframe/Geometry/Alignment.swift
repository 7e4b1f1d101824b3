import Foundation

/// Where a child sits horizontally inside its parent.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which guide this is: a built-in one by its fraction of the width, or an ``AlignmentID``.
    let key: AlignmentKey

    init(fraction: CGFloat) { key = .fraction(fraction) }

    /// Creates a guide of your own, identified by `id`, whose type says where it lies in a view
    /// that does not set it.
    ///
    /// ```swift
    /// extension HorizontalAlignment {
    ///     private enum OneThird: AlignmentID {
    ///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
    ///     }
    ///     static let oneThird = HorizontalAlignment(OneThird.self)
    /// }
    /// VStack(alignment: .oneThird) { Text("Total"); Text("12.50").alignmentGuide(.oneThird) { d in d[.trailing] } }
    /// ```
    ///
    /// - Parameter id: The type naming the guide; two guides made from one type are the same guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignment(type: id)) }

    /// 0 for the leading edge, 0.5 for the centre, 1 for the trailing edge (for a guide of your
    /// own, where its default lies in a view one point wide).
    var fraction: CGFloat { key.fraction }

    /// Merges the values several views set for this guide into one, as a container reports the
    /// guide its views set: their mean, or `nil` when none is set.
    ///
    /// ```swift
    /// HorizontalAlignment.leading.combineExplicit([10, nil, 20])   // 15
    /// ```
    ///
    /// - Parameter values: Each view's explicit value, `nil` where it sets none.
    /// - Returns: The mean of the finite values, or `nil`.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        combineExplicitValues(values)
    }

    /// At the leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// In the centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// At the trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)

    /// The alignment's name: `leading`, `center` or `trailing`, or the name of its
    /// ``AlignmentID`` type.
    public var description: String {
        switch key {
        case .fraction(0): "leading"
        case .fraction(1): "trailing"
        case .fraction: "center"
        case .custom(let custom): custom.name
        }
    }

    /// Reads a built-in alignment, `{"fraction": 0.5}`.
    public init(from decoder: any Decoder) throws {
        key = try AlignmentKey(from: decoder)
    }

    /// Writes a built-in alignment as `{"fraction": 0.5}`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a guide of your own, whose default is code.
    public func encode(to encoder: any Encoder) throws {
        try key.encode(self, to: encoder)
    }
}

/// Where a child sits vertically inside its parent.
///
/// ```swift
/// HStack(alignment: .top) { Text("1"); Text("two\nlines") }
/// ```
public struct VerticalAlignment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which guide this is: a built-in one by its fraction of the height, or an ``AlignmentID``.
    let key: AlignmentKey

    init(fraction: CGFloat) { key = .fraction(fraction) }

    /// Creates a guide of your own, identified by `id`, whose type says where it lies in a view
    /// that does not set it.
    ///
    /// ```swift
    /// extension VerticalAlignment {
    ///     private enum MidIcon: AlignmentID {
    ///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    ///     }
    ///     static let midIcon = VerticalAlignment(MidIcon.self)
    /// }
    /// HStack(alignment: .midIcon) {
    ///     Image(systemName: "star").alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
    ///     Text("Favourites")
    /// }
    /// ```
    ///
    /// - Parameter id: The type naming the guide; two guides made from one type are the same guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignment(type: id)) }

    /// 0 for the top edge, 0.5 for the centre, 1 for the bottom edge (for a guide of your own,
    /// where its default lies in a view one point tall).
    var fraction: CGFloat { key.fraction }

    /// Merges the values several views set for this guide into one, as a container reports the
    /// guide its views set: their mean, or `nil` when none is set.
    ///
    /// ```swift
    /// VerticalAlignment.center.combineExplicit([8, 16])   // 12
    /// ```
    ///
    /// - Parameter values: Each view's explicit value, `nil` where it sets none.
    /// - Returns: The mean of the finite values, or `nil`.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        combineExplicitValues(values)
    }

    /// At the top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// In the centre.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// At the bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// At the baseline of the first line of text. The layout engine does not align baselines
    /// yet: views align at their top edges, where single lines of one font have their first
    /// baseline in the same place.
    ///
    /// ```swift
    /// HStack(alignment: .firstTextBaseline) { Text(title); Spacer(); FavoriteButton() }
    /// ```
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// At the baseline of the last line of text; aligned at the bottom edges, where single
    /// lines of one font have their last baseline in the same place.
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)

    /// The alignment's name: `top`, `center` or `bottom`, or the name of its ``AlignmentID`` type.
    public var description: String {
        switch key {
        case .fraction(0): "top"
        case .fraction(1): "bottom"
        case .fraction: "center"
        case .custom(let custom): custom.name
        }
    }

    /// Reads a built-in alignment, `{"fraction": 0.5}`.
    public init(from decoder: any Decoder) throws {
        key = try AlignmentKey(from: decoder)
    }

    /// Writes a built-in alignment as `{"fraction": 0.5}`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a guide of your own, whose default is code.
    public func encode(to encoder: any Encoder) throws {
        try key.encode(self, to: encoder)
    }
}

/// A horizontal and a vertical alignment together, as frames, overlays and `ZStack` use them.
///
/// ```swift
/// Color.clear.frame(width: 80, height: 48).overlay(Text("o"), alignment: .bottomTrailing)
/// ```
public struct Alignment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the child sits horizontally.
    public var horizontal: HorizontalAlignment
    /// Where the child sits vertically.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts, built-in guides or guides of your own.
    ///
    /// ```swift
    /// ZStack(alignment: Alignment(horizontal: .leading, vertical: .midIcon)) { Color.gray; badge }
    /// ```
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both directions.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The alignment's name, such as `center`, `leading` or `topTrailing`.
    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (_, .center): horizontal.description
        case (.center, _): vertical.description
        default: vertical.description + horizontal.description.prefix(1).uppercased() + horizontal.description.dropFirst()
        }
    }

    /// The origin of a `size` box aligned inside `container`.
    func origin(of size: CGSize, in container: CGRect) -> CGPoint {
        origin(of: ViewDimensions(size: size), in: container, on: ViewDimensions(size: container.size))
    }

    /// The origin of a view of `dimensions` inside `frame` whose own guides are `frameDimensions`'s:
    /// the view's guides (the ones it set, or their defaults) on the frame's.
    func origin(of dimensions: ViewDimensions, in frame: CGRect, on frameDimensions: ViewDimensions) -> CGPoint {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGPoint(
            x: frame.minX + finite(frameDimensions[horizontal] - dimensions[horizontal]),
            y: frame.minY + finite(frameDimensions[vertical] - dimensions[vertical])
        )
    }
}
