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

    init(metrics: LayoutMetrics, screen: CGRect, safeArea: CGRect) {
        self.metrics = metrics
        self.screen = screen
        self.safeArea = safeArea
    }
}

/// A node during layout: SwiftUI's protocol of "parent proposes, child chooses, parent places",
/// with every answer cached per proposal so nested stacks measure each child a bounded number
/// of times.
final class LayoutNode {
    let kind: Node.Kind
    let children: [LayoutNode]
    /// The axis of the enclosing stack, which orients spacers and dividers.
    let stackAxis: Axis?
    unowned let context: LayoutContext
    /// Answers already given, searched linearly: a node sees only a handful of proposals.
    private var sizes = SizeCache()
    lazy var preparedText: PreparedText? = prepareText()
    /// For stacks and layouts: the ``Layout`` that arranges the children, with its cache.
    lazy var container: (any ContainerLayout)? = makeContainer()
    /// For stacks and layouts: the children as the layout sees them, with the children of subview
    /// groups in their place when the layout expands groups (a `Grid`'s rows).
    lazy var subviews = makeSubviews()
    /// Text layouts already made, by width limit and line limit.
    var textLayouts: [(maxWidth: Double?, maxLines: Int?, layout: TextLayout)] = []

    init(_ node: Node, stackAxis: Axis?, context: LayoutContext, depth: Int = 0) {
        self.kind = node.kind
        self.stackAxis = stackAxis
        self.context = context
        let childAxis: Axis?
        switch node.kind {
        case .stack(let stack): childAxis = stack.axis
        case .layout(let layout): childAxis = layout.isModifier ? stackAxis : layout.stackOrientation
        case .zStack, .scroll, .button, .list, .navigationStack: childAxis = nil
        // Modifiers of one view keep the enclosing stack's axis for it; leaves have no children.
        case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .layoutValue, .background, .overlay, .clip, .border,
            .opacity, .shadow, .hidden, .identified, .deletable, .listRowSeparator, .ignoresSafeArea, .onAppear,
            .empty, .text, .image, .shape, .spacer, .divider, .textField:
            childAxis = stackAxis
        }
        var children: [LayoutNode] = []
        // A tree built by hand may be nested without bound: stop at the limit rather than
        // exhaust the stack, and let the caller report it.
        guard depth < maximumViewDepth else {
            context.isTooDeep = true
            self.children = []
            return
        }
        var node = node
        switch node.kind.childArity {
        case .one where node.children.count > 1:
            node.children = [Node.implicitStack(of: node.children)]
        case .none where !node.children.isEmpty:
            context.warn("a \(node.kind.summary) node has \(node.children.count) children, which it does not draw")
        case .contentAndDecoration where node.children.count > 2:
            context.warn("a \(node.kind.summary) node draws its first two children, content and decoration, not \(node.children.count)")
        case .one, .none, .contentAndDecoration, .many:
            break
        }
        children.reserveCapacity(node.children.count)
        for (index, child) in node.children.enumerated() {
            if case .empty = child.kind { continue }
            // The decoration of a background or overlay is laid out on its own, outside any stack.
            let isDecoration = index > 0 && node.kind.isDecoration
            children.append(LayoutNode(child, stackAxis: isDecoration ? nil : childAxis, context: context, depth: depth + 1))
        }
        self.children = children
    }

    // MARK: Sizing

    /// The size the node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let size = sizes[proposal] { return size }
        let size = computeSize(proposal)
        sizes[proposal] = size
        return size
    }

    private var content: LayoutNode? { children.first }

    private func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        switch kind {
        case .empty:
            return .zero
        case .text:
            return textLayout(for: proposal).map { CGSize(width: $0.layout.width, height: CGFloat($0.layout.lines.count) * $0.lineHeight) }
                ?? .zero
        case .image(let image):
            return context.metrics.imageSize(in: image.font)
        case .shape:
            return proposal.replacingUnspecified(with: 10)
        case .spacer(let minLength):
            return spacerSize(proposal, minLength: minLength ?? defaultSpacing)
        case .divider:
            let axis = stackAxis ?? .vertical
            let thickness = context.metrics.hairline(along: axis)
            return axis == .vertical
                ? CGSize(width: proposal.width ?? 0, height: thickness)
                : CGSize(width: thickness, height: proposal.height ?? 0)
        case .stack, .zStack, .layout:
            return container?.sizeThatFits(proposal, subviews: subviews) ?? .zero
        case .padding(let insets):
            let inner = content?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
            return CGSize(width: max(inner.width + insets.horizontal, 0), height: max(inner.height + insets.vertical, 0))
        case .frame(let frame):
            let inner =
                content?.sizeThatFits(ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
                ?? .zero
            return CGSize(width: frame.width ?? inner.width, height: frame.height ?? inner.height)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(proposal, frame: frame)
        case .fixedSize(let axes):
            return content?.sizeThatFits(proposal.fixing(axes)) ?? .zero
        case .textField(let field):
            return textFieldSize(proposal, field: field)
        case .scroll(let axes):
            // Along its axes a scroll view takes what it is offered; across them it is only as
            // large as its content, so a trailing-aligned scroll view sits at the trailing edge.
            let inner = content?.sizeThatFits(proposal.fixing(axes)) ?? .zero
            return CGSize(
                width: axes.contains(.horizontal) ? proposal.width ?? inner.width : inner.width,
                height: axes.contains(.vertical) ? proposal.height ?? inner.height : inner.height
            )
        case .layoutPriority, .layoutValue, .background, .overlay, .clip, .border, .opacity, .shadow, .hidden, .identified,
            .button, .deletable, .list, .listRowSeparator, .navigationStack, .ignoresSafeArea, .onAppear:
            return content?.sizeThatFits(proposal) ?? .zero
        }
    }

    private func spacerSize(_ proposal: ProposedViewSize, minLength: CGFloat) -> CGSize {
        guard let axis = stackAxis else {
            return CGSize(width: max(proposal.width ?? 0, 0), height: max(proposal.height ?? 0, 0))
        }
        let main = max(proposal.length(along: axis) ?? minLength, minLength)
        return CGSize(axis: axis, main: main, cross: 0)
    }

    /// SwiftUI's flexible frame: with a minimum or maximum in a dimension, the frame takes the
    /// proposal clamped to them (the content's size where the proposal is unspecified); with
    /// neither, it follows the content.
    private func flexibleFrameSize(_ proposal: ProposedViewSize, frame: FlexibleFrameNode) -> CGSize {
        let childProposal = frame.childProposal(for: proposal)
        let inner = content?.sizeThatFits(childProposal) ?? .zero
        func dimension(_ child: CGFloat, proposed: CGFloat?, minimum: CGFloat?, maximum: CGFloat?) -> CGFloat {
            var result = child
            let proposed = proposed ?? child
            if let minimum { result = max(minimum, min(result, proposed)) }
            if let maximum { result = min(maximum, max(result, proposed)) }
            return result
        }
        return CGSize(
            width: dimension(inner.width, proposed: childProposal.width, minimum: frame.minWidth, maximum: frame.maxWidth),
            height: dimension(inner.height, proposed: childProposal.height, minimum: frame.minHeight, maximum: frame.maxHeight)
        )
    }

    private func textFieldSize(_ proposal: ProposedViewSize, field: TextFieldNode) -> CGSize {
        let shown = field.text.isEmpty ? field.placeholder : field.text
        let ideal = sanitizedForDisplay(shown).reduce(CGFloat(0)) { $0 + context.metrics.advance(of: $1, font: field.font) }
        return CGSize(width: proposal.width ?? ideal, height: context.metrics.lineHeight(of: field.font))
    }

    // MARK: Placement

    /// Places the node with its top-leading corner at `origin`, sized for `proposal`.
    func place(at origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode {
        let proposal = proposal.sanitized
        let size = sizeThatFits(proposal).clampedToFinite
        var frame = CGRect(origin: origin, size: size)
        var placedChildren: [PlacedNode] = []
        var text: PlacedText?

        switch kind {
        case .text:
            text = textLayout(for: proposal)
        case .stack, .zStack, .layout:
            placedChildren = placeSubviews(in: frame, proposal: proposal)
        case .padding(let insets):
            if let content {
                let inner = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
                placedChildren = [content.place(at: inner, proposal: proposal.inset(by: insets))]
            }
        case .frame(let fixed):
            let childProposal = ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
            placedChildren = placeContent(in: frame, proposal: childProposal, alignment: fixed.alignment)
        case .flexibleFrame(let flexible):
            placedChildren = placeContent(in: frame, proposal: flexible.childProposal(for: proposal), alignment: flexible.alignment)
        case .fixedSize(let axes):
            placedChildren = placeContent(in: frame, proposal: proposal.fixing(axes), alignment: .center)
        case .scroll(let axes):
            if let content {
                let childProposal = proposal.fixing(axes)
                let childSize = content.sizeThatFits(childProposal)
                var childOrigin = Alignment.center.origin(of: childSize, in: frame)
                if axes.contains(.horizontal) { childOrigin.x = frame.minX }
                if axes.contains(.vertical) { childOrigin.y = frame.minY }
                placedChildren = [content.place(at: childOrigin, proposal: childProposal)]
            }
        case .background(let alignment), .overlay(let alignment):
            if let content {
                let placedContent = content.place(at: origin, proposal: proposal)
                placedChildren = [placedContent]
                if children.count > 1 {
                    let decoration = children[1]
                    let area = CGRect(origin: origin, size: size)
                    let decorationProposal = ProposedViewSize(area.size)
                    let decorationSize = decoration.sizeThatFits(decorationProposal)
                    placedChildren.append(
                        decoration.place(at: alignment.origin(of: decorationSize, in: area), proposal: decorationProposal))
                }
            }
        case .ignoresSafeArea(let edges):
            frame = frame.extended(into: context, on: edges)
            placedChildren = placeContent(in: frame, proposal: ProposedViewSize(frame.size), alignment: .center)
        // Modifiers that lay their content out where they are, at their own proposal; leaves
        // have no content.
        case .layoutPriority, .layoutValue, .clip, .border, .opacity, .shadow, .hidden, .identified, .button, .deletable, .list,
            .listRowSeparator, .navigationStack, .onAppear, .empty, .image, .shape, .spacer, .divider, .textField:
            if let content {
                placedChildren = [content.place(at: origin, proposal: proposal)]
            }
        }
        return PlacedNode(kind: kind, frame: frame, children: placedChildren, text: text)
    }

    /// Asks the container's layout to place the children in `frame`; a child it never placed is
    /// hidden at the frame's top-leading corner. An expanded group is placed as the union of its
    /// children's frames, around them.
    private func placeSubviews(in frame: CGRect, proposal: ProposedViewSize) -> [PlacedNode] {
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

    private func makeContainer() -> (any ContainerLayout)? {
        switch kind {
        case .stack(let stack):
            switch stack.axis {
            case .horizontal:
                HStackLayout(alignment: stack.alignment.vertical, spacing: stack.spacing).container(in: context)
            case .vertical:
                VStackLayout(alignment: stack.alignment.horizontal, spacing: stack.spacing).container(in: context)
            }
        case .zStack(let alignment):
            ZStackLayout(alignment: alignment).container(in: context)
        case .layout(let layout):
            layout.layout.container(in: context)
        case .empty, .text, .image, .shape, .spacer, .divider, .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority,
            .layoutValue, .background, .overlay, .clip, .border, .opacity, .shadow, .hidden, .identified, .button, .textField,
            .scroll, .deletable, .list, .listRowSeparator, .navigationStack, .ignoresSafeArea, .onAppear:
            nil
        }
    }

    /// The priority a stack reads from this node, looking through single-child modifiers.
    var layoutPriority: Double {
        var node = self
        while true {
            if case .layoutPriority(let value) = node.kind { return value }
            guard node.kind.isTransparentToLayout, let first = node.children.first else { return 0 }
            node = first
        }
    }

    /// Places the only child aligned inside `frame`.
    private func placeContent(in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> [PlacedNode] {
        guard let content else { return [] }
        let childSize = content.sizeThatFits(proposal)
        return [content.place(at: alignment.origin(of: childSize, in: frame), proposal: proposal)]
    }
}

extension Node.Kind {
    /// Whether a layout reads the priority and layout values of this node's first child as its
    /// own: true of the modifiers that wrap one view.
    var isTransparentToLayout: Bool {
        switch self {
        case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .layoutValue, .background, .overlay, .clip,
            .border, .opacity, .shadow, .hidden, .identified, .onAppear, .ignoresSafeArea, .deletable, .listRowSeparator:
            true
        case .layout(let layout):
            layout.isModifier
        case .empty, .text, .image, .shape, .spacer, .divider, .stack, .zStack, .button, .textField, .scroll, .list, .navigationStack:
            false
        }
    }

    /// How many children a node of this kind lays out.
    enum ChildArity {
        /// None: a leaf draws itself.
        case none
        /// One view: a modifier's content, a scroll view's or a button's. Several given by hand
        /// or in JSON are stacked vertically, as several views in a `ScrollView` are.
        case one
        /// The content, then the decoration drawn behind or over it.
        case contentAndDecoration
        /// Any number, arranged by the kind's layout.
        case many
    }

    /// How many children a node of this kind lays out.
    var childArity: ChildArity {
        switch self {
        case .empty, .text, .image, .shape, .spacer, .divider, .textField:
            .none
        case .stack, .zStack:
            .many
        case .layout(let layout):
            layout.isModifier ? .one : .many
        case .background, .overlay:
            .contentAndDecoration
        case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .layoutValue, .clip, .border, .opacity, .shadow, .hidden,
            .identified, .button, .scroll, .deletable, .list, .listRowSeparator, .navigationStack, .ignoresSafeArea, .onAppear:
            .one
        }
    }

    /// Whether the node's second child decorates the first (backgrounds and overlays).
    var isDecoration: Bool {
        switch self {
        case .background, .overlay:
            true
        case .empty, .text, .image, .shape, .spacer, .divider, .stack, .zStack, .layout, .padding, .frame, .flexibleFrame, .fixedSize,
            .layoutPriority, .layoutValue, .clip, .border, .opacity, .shadow, .hidden, .identified, .button, .textField, .scroll,
            .deletable, .list, .listRowSeparator, .navigationStack, .ignoresSafeArea, .onAppear:
            false
        }
    }
}

extension FlexibleFrameNode {
    /// The proposal the content gets: unspecified dimensions take the ideal, the rest is clamped.
    func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        func dimension(_ proposed: CGFloat?, minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            return value
        }
        return ProposedViewSize(
            width: dimension(proposal.width, minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
            height: dimension(proposal.height, minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        )
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

extension CGRect {
    /// The rectangle extended to the screen's edge on each of `edges` where it reaches the safe area.
    func extended(into context: LayoutContext, on edges: Edge.Set) -> CGRect {
        let safe = context.safeArea
        let screen = context.screen
        let tolerance: CGFloat = 0.5
        var minX = self.minX
        var minY = self.minY
        var maxX = self.maxX
        var maxY = self.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
