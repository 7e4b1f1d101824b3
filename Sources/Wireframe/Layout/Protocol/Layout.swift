import Foundation

/// A type that sizes and places a collection of subviews, as SwiftUI's `Layout` protocol does.
///
/// A layout is asked for its size for a proposal (``sizeThatFits(proposal:subviews:cache:)``),
/// then to place its subviews inside the bounds its parent gave it
/// (``placeSubviews(in:proposal:subviews:cache:)``). Each subview is a ``LayoutSubview``: ask it
/// for its size with ``LayoutSubview/sizeThatFits(_:)`` and put it with
/// ``LayoutSubview/place(at:anchor:proposal:)``. `HStack`, `VStack` and `ZStack` lay out through
/// this same protocol (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``), so a layout of your
/// own gets the same caching: each subview answers each proposal once per render.
///
/// Use a layout as a view by calling it with content:
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// BasicVStack { Text("a"); Text("b") }
/// ```
///
/// A layout that breaks the contract is reported with a runtime warning and made safe: a NaN or
/// negative size counts as zero and an infinite one for a finite proposal as 1,000,000 points; a
/// subview placed twice keeps its last place, and one never placed is hidden.
public protocol Layout: SendableMetatype {
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews
    /// Values the layout computes once and reuses across calls; `Void` when it keeps none.
    associatedtype Cache = Void

    /// Properties of the layout, such as the axis it stacks along.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout chooses for `proposal`.
    ///
    /// - Parameters:
    ///   - proposal: What the parent offers; `nil` dimensions ask for the ideal size.
    ///   - subviews: The views to arrange.
    ///   - cache: The layout's cache.
    /// - Returns: The layout's size, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds`, the region the parent gave the layout.
    ///
    /// - Parameters:
    ///   - bounds: The layout's region, in the coordinates subviews are placed in.
    ///   - proposal: The proposal that led to `bounds.size`.
    ///   - subviews: The views to place; call ``LayoutSubview/place(at:anchor:proposal:)`` on each.
    ///   - cache: The layout's cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache for `subviews`; layouts whose `Cache` is `Void` need not write it.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change; by default it is made anew.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout prefers around itself; by default the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The position of a horizontal alignment guide in `bounds`, or `nil` for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// The position of a vertical alignment guide in `bounds`, or `nil` for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// A layout without a cache makes an empty one.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// A layout has no special properties unless it says so.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    /// No explicit horizontal guide: the default of the guide applies.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide: the default of the guide applies.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The layout as a view arranging `content`.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Text("a"); Text("b") }
    /// ```
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Properties of a layout that its container reads.
///
/// ```swift
/// struct Column: Layout {
///     static var layoutProperties: LayoutProperties {
///         var properties = LayoutProperties()
///         properties.stackOrientation = .vertical
///         return properties
///     }
///     …
/// }
/// ```
public struct LayoutProperties: Hashable, Sendable {
    /// The axis the layout stacks its subviews along, or `nil` when it does not stack them;
    /// spacers and dividers inside take their orientation from it.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}
