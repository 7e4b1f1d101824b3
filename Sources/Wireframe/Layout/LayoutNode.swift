import Foundation

/// The layout of one render: the target's metrics and the screen's safe area.
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
    private var containerSizeOfContent: [ObjectIdentifier: ProposedViewSize] = [:]

    /// Runs `body`, which lays out the content of `container`, with `size` as the nearest
    /// container's. A content that has a view sized by its container first forgets what it measured
    /// in another container size: its sizes are cached by proposal, and a stack probing a scroll view
    /// with heights of zero and infinity proposes the content the same width each time.
    func withContainer<Result>(_ size: ProposedViewSize, of container: LayoutNode, _ body: () throws -> Result) rethrows -> Result {
        try withContainer(size) {
            if container.dependsOnContainer {
                let key = ObjectIdentifier(container)
                if let last = containerSizeOfContent[key], last != containerSize {
                    for child in container.children { child.forgetMeasurements() }
                }
                containerSizeOfContent[key] = containerSize
            }
            return try body()
        }
    }
}

/// A node during layout: SwiftUI's protocol of "parent proposes, child chooses, parent places",
/// with every answer cached per proposal so nested stacks measure each child a bounded number
/// of times.
final class LayoutNode {
    let kind: Node.Kind
    /// What the kind means to layout: the node's measurement and placement are its primitive's.
    let primitive: any NodePrimitive
    let children: [LayoutNode]
    /// The axis of the enclosing stack, which orients spacers and dividers.
    let stackAxis: Axis?
    unowned let context: LayoutContext
    /// Answers already given, searched linearly: a node sees only a handful of proposals.
    private var sizes = SizeCache()
    /// Whether the node or a view inside it is sized by its container (`containerRelativeFrame`).
    let dependsOnContainer: Bool
    /// The alignment guides the node or the views inside it set, which it reports to its parent.
    let explicitGuideKeys: Set<AlignmentGuideKey>
    /// The values of those guides already computed, by guide and proposal.
    var explicitGuideCache: [(key: AlignmentGuideKey, proposal: ProposedViewSize, value: CGFloat?)] = []
    /// For text: its measurement, made or found in the render's on first use.
    var textMeasurement: TextMeasurement?
    /// For stacks and layouts: the ``Layout`` that arranges the children, with its cache.
    lazy var container: (any ContainerLayout)? = primitive.makeContainer(in: context)
    /// For stacks and layouts: the children as the layout sees them, with the children of subview
    /// groups in their place when the layout expands groups (a `Grid`'s rows).
    lazy var subviews = makeSubviews()

    init(_ node: Node, stackAxis: Axis?, context: LayoutContext, depth: Int = 0) {
        self.kind = node.kind
        let primitive = node.kind.primitive
        self.primitive = primitive
        self.stackAxis = stackAxis
        self.context = context
        // A tree built by hand may be nested without bound: stop at the limit rather than
        // exhaust the stack, and let the caller report it.
        guard depth < maximumViewDepth else {
            context.isTooDeep = true
            self.children = []
            self.dependsOnContainer = false
            self.explicitGuideKeys = []
            return
        }
        let arity = primitive.childArity
        var childNodes = node.children
        switch arity {
        case .one where childNodes.count > 1:
            childNodes = [Node.implicitStack(of: childNodes)]
        case .none where !childNodes.isEmpty:
            context.warn("a \(primitive.summary) node has \(childNodes.count) children, which it does not draw")
        case .contentAndDecoration where childNodes.count > 2:
            context.warn("a \(primitive.summary) node draws its first two children, content and decoration, not \(childNodes.count)")
        case .one, .none, .contentAndDecoration, .many:
            break
        }
        let childAxis = primitive.childStackAxis(in: stackAxis)
        var children: [LayoutNode] = []
        children.reserveCapacity(childNodes.count)
        for index in childNodes.indices {
            if case .empty = childNodes[index].kind { continue }
            // The decoration of a background or overlay is laid out on its own, outside any stack.
            let isDecoration = index > 0 && arity == .contentAndDecoration
            children.append(LayoutNode(childNodes[index], stackAxis: isDecoration ? nil : childAxis, context: context, depth: depth + 1))
        }
        self.children = children
        dependsOnContainer = primitive.isSizedByContainer || children.contains { $0.dependsOnContainer }
        explicitGuideKeys = Self.explicitGuideKeys(of: node.kind, arity: arity, children: children)
    }

    /// Forgets every size measured in the subtree, and its layouts' caches, for a container size
    /// that changed.
    func forgetMeasurements() {
        guard dependsOnContainer else { return }
        sizes = SizeCache()
        explicitGuideCache = []
        container = primitive.makeContainer(in: context)
        for child in children { child.forgetMeasurements() }
    }

    // MARK: Sizing

    /// The size the node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let size = sizes[proposal] { return size }
        let size = primitive.sizeThatFits(proposal, of: self)
        sizes[proposal] = size
        return size
    }

    /// The view a modifier modifies: the first child.
    var content: LayoutNode? { children.first }

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
        PlacedNode(kind: kind, frame: frame, children: children, text: text)
    }

    /// The content placed at `origin` for `proposal`, as the only child; none without content.
    func placeContent(at origin: CGPoint, proposal: ProposedViewSize) -> [PlacedNode] {
        content.map { [$0.place(at: origin, proposal: proposal)] } ?? []
    }

    /// The content placed aligned inside `frame`, as the only child.
    /// The content's guides (those it sets, or their defaults) go on the frame's own.
    func placeContent(in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> [PlacedNode] {
        guard let content else { return [] }
        let dimensions = ViewDimensions(size: content.sizeThatFits(proposal), explicit: content.explicitGuides(for: proposal))
        let origin = alignment.origin(of: dimensions, in: frame, on: ViewDimensions(size: frame.size))
        return [content.place(at: origin, proposal: proposal)]
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
            return PlacedNode(kind: .hidden, frame: placed.frame, children: [placed])
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
            let shown = cells.filter { if case .hidden = $0.kind { false } else { true } }
            let union = shown.dropFirst().reduce(shown.first?.frame ?? CGRect(origin: frame.origin, size: .zero)) { $0.union($1.frame) }
            placedChildren.append(PlacedNode(kind: child.kind, frame: union, children: cells))
        }
        return placedChildren
    }

    /// The children as the container's layout sees them.
    private func makeSubviews() -> LayoutSubviews {
        guard case .layout(let layout) = kind, layout.expandsSubviewGroups else {
            return LayoutSubviews(nodes: children, placements: LayoutPlacements(count: children.count))
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
    private var isSubviewGroup: Bool {
        if case .layout(let layout) = kind { layout.isSubviewGroup } else { false }
    }

    /// The priority a stack reads from this node, looking through single-child modifiers.
    var layoutPriority: Double {
        var node = self
        while true {
            if case .layoutPriority(let value) = node.kind { return value }
            guard node.primitive.isTransparentToLayout, let first = node.children.first else { return 0 }
            node = first
        }
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
private struct SizeCache {
    private var first: (ProposedViewSize, CGSize)?
    private var second: (ProposedViewSize, CGSize)?
    private var third: (ProposedViewSize, CGSize)?
    private var more: [(ProposedViewSize, CGSize)] = []

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            if let first, first.0 == proposal { return first.1 }
            if let second, second.0 == proposal { return second.1 }
            if let third, third.0 == proposal { return third.1 }
            return more.first { $0.0 == proposal }?.1
        }
        set {
            guard let newValue else { return }
            if first == nil {
                first = (proposal, newValue)
            } else if second == nil {
                second = (proposal, newValue)
            } else if third == nil {
                third = (proposal, newValue)
            } else {
                more.append((proposal, newValue))
            }
        }
    }
}
