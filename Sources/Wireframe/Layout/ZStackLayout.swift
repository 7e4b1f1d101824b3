import Foundation

/// An overlaying stack's layout, usable on its own as a ``Layout`` and the layout `ZStack` uses.
///
/// Every subview is offered the stack's whole proposal and placed with its `alignment` guides on
/// the stack's, later subviews over earlier ones; without guides of their own, the stack is as
/// large as the largest subview.
///
/// ```swift
/// ZStackLayout(alignment: .bottom) { Color.white; Text("Toast") }
/// ```
public struct ZStackLayout: Layout {
    /// Where each subview sits in the stack.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The subviews' sizes for the proposal with their alignment guides lined up: as far before
    /// each guide line as the furthest guide, and as far after it as the furthest subview reaches
    /// (the largest subview, when no subview sets a guide of its own).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extent(proposal: proposal, subviews: subviews).size
    }

    /// Places each subview with its alignment guides on the stack's guide lines.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let extent = extent(proposal: proposal, subviews: subviews)
        for (offset, subview) in subviews.enumerated() {
            let guide = extent.guides[offset]
            let origin = CGPoint(x: bounds.minX + extent.line.x - guide.x, y: bounds.minY + extent.line.y - guide.y)
            subview.place(at: origin, proposal: proposal)
        }
    }

    private func extent(proposal: ProposedViewSize, subviews: Subviews) -> (guides: [CGPoint], line: CGPoint, size: CGSize) {
        var guides: [CGPoint] = []
        var line = CGPoint.zero
        var after = CGSize.zero
        var largest = CGSize.zero
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            let guide = CGPoint(x: finite(dimensions[alignment.horizontal]), y: finite(dimensions[alignment.vertical]))
            guides.append(guide)
            line = CGPoint(x: max(line.x, guide.x), y: max(line.y, guide.y))
            largest = CGSize(width: max(largest.width, dimensions.width), height: max(largest.height, dimensions.height))
            if dimensions.width.isFinite { after.width = max(after.width, dimensions.width - guide.x) }
            if dimensions.height.isFinite { after.height = max(after.height, dimensions.height - guide.y) }
        }
        // A subview asked for its largest size may be infinite: so is the stack, in that dimension.
        let size = CGSize(
            width: largest.width.isFinite ? max(line.x + after.width, 0) : largest.width,
            height: largest.height.isFinite ? max(line.y + after.height, 0) : largest.height
        )
        return (guides, line, size)
    }
}
