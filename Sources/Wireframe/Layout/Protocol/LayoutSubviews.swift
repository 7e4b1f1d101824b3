import Foundation

/// The subviews a ``Layout`` arranges, in the order the content lists them.
///
/// ```swift
/// func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, subview in
///         let child = subview.sizeThatFits(proposal)
///         return CGSize(width: max(size.width, child.width), height: size.height + child.height)
///     }
/// }
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// Subviews are indexed from 0 for the whole collection; a slice keeps its parent's indices.
    public typealias Index = Int
    /// A slice of the subviews is itself a collection of subviews.
    public typealias SubSequence = LayoutSubviews

    let nodes: [LayoutNode]
    let placements: LayoutPlacements
    /// For a layout that expands subview groups: the group each subview belongs to, `nil` for a
    /// subview that is a child of the layout itself; `nil` as a whole when nothing was expanded.
    let groups: [LayoutNode?]?
    /// The indices this collection covers.
    public let indices: Range<Int>

    init(nodes: [LayoutNode], placements: LayoutPlacements, groups: [LayoutNode?]? = nil) {
        self.nodes = nodes
        self.placements = placements
        self.groups = groups
        self.indices = nodes.indices
    }

    private init(nodes: [LayoutNode], placements: LayoutPlacements, groups: [LayoutNode?]?, indices: Range<Int>) {
        self.nodes = nodes
        self.placements = placements
        self.groups = groups
        self.indices = indices
    }

    /// The index of the first subview.
    public var startIndex: Int { indices.lowerBound }
    /// The index after the last subview.
    public var endIndex: Int { indices.upperBound }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, placements: placements, group: groups?[index] ?? nil)
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, placements: placements, groups: groups, indices: bounds)
    }

    /// Two collections are equal when they hold the same subviews of the same layout.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.placements === rhs.placements && lhs.indices == rhs.indices
    }
}

/// One subview of a ``Layout``: ask it for its size, read its preferences, and place it.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
///     y += size.height
/// }
/// ```
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let placements: LayoutPlacements
    /// The subview group (a `GridRow`) the subview came from, for a layout that expands groups.
    let group: LayoutNode?

    /// The size the subview chooses for `proposal`; asking twice for the same proposal is free.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size for `proposal` with the positions of its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal), explicit: node.explicitGuides(for: proposal))
    }

    /// The subview's `layoutPriority`, read through the modifiers around it; 0 when none is set.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers from its neighbours.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(for: key) ?? Key.defaultValue
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    ///
    /// - Parameters:
    ///   - position: Where the anchor goes, in the coordinates of the layout's bounds.
    ///   - anchor: The point of the subview placed at `position`; the top-leading corner by default.
    ///   - proposal: The proposal the subview is sized for.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.place(index, at: position, anchor: anchor, proposal: proposal, size: node.sizeThatFits(proposal))
    }

    /// Two subviews are equal when they are the same subview of the same layout.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.placements === rhs.placements && lhs.index == rhs.index
    }
}

/// Where a layout put its subviews during one call of `placeSubviews`.
final class LayoutPlacements {
    struct Placement {
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    private(set) var placements: [Placement?]
    /// The subviews placed more than once, reported after placement.
    private(set) var placedTwice: Set<Int> = []
    /// Whether a position was NaN or infinite, reported after placement.
    private(set) var hadNonFinitePosition = false

    init(count: Int) {
        placements = Array(repeating: nil, count: count)
    }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize) {
        if placements[index] != nil { placedTwice.insert(index) }
        if !position.x.isFinite || !position.y.isFinite { hadNonFinitePosition = true }
        let x = position.x.isFinite ? position.x - anchor.x * size.width : 0
        let y = position.y.isFinite ? position.y - anchor.y * size.height : 0
        placements[index] = Placement(origin: CGPoint(x: x, y: y), proposal: proposal)
    }

    /// Forgets the placements of the last pass.
    func reset() {
        for index in placements.indices { placements[index] = nil }
        placedTwice = []
        hadNonFinitePosition = false
    }
}
