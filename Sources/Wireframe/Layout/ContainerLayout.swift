import Foundation

/// A ``Layout`` bound to one container node of one render, with its cache.
///
/// The engine's own stacks and a user's layouts go through this one bridge: it makes the cache on
/// first use, asks the layout for sizes, collects the places it gives its subviews, and checks
/// what the layout answers, so a broken layout is reported and made safe instead of trusted.
protocol ContainerLayout: AnyObject {
    /// The layout's size for `proposal`, made finite and non-negative.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    /// Asks the layout to place `subviews` in `bounds`; the places land in `subviews.placements`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
}

/// The bridge for a layout of type `L`.
final class TypedContainerLayout<L: Layout>: ContainerLayout {
    private let layout: L
    private var cache: L.Cache?
    private let context: LayoutContext

    init(_ layout: L, context: LayoutContext) {
        self.layout = layout
        self.context = context
    }

    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        // The cache is moved out while the layout works on it, so growing it never copies it.
        var current: L.Cache
        if let existing = cache {
            current = existing
            cache = nil
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        defer { cache = current }
        return body(&current)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // Infinite is a fair answer to an infinite proposal (a greedy child asked for its largest
        // size); NaN, negative lengths and infinity for a finite proposal are not.
        func isValid(_ length: CGFloat, proposed: CGFloat?) -> Bool {
            length >= 0 && (length.isFinite || (length == .infinity && proposed == .infinity))
        }
        guard isValid(size.width, proposed: proposal.width), isValid(size.height, proposed: proposal.height) else {
            let answer: String = "\(formatPoints(size.width)) × \(formatPoints(size.height))"
            let rule: String = "NaN and negative lengths count as zero and infinite ones as \(formatPoints(maximumLength))"
            context.warn(
                "\(L.self).sizeThatFits(proposal: \(proposal)) returned \(answer); a size must be finite and not negative, so \(rule)")
            return CGSize(width: safeLength(size.width), height: safeLength(size.height))
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        let placements = subviews.placements
        if !placements.placedTwice.isEmpty {
            let indices = placements.placedTwice.sorted().map(String.init).joined(separator: ", ")
            context.warn("\(L.self) placed subviews \(indices) more than once; each keeps its last place")
        }
        // The layout's type is asked only when a subview went unplaced: a conformance lookup on
        // every placement costs more than the placement.
        if placements.placements.contains(where: { $0 == nil }),
            !((L.self as? any PrimitiveLayout.Type)?.hidesUnplacedSubviews ?? false)
        {
            let unplaced = placements.placements.indices.filter { placements.placements[$0] == nil }
            let indices = unplaced.map(String.init).joined(separator: ", ")
            context.warn("\(L.self) never placed subviews \(indices); they are hidden")
        }
        if placements.hadNonFinitePosition {
            context.warn("\(L.self) placed a subview at a position that is not finite; it is placed at 0 on that axis")
        }
    }

    private func safeLength(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), maximumLength)
    }
}

extension Layout {
    /// The layout bound to a container of `context`.
    func container(in context: LayoutContext) -> any ContainerLayout {
        TypedContainerLayout(self, context: context)
    }
}
