import Foundation

/// A type that names an alignment guide of your own and says where it lies in a view that does
/// not set it with `alignmentGuide(_:computeValue:)`.
///
/// Make a guide from it with ``HorizontalAlignment/init(_:)`` or ``VerticalAlignment/init(_:)``;
/// stacks, `ZStack`, frames, overlays and backgrounds then line their views up on it, and a
/// ``Layout`` reads it from ``ViewDimensions``:
///
/// ```swift
/// extension VerticalAlignment {
///     private enum MidIcon: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///     }
///     static let midIcon = VerticalAlignment(MidIcon.self)
/// }
///
/// HStack(alignment: .midIcon) {
///     Image(systemName: "star").alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
///     Text("Favourites")   // its bottom edge, the default, meets the star's centre
/// }
/// ```
public protocol AlignmentID {
    /// Where the guide lies in a view that does not set it: an offset from the view's leading
    /// edge (for a horizontal guide) or top edge (for a vertical one).
    ///
    /// - Parameter context: The view's size and its other guides.
    /// - Returns: The offset, in points.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide along one axis: a built-in guide by the fraction of the
/// view's length it lies at, a guide of the app's own by its ``AlignmentID`` type.
enum AlignmentKey: Hashable, Sendable {
    case fraction(CGFloat)
    case custom(CustomAlignment)

    /// The guide's offset in a view that does not set it, along `axis`.
    func defaultValue(in dimensions: ViewDimensions, along axis: Axis) -> CGFloat {
        switch self {
        case .fraction(let fraction): (axis == .horizontal ? dimensions.width : dimensions.height) * fraction
        case .custom(let custom): custom.type.defaultValue(in: dimensions)
        }
    }

    /// The fraction of the length the guide lies at: exact for a built-in guide and for an
    /// ``AlignmentID`` whose default grows with the view's size (as `d.height / 3` does),
    /// measured on a view one point square otherwise. Grids and text alignment use it.
    var fraction: CGFloat {
        switch self {
        case .fraction(let fraction): return fraction
        case .custom(let custom):
            let value = custom.type.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
            return value.isFinite ? min(max(value, -1_000), 1_000) : 0
        }
    }

    private enum CodingKeys: String, CodingKey { case fraction }

    /// Reads a built-in guide, `{"fraction": 0.5}`; a fraction that is not finite is the centre.
    init(from decoder: any Decoder) throws {
        let fraction = try decoder.container(keyedBy: CodingKeys.self).decode(CGFloat.self, forKey: .fraction)
        self = .fraction(fraction.isFinite ? fraction : 0.5)
    }

    /// Writes a built-in guide as `{"fraction": 0.5}`; a guide of one's own, whose default is
    /// code, throws `EncodingError.invalidValue` naming `alignment`.
    func encode(_ alignment: some CustomStringConvertible, to encoder: any Encoder) throws {
        guard case .fraction(let fraction) = self else {
            throw EncodingError.invalidValue(
                alignment,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "the custom alignment \(alignment) computes its default in code"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fraction, forKey: .fraction)
    }
}

/// An ``AlignmentID`` type, compared by identity.
struct CustomAlignment: Hashable, @unchecked Sendable {
    // `@unchecked`: a metatype holds no state; only its static `defaultValue(in:)` is called.
    let type: any AlignmentID.Type

    static func == (lhs: CustomAlignment, rhs: CustomAlignment) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }

    /// The type's name, as dumps show the guide.
    var name: String { String(describing: type) }
}

/// The explicit values of one guide in several views, merged as SwiftUI merges them: their mean,
/// or `nil` when none is set.
func combineExplicitValues(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    var sum: CGFloat = 0
    var count = 0
    for case let value? in values where value.isFinite {
        sum += value
        count += 1
    }
    return count == 0 ? nil : sum / CGFloat(count)
}
