import Foundation

/// A horizontal stack's layout, usable on its own as a ``Layout`` (for example through
/// ``AnyLayout``) and the layout `HStack` uses.
///
/// Along the axis the stack subtracts its spacing, then offers space to subviews group by group
/// in descending ``LayoutSubview/priority``; each group gets what is left minus the minimum lengths
/// of the lower groups. Inside a group the least flexible subview (the smallest difference between
/// its largest and smallest length) goes first and is offered an equal share of what remains, so a
/// `Spacer`, the most flexible of all, goes last. Across the axis every subview gets the stack's
/// proposal, and is aligned by `alignment`.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 4))
/// layout { Text("a"); Text("b") }
/// ```
public struct HStackLayout: Layout {
    /// How subviews line up across the axis.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or `nil` for the spacing they prefer.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout stacks horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// What the stack remembers between sizing and placing.
    public typealias Cache = StackLayoutCache

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The subviews' lengths and spacing along the axis, the tallest across it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.size(for: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews one after another from the leading edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The length that the shares of all subviews but the last offered are whole multiples of
    /// (the ASCII target's cell along the axis), or `nil` for any length.
    var shareQuantum: CGFloat?

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, crossGuide: .vertical(alignment), spacing: spacing, shareQuantum: shareQuantum)
    }
}

/// A vertical stack's layout, usable on its own as a ``Layout`` and the layout `VStack` uses;
/// it shares out space as ``HStackLayout`` does, along the vertical axis.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 12) { Text("Title"); Text("Body") }
/// ```
public struct VStackLayout: Layout {
    /// How subviews line up across the axis.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours, or `nil` for the spacing they prefer.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout stacks vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// What the stack remembers between sizing and placing.
    public typealias Cache = StackLayoutCache

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The subviews' lengths and spacing along the axis, the widest across it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.size(for: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews one below another from the top edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The length that the shares of all subviews but the last offered are whole multiples of
    /// (the ASCII target's cell along the axis), or `nil` for any length.
    var shareQuantum: CGFloat?

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .vertical, crossGuide: .horizontal(alignment), spacing: spacing, shareQuantum: shareQuantum)
    }
}

/// What a stack layout keeps between sizing and placing: the offers it made for the proposals
/// it has seen and where their alignment guides lie, so placing repeats no work.
public struct StackLayoutCache {
    fileprivate var arrangements: [(proposal: ProposedViewSize, arrangement: StackAlgorithm.Arrangement)] = []

    /// An empty cache.
    public init() {}
}

/// SwiftUI's stack algorithm along one axis.
private struct StackAlgorithm {
    struct Slot {
        var offer: ProposedViewSize
        var size: CGSize
    }

    /// The subviews' slots for one proposal and their guides across the axis.
    struct Arrangement {
        var slots: [Slot]
        var guides: [CGFloat]
        var line: CGFloat
        var crossLength: CGFloat
    }

    let axis: Axis
    /// The guide subviews line up on across the axis.
    let crossGuide: AlignmentGuideKey
    let spacing: CGFloat?
    let shareQuantum: CGFloat?

    func size(for proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        let arrangement = arrangement(for: proposal, subviews: subviews, cache: &cache)
        var main = totalGap(subviews)
        for slot in arrangement.slots { main += slot.size.length(along: axis) }
        return CGSize(axis: axis, main: max(main, 0), cross: arrangement.crossLength)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) {
        let arrangement = arrangement(for: proposal, subviews: subviews, cache: &cache)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let slot = arrangement.slots[offset]
            let crossOffset = arrangement.line - arrangement.guides[offset]
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: bounds.minY + crossOffset)
                : CGPoint(x: bounds.minX + crossOffset, y: position)
            subview.place(at: origin, proposal: slot.offer)
            position += slot.size.length(along: axis) + gap(after: offset, in: subviews)
        }
    }

    /// Where each subview's alignment guide lies across the axis, the line they all line up on,
    /// and the stack's length across: as far before the line as the furthest guide, and as far
    /// after it as the furthest subview reaches.
    private func crossExtent(_ slots: [Slot], _ subviews: LayoutSubviews) -> (guides: [CGFloat], line: CGFloat, length: CGFloat) {
        var guides: [CGFloat] = []
        guides.reserveCapacity(slots.count)
        var line: CGFloat = 0
        var after: CGFloat = 0
        var longest: CGFloat = 0
        for (offset, subview) in subviews.enumerated() {
            let slot = slots[offset]
            let length = slot.size.length(along: axis.crossAxis)
            let dimensions = subview.dimensions(in: slot.offer)
            let guide = dimensions[crossGuide]
            let finiteGuide = guide.isFinite ? guide : 0
            guides.append(finiteGuide)
            line = max(line, finiteGuide)
            longest = max(longest, length)
            if length.isFinite { after = max(after, length - finiteGuide) }
        }
        // A subview asked for its largest size may be infinite across: so is the stack.
        guard longest.isFinite else { return (guides, line, longest) }
        return (guides, line, max(line + after, 0))
    }

    /// The distance after the subview at `offset` (from the first), 0 after the last.
    private func gap(after offset: Int, in subviews: LayoutSubviews) -> CGFloat {
        let index = subviews.startIndex + offset
        guard index + 1 < subviews.endIndex else { return 0 }
        if let spacing { return spacing }
        return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    /// The distances between all neighbours.
    private func totalGap(_ subviews: LayoutSubviews) -> CGFloat {
        guard subviews.count > 1 else { return 0 }
        if let spacing { return spacing * CGFloat(subviews.count - 1) }
        return (0..<subviews.count - 1).reduce(0) { $0 + gap(after: $1, in: subviews) }
    }

    /// The offer each subview gets for `proposal`, the size it chooses and its guide, made once
    /// per proposal.
    private func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> Arrangement {
        if let cached = cache.arrangements.first(where: { $0.proposal == proposal }) { return cached.arrangement }
        let slots = computeSlots(for: proposal, subviews: subviews)
        let extent = crossExtent(slots, subviews)
        let arrangement = Arrangement(slots: slots, guides: extent.guides, line: extent.line, crossLength: extent.length)
        cache.arrangements.append((proposal, arrangement))
        return arrangement
    }

    private func computeSlots(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> [Slot] {
        let cross = proposal.length(along: axis.crossAxis)
        guard let available = proposal.length(along: axis) else {
            let offer = ProposedViewSize(axis: axis, main: nil, cross: cross)
            return subviews.map { Slot(offer: offer, size: $0.sizeThatFits(offer)) }
        }
        var remaining = available - totalGap(subviews)
        if subviews.count == 1, let only = subviews.first {
            // One subview takes all there is: no flexibility to compare, so no probes.
            let offer = ProposedViewSize(axis: axis, main: max(remaining, 0), cross: cross)
            return [Slot(offer: offer, size: only.sizeThatFits(offer))]
        }

        struct Candidate {
            let offset: Int
            let priority: Double
            let minimum: CGFloat
            let flexibility: CGFloat
        }
        let candidates = subviews.enumerated().map { offset, subview in
            let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross)).length(along: axis)
            let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, main: .infinity, cross: cross)).length(along: axis)
            return Candidate(offset: offset, priority: subview.priority, minimum: minimum, flexibility: maximum - minimum)
        }

        var slots = [Slot](repeating: Slot(offer: .zero, size: .zero), count: subviews.count)
        // Most stacks have one priority: then the whole stack is one group.
        guard let first = candidates.first?.priority else { return [] }
        let priorities = candidates.allSatisfy { $0.priority == first } ? [first] : Set(candidates.map(\.priority)).sorted(by: >)
        var minimumOfLowerGroups = candidates.reduce(CGFloat(0)) { $0 + $1.minimum }
        for priority in priorities {
            let group = (priorities.count == 1 ? candidates : candidates.filter { $0.priority == priority })
                .sorted { ($0.flexibility, $0.offset) < ($1.flexibility, $1.offset) }
            minimumOfLowerGroups -= group.reduce(CGFloat(0)) { $0 + $1.minimum }
            var groupRemaining = remaining - minimumOfLowerGroups
            var unplaced = group.count
            for candidate in group {
                let offer = max(share(of: groupRemaining, among: unplaced), 0)
                unplaced -= 1
                let proposal = ProposedViewSize(axis: axis, main: offer, cross: cross)
                let size = subviews[subviews.startIndex + candidate.offset].sizeThatFits(proposal)
                slots[candidate.offset] = Slot(offer: proposal, size: size)
                groupRemaining -= size.length(along: axis)
                remaining -= size.length(along: axis)
            }
        }
        return slots
    }

    /// What the next of `count` subviews is offered of `remaining`: an equal part. On a grid, an
    /// equal part of the nearest whole number of cells (a half cell rounding up, as the renderer
    /// rounds the edges of that room), rounded up to whole cells, so that the cells left over go
    /// one each to the first subviews offered, leftmost first among equals; the last is offered
    /// all that remains, so the stack fills its room, and its end, which the renderer rounds to
    /// the nearest cell, is drawn on the cells the others leave.
    private func share(of remaining: CGFloat, among count: Int) -> CGFloat {
        guard let shareQuantum, count > 1, remaining.isFinite else { return remaining / CGFloat(count) }
        let cells = (remaining / shareQuantum + 0.5).rounded(.down)
        return (cells / CGFloat(count)).rounded(.up) * shareQuantum
    }
}
