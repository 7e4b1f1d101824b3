import Foundation

/// The layout of one render: the target's metrics, the screen's safe area, and every node's
/// state in one contiguous array, indexed by node, with each node's children side by side.
final class LayoutContext {
    let metrics: LayoutMetrics
    /// The screen in points; set before placement.
    var screen: CGRect
    /// The part of the screen inside the safe-area insets; set before placement.
    var safeArea: CGRect
    /// Whether the tree is nested deeper than ``maximumViewDepth``; its deeper nodes were left out.
    var isTooDeep = false
    /// The warnings reported in this render, so each is reported once.
    var warnings: Set<String> = []
    /// The texts measured, by text and style: in this render, or kept across renders.
    let textMeasurements: TextMeasurementCache
    /// The size of the nearest container of the node being laid out, which `containerRelativeFrame`
    /// divides: the window's safe area, or the scroll view (or list) whose content is being laid
    /// out. A length is `nil` where the container has none (a screen that grows to fit).
    private(set) var containerSize = ProposedViewSize.unspecified

    /// The nodes of the tree, the root first; a node's children follow one another.
    ///
    /// Every access reads or writes one field of one record, with anything it stores computed
    /// before the write begins, so no two accesses overlap; the runtime's check of that, a seventh
    /// of layout's instructions, is left out.
    @exclusivity(unchecked) fileprivate var records: [LayoutRecord] = []
    /// The nodes placed so far, which the render's placed tree refers to.
    let placedNodes = PlacedTree()

    init(metrics: LayoutMetrics, screen: CGRect, safeArea: CGRect, textMeasurements: TextMeasurementCache = TextMeasurementCache()) {
        self.metrics = metrics
        self.screen = screen
        self.safeArea = safeArea
        self.textMeasurements = textMeasurements
    }

    /// Runs `body` with `size` as the nearest container's, where it has a length, then restores the
    /// one around it. A scroll view lays out its content this way.
    func withContainer<Result>(_ size: ProposedViewSize, _ body: () throws -> Result) rethrows -> Result {
        let outer = containerSize
        containerSize = ProposedViewSize(width: size.width ?? outer.width, height: size.height ?? outer.height)
        defer { containerSize = outer }
        return try body()
    }

    /// The container size each scroll view last laid out its content in, for those whose content
    /// has a view sized by its container.
    private var containerSizeOfContent: [Int: ProposedViewSize] = [:]

    /// Runs `body`, which lays out the content of `container`, with `size` as the nearest
    /// container's. A content that has a view sized by its container first forgets what it measured
    /// in another container size: its sizes are cached by proposal, and a stack probing a scroll view
    /// with heights of zero and infinity proposes the content the same width each time.
    func withContainer<Result>(_ size: ProposedViewSize, of container: LayoutNode, _ body: () throws -> Result) rethrows -> Result {
        try withContainer(size) {
            if container.dependsOnContainer {
                let key = container.index
                if let last = containerSizeOfContent[key], last != containerSize {
                    for child in container.children { child.forgetMeasurements() }
                }
                containerSizeOfContent[key] = containerSize
            }
            return try body()
        }
    }
}

/// What layout keeps of one node: what the node is, where its children are, and the answers it
/// has given.
private struct LayoutRecord {
    let kind: Node.Kind
    /// The axis of the enclosing stack, which orients spacers and dividers.
    let stackAxis: Axis?
    /// The index of the first child; the others follow it.
    var firstChild: Int32 = 0
    /// How many children the node has.
    var childCount: Int32 = 0
    /// Whether the node or a view inside it is sized by its container (`containerRelativeFrame`).
    var dependsOnContainer = false
    /// The alignment guides the node or the views inside it set, which it reports to its parent.
    var explicitGuideKeys: Set<AlignmentGuideKey> = []
    /// Answers already given, searched linearly: a node sees only a handful of proposals.
    var sizes = SizeCache()
    /// The values of the explicit guides already computed, by guide and proposal.
    var explicitGuideCache: [ExplicitGuideValue] = []
    /// For text: its measurement, made or found in the render's on first use.
    var textMeasurement: TextMeasurement?
    /// For stacks and layouts: the ``Layout`` that arranges the children with its cache, once made.
    var container: (any ContainerLayout)??
    /// For stacks and layouts: the children as the layout sees them, once made.
    var subviews: LayoutSubviews?

    init(_ kind: Node.Kind, stackAxis: Axis?) {
        self.kind = kind
        self.stackAxis = stackAxis
    }

    var children: Range<Int> { Int(firstChild)..<Int(firstChild + childCount) }
}

/// The value of an explicit alignment guide for one proposal; `nil` where no view sets it.
struct ExplicitGuideValue {
    let key: AlignmentGuideKey
    let proposal: ProposedViewSize
    let value: CGFloat?
}

extension LayoutContext {
    /// Adds `node` and the nodes inside it to the render's tree, each node's children side by
    /// side, and returns it.
    func addTree(_ node: Node, stackAxis: Axis?) -> LayoutNode {
        let index = records.count
        // Reserved whole, so the records are not copied as the array grows.
        let count = node.nodeCount(depth: 0)
        records.reserveCapacity(index + count)
        placedNodes.reserveCapacity(count)
        records.append(LayoutRecord(node.kind, stackAxis: stackAxis))
        addChildren(of: node, at: index, depth: 0)
        return LayoutNode(context: self, index: index)
    }

    /// Fills in the children of the node at `index`, made from `node`: first a slot for each,
    /// then each one's own children after them.
    private func addChildren(of node: Node, at index: Int, depth: Int) {
        // A tree built by hand may be nested without bound: stop at the limit rather than
        // exhaust the stack, and let the caller report it.
        guard depth < maximumViewDepth else {
            isTooDeep = true
            return
        }
        let primitive = records[index].kind.primitive
        let arity = primitive.childArity
        var childNodes = node.children
        switch arity {
        case .one where childNodes.count > 1:
            childNodes = [Node.implicitStack(of: childNodes)]
        case .none where !childNodes.isEmpty:
            warn("a \(primitive.summary) node has \(childNodes.count) children, which it does not draw")
        case .contentAndDecoration where childNodes.count > 2:
            warn("a \(primitive.summary) node draws its first two children, content and decoration, not \(childNodes.count)")
        case .one, .none, .contentAndDecoration, .many:
            break
        }
        let childAxis = primitive.childStackAxis(in: records[index].stackAxis)
        let firstChild = records.count
        for position in childNodes.indices {
            if childNodes[position].kind.is(EmptyNode.self) { continue }
            // The decoration of a background or overlay is laid out on its own, outside any stack.
            let isDecoration = position > 0 && arity == .contentAndDecoration
            records.append(LayoutRecord(childNodes[position].kind, stackAxis: isDecoration ? nil : childAxis))
        }
        records[index].firstChild = Int32(firstChild)
        records[index].childCount = Int32(records.count - firstChild)
        var slot = firstChild
        for child in childNodes {
            if child.kind.is(EmptyNode.self) { continue }
            addChildren(of: child, at: slot, depth: depth + 1)
            slot += 1
        }
        let children = LayoutNode(context: self, index: index).children
        records[index].dependsOnContainer = primitive.isSizedByContainer || children.contains { $0.dependsOnContainer }
        records[index].explicitGuideKeys = LayoutNode.explicitGuideKeys(of: records[index].kind, arity: arity, children: children)
    }

    /// Lets go of the tree's nodes once the render is placed; the layouts' caches may refer to
    /// their subviews.
    func removeTree() {
        records = []
        containerSizeOfContent = [:]
    }
}

extension Node {
    /// How many nodes layout makes of the tree: the node, the stack it puts around several
    /// views of a modifier, and those inside, down to the depth layout stops at.
    fileprivate func nodeCount(depth: Int) -> Int {
        guard depth < maximumViewDepth else { return 1 }
        let implicitStack = children.count > 1 && kind.primitive.childArity == .one ? 1 : 0
        return children.reduce(1 + implicitStack) { $0 + $1.nodeCount(depth: depth + 1) }
    }
}

/// A node during layout: SwiftUI's protocol of "parent proposes, child chooses, parent places",
/// with every answer cached per proposal so nested stacks measure each child a bounded number
/// of times.
///
/// A node is an index into its render's ``LayoutContext``, which keeps every node's state in one
/// array: building the tree allocates nothing per node.
struct LayoutNode {
    /// The render the node belongs to.
    let context: LayoutContext
    /// Where the node is in the render's tree.
    let index: Int

    /// Builds the layout tree of `node`, in a render of its own or in `context`'s.
    init(_ node: Node, stackAxis: Axis?, context: LayoutContext) {
        self = context.addTree(node, stackAxis: stackAxis)
    }

    fileprivate init(context: LayoutContext, index: Int) {
        self.context = context
        self.index = index
    }

    var kind: Node.Kind { context.records[index].kind }
    /// What the kind means to layout: the node's measurement and placement are its primitive's.
    var primitive: any NodePrimitive { context.records[index].kind.primitive }
    /// The axis of the enclosing stack, which orients spacers and dividers.
    var stackAxis: Axis? { context.records[index].stackAxis }
    /// The nodes inside this one.
    var children: LayoutChildren { LayoutChildren(context: context, range: context.records[index].children) }
    /// Whether the node or a view inside it is sized by its container (`containerRelativeFrame`).
    var dependsOnContainer: Bool { context.records[index].dependsOnContainer }
    /// The alignment guides the node or the views inside it set, which it reports to its parent.
    var explicitGuideKeys: Set<AlignmentGuideKey> { context.records[index].explicitGuideKeys }

    /// For text: its measurement, made or found in the render's on first use.
    var textMeasurement: TextMeasurement? {
        get { context.records[index].textMeasurement }
        nonmutating set { context.records[index].textMeasurement = newValue }
    }

    /// The value of the guide `key` already computed for `proposal`, if it was.
    func cachedExplicitGuide(_ key: AlignmentGuideKey, for proposal: ProposedViewSize) -> CGFloat?? {
        context.records[index].explicitGuideCache.first { $0.key == key && $0.proposal == proposal }.map(\.value)
    }

    /// Keeps the value of the guide `key` for `proposal`.
    func cacheExplicitGuide(_ key: AlignmentGuideKey, for proposal: ProposedViewSize, value: CGFloat?) {
        context.records[index].explicitGuideCache.append(ExplicitGuideValue(key: key, proposal: proposal, value: value))
    }

    /// For stacks and layouts: the ``Layout`` that arranges the children, with its cache.
    var container: (any ContainerLayout)? {
        if let made = context.records[index].container { return made }
        let made = primitive.makeContainer(in: context)
        context.records[index].container = .some(made)
        return made
    }

    /// For stacks and layouts: the children as the layout sees them, with the children of subview
    /// groups in their place when the layout expands groups (a `Grid`'s rows).
    var subviews: LayoutSubviews {
        if let made = context.records[index].subviews { return made }
        let made = makeSubviews()
        context.records[index].subviews = made
        return made
    }

    /// Forgets every size measured in the subtree, and its layouts' caches, for a container size
    /// that changed.
    func forgetMeasurements() {
        guard dependsOnContainer else { return }
        context.records[index].sizes = SizeCache()
        context.records[index].explicitGuideCache = []
        context.records[index].container = .some(primitive.makeContainer(in: context))
        for child in children { child.forgetMeasurements() }
    }

    // MARK: Sizing

    /// The size the node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let size = context.records[index].sizes[proposal] { return size }
        let size = primitive.sizeThatFits(proposal, of: self)
        context.records[index].sizes[proposal] = size
        return size
    }

    /// The view a modifier modifies: the first child.
    var content: LayoutNode? {
        context.records[index].childCount > 0 ? LayoutNode(context: context, index: Int(context.records[index].firstChild)) : nil
    }

    /// The size the content chooses for `proposal`, or zero without content.
    func contentSize(for proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    // MARK: Placement

    /// Places the node with its top-leading corner at `origin` (in the ASCII target, the nearest
    /// cell's corner), sized for `proposal`.
    func place(at origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode {
        let proposal = proposal.sanitized
        let size = sizeThatFits(proposal).clampedToFinite
        return primitive.place(self, in: CGRect(origin: context.metrics.snapped(origin), size: size), proposal: proposal)
    }

    /// The node in `frame` with its placed children (and, for text, its lines).
    func placed(in frame: CGRect, children: [PlacedNode] = [], text: PlacedText? = nil) -> PlacedNode {
        context.placedNodes.append(kind, frame: frame, children: children, text: text)
    }

    /// The node in `frame` with its placed content as its only child, when it has content.
    func placed(in frame: CGRect, content: PlacedNode?) -> PlacedNode {
        context.placedNodes.append(kind, frame: frame, content: content)
    }

    /// The content placed at `origin` for `proposal`; `nil` without content.
    func placeContent(at origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode? {
        content?.place(at: origin, proposal: proposal)
    }

    /// The content placed aligned inside `frame`; `nil` without content.
    /// The content's guides (those it sets, or their defaults) go on the frame's own.
    func placeContent(in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> PlacedNode? {
        guard let content else { return nil }
        let dimensions = ViewDimensions(size: content.sizeThatFits(proposal), explicit: content.explicitGuides(for: proposal))
        let origin = alignment.origin(of: dimensions, in: frame, on: ViewDimensions(size: frame.size))
        return content.place(at: origin, proposal: proposal)
    }

    /// Asks the container's layout to place the children in `frame`; a child it never placed is
    /// hidden at the frame's top-leading corner. An expanded group is placed as the union of its
    /// children's frames, around them.
    func placeSubviews(in frame: CGRect, proposal: ProposedViewSize) -> [PlacedNode] {
        guard let container else { return [] }
        let subviews = subviews
        let placements = subviews.placements
        placements.reset()
        container.placeSubviews(in: frame, proposal: proposal, subviews: subviews)
        func placedSubview(_ index: Int) -> PlacedNode {
            let node = subviews.nodes[index]
            if let placement = placements.placements[index] {
                return node.place(at: placement.origin, proposal: placement.proposal)
            }
            let placed = node.place(at: frame.origin, proposal: proposal)
            return context.placedNodes.append(.hidden, frame: placed.frame, children: [placed])
        }
        guard subviews.groups != nil else { return subviews.indices.map(placedSubview) }
        var placedChildren: [PlacedNode] = []
        var next = 0
        for child in children {
            guard child.isSubviewGroup else {
                placedChildren.append(placedSubview(next))
                next += 1
                continue
            }
            let cells = (next..<next + child.children.count).map(placedSubview)
            next += child.children.count
            let shown = cells.filter { !$0.kind.is(HiddenNode.self) }
            let union = shown.dropFirst().reduce(shown.first?.frame ?? CGRect(origin: frame.origin, size: .zero)) { $0.union($1.frame) }
            placedChildren.append(context.placedNodes.append(child.kind, frame: union, children: cells))
        }
        return placedChildren
    }

    /// The children as the container's layout sees them.
    private func makeSubviews() -> LayoutSubviews {
        let children = children
        guard primitive.expandsSubviewGroups else {
            return LayoutSubviews(nodes: Array(children), placements: LayoutPlacements(count: children.count))
        }
        var nodes: [LayoutNode] = []
        var groups: [LayoutNode?] = []
        for child in children {
            if child.isSubviewGroup {
                nodes += child.children
                groups += Array(repeating: child, count: child.children.count)
            } else {
                nodes.append(child)
                groups.append(nil)
            }
        }
        return LayoutSubviews(nodes: nodes, placements: LayoutPlacements(count: nodes.count), groups: groups)
    }

    /// Whether the node is a subview group (a `GridRow`), whose children an expanding layout
    /// around it arranges.
    private var isSubviewGroup: Bool { primitive.isSubviewGroup }

    /// The priority a stack reads from this node, looking through single-child modifiers.
    var layoutPriority: Double {
        var node = self
        while true {
            if let value = node.kind.as(LayoutPriorityNode.self)?.priority { return value }
            guard node.primitive.isTransparentToLayout, let first = node.children.first else { return 0 }
            node = first
        }
    }
}

/// The children of a ``LayoutNode``, side by side in their render's tree.
struct LayoutChildren: RandomAccessCollection {
    let context: LayoutContext
    let range: Range<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }

    subscript(position: Int) -> LayoutNode {
        precondition(position >= 0 && position < range.count, "a child index out of range")
        return LayoutNode(context: context, index: range.lowerBound + position)
    }
}

extension ProposedViewSize {
    /// NaN becomes unspecified and negative lengths zero, so hostile input never reaches layout.
    var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(value, 0)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }

    /// The proposal reduced by `insets`, never below zero.
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - insets.horizontal, 0) },
            height: height.map { max($0 - insets.vertical, 0) }
        )
    }

    /// The proposal with `axes` unspecified, so the content takes its ideal size along them.
    func fixing(_ axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : width,
            height: axes.contains(.vertical) ? nil : height
        )
    }
}

extension CGSize {
    /// The size with infinite lengths clamped to ``maximumLayoutLength``.
    var clampedToFinite: CGSize {
        CGSize(width: min(width, maximumLayoutLength), height: min(height, maximumLayoutLength))
    }
}

/// The sizes a node chose, by proposal: a node sees a handful of proposals, so the first few
/// are kept inline and searched linearly, without allocating.
///
/// A proposal is kept as two lengths, -1 standing for an unspecified one: a sanitized proposal
/// has no negative length.
private struct SizeCache {
    private struct Entry {
        var width: Double
        var height: Double
        var size: CGSize

        /// An entry no proposal matches.
        static let unused = Entry(width: -2, height: -2, size: .zero)
    }

    private var first = Entry.unused
    private var second = Entry.unused
    private var third = Entry.unused
    private var more: [Entry] = []

    private static func key(_ proposal: ProposedViewSize) -> (width: Double, height: Double) {
        (proposal.width.map(Double.init) ?? -1, proposal.height.map(Double.init) ?? -1)
    }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            let (width, height) = Self.key(proposal)
            if first.width == width, first.height == height { return first.size }
            if second.width == width, second.height == height { return second.size }
            if third.width == width, third.height == height { return third.size }
            return more.first { $0.width == width && $0.height == height }?.size
        }
        set {
            guard let newValue else { return }
            let (width, height) = Self.key(proposal)
            let entry = Entry(width: width, height: height, size: newValue)
            if first.width == Entry.unused.width {
                first = entry
            } else if second.width == Entry.unused.width {
                second = entry
            } else if third.width == Entry.unused.width {
                third = entry
            } else {
                more.append(entry)
            }
        }
    }
}
