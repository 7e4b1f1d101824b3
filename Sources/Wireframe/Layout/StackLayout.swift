import Foundation

/// SwiftUI's stack algorithm.
///
/// Along the axis, the stack subtracts the spacing, then offers space to its children group by
/// group in descending `layoutPriority`; each group gets what is left minus the minimum lengths
/// of the lower groups. Inside a group the least flexible child (the smallest difference between
/// its largest and smallest length) goes first and is offered an equal share of what remains.
/// Spacers come after the other children of their group, which share what remains once the
/// spacers' minimum lengths are set aside (SwiftUI leaves text beside a `Spacer` unwrapped
/// while it fits).
/// Across the axis every child gets the stack's proposal.
extension LayoutNode {
    /// The proposal each child is offered for `proposal` and the size it chooses, in order.
    func stackChildSizes(_ proposal: ProposedViewSize, stack: StackNode) -> [(offer: ProposedViewSize, size: CGSize)] {
        let axis = stack.axis
        let cross = proposal.length(along: axis.crossAxis)
        guard let available = proposal.length(along: axis) else {
            let offer = ProposedViewSize(axis: axis, main: nil, cross: cross)
            return children.map { (offer, $0.sizeThatFits(offer)) }
        }
        let spacing = stack.spacing * CGFloat(max(children.count - 1, 0))
        var remaining = available - spacing
        if children.count == 1 {
            // One child takes all there is: no flexibility to compare, so no probes.
            let offer = ProposedViewSize(axis: axis, main: max(remaining, 0), cross: cross)
            return [(offer, children[0].sizeThatFits(offer))]
        }

        struct Candidate {
            let index: Int
            let priority: Double
            let minimum: CGFloat
            let flexibility: CGFloat
            let isSpacer: Bool
        }
        let candidates = children.enumerated().map { index, child in
            let minimum = child.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross)).length(along: axis)
            let maximum = child.sizeThatFits(ProposedViewSize(axis: axis, main: .infinity, cross: cross)).length(along: axis)
            let isSpacer = if case .spacer = child.kind { true } else { false }
            return Candidate(
                index: index, priority: child.layoutPriority, minimum: minimum, flexibility: maximum - minimum, isSpacer: isSpacer)
        }

        var slots = [(offer: ProposedViewSize, size: CGSize)](repeating: (.zero, .zero), count: children.count)
        let priorities = Set(candidates.map(\.priority)).sorted(by: >)
        var minimumOfLowerGroups = candidates.reduce(CGFloat(0)) { $0 + $1.minimum }
        for priority in priorities {
            // Spacers go last in their group, with their minimum lengths set aside, so content
            // is not squeezed to share space with the spacer that separates it.
            let group = candidates.filter { $0.priority == priority }
                .sorted { ($0.isSpacer ? 1 : 0, $0.flexibility, $0.index) < ($1.isSpacer ? 1 : 0, $1.flexibility, $1.index) }
            minimumOfLowerGroups -= group.reduce(CGFloat(0)) { $0 + $1.minimum }
            var groupRemaining = remaining - minimumOfLowerGroups
            var spacerReserve = group.reduce(CGFloat(0)) { $0 + ($1.isSpacer ? $1.minimum : 0) }
            var unplacedContent = group.count { !$0.isSpacer }
            var unplacedSpacers = group.count - unplacedContent
            for candidate in group {
                let offer: CGFloat
                if candidate.isSpacer {
                    offer = max(groupRemaining / CGFloat(unplacedSpacers), 0)
                    spacerReserve -= candidate.minimum
                    unplacedSpacers -= 1
                } else {
                    offer = max((groupRemaining - spacerReserve) / CGFloat(unplacedContent), 0)
                    unplacedContent -= 1
                }
                let proposal = ProposedViewSize(axis: axis, main: offer, cross: cross)
                let size = children[candidate.index].sizeThatFits(proposal)
                slots[candidate.index] = (proposal, size)
                groupRemaining -= size.length(along: axis)
                remaining -= size.length(along: axis)
            }
        }
        return slots
    }

    /// The stack's size: the children's lengths and spacing along the axis, the largest across.
    func stackSize(of sizes: [CGSize], stack: StackNode) -> CGSize {
        let axis = stack.axis
        var main = stack.spacing * CGFloat(max(sizes.count - 1, 0))
        var cross: CGFloat = 0
        for size in sizes {
            main += size.length(along: axis)
            cross = max(cross, size.length(along: axis.crossAxis))
        }
        return CGSize(axis: axis, main: max(main, 0), cross: cross)
    }

    /// Places the children one after another along the axis, aligned across it.
    func placeStackChildren(in frame: CGRect, proposal: ProposedViewSize, stack: StackNode) -> [PlacedNode] {
        let axis = stack.axis
        let slots = stackChildSizes(proposal, stack: stack)
        let crossLength = frame.size.length(along: axis.crossAxis)
        let fraction = axis == .horizontal ? stack.alignment.vertical.fraction : stack.alignment.horizontal.fraction
        var position = axis == .horizontal ? frame.minX : frame.minY
        var placed: [PlacedNode] = []
        placed.reserveCapacity(children.count)
        for (child, slot) in zip(children, slots) {
            let crossOffset = (crossLength - slot.size.length(along: axis.crossAxis)) * fraction
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: frame.minY + crossOffset)
                : CGPoint(x: frame.minX + crossOffset, y: position)
            placed.append(child.place(at: origin, proposal: slot.offer))
            position += slot.size.length(along: axis) + stack.spacing
        }
        return placed
    }

    /// The priority the stack reads from a child, looking through single-child modifiers.
    var layoutPriority: Double {
        var node = self
        while true {
            if case .layoutPriority(let value) = node.kind { return value }
            switch node.kind {
            case .padding, .frame, .flexibleFrame, .fixedSize, .background, .overlay, .clip, .border,
                .opacity, .shadow, .hidden, .identified, .onAppear, .ignoresSafeArea, .deletable, .listRowSeparator:
                guard let first = node.children.first else { return 0 }
                node = first
            default:
                return 0
            }
        }
    }
}
