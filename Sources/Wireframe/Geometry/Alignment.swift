import Foundation

/// Where a child sits horizontally inside its parent.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 0 for the leading edge, 0.5 for the centre, 1 for the trailing edge.
    let fraction: CGFloat

    /// At the leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// In the centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// At the trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)

    /// The alignment's name: `leading`, `center` or `trailing`.
    public var description: String {
        switch fraction {
        case 0: "leading"
        case 1: "trailing"
        default: "center"
        }
    }
}

/// Where a child sits vertically inside its parent.
///
/// ```swift
/// HStack(alignment: .top) { Text("1"); Text("two\nlines") }
/// ```
public struct VerticalAlignment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 0 for the top edge, 0.5 for the centre, 1 for the bottom edge.
    let fraction: CGFloat

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

    /// The alignment's name: `top`, `center` or `bottom`.
    public var description: String {
        switch fraction {
        case 0: "top"
        case 1: "bottom"
        default: "center"
        }
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

    /// Creates an alignment from its two parts.
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
        CGPoint(
            x: container.minX + (container.width - size.width) * horizontal.fraction,
            y: container.minY + (container.height - size.height) * vertical.fraction
        )
    }
}
