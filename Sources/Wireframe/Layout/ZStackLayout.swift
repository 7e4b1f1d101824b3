import Foundation

/// An overlaying stack's layout, usable on its own as a ``Layout`` and the layout `ZStack` uses.
///
/// Every subview is offered the stack's whole proposal; the stack is as large as the largest of
/// them, and each is placed in it by `alignment`, later subviews over earlier ones.
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

    /// The union of the subviews' sizes for the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    /// Places each subview by the alignment, sized for the stack's proposal.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
        }
    }
}
