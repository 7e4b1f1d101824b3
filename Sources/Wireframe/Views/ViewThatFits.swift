import Foundation

/// A view that shows the first of its children that fits the space it is offered.
///
/// Each child's ideal size along `axes` is compared with the proposal, in order; the first that
/// fits is shown, sized for the proposal, and the others are not drawn. When none fits, the last
/// is shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delete all memos")
///     Text("Delete")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child whose ideal size fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(ViewThatFitsLayout(axes: axes), children: children)]
    }
}

/// The layout of ``ViewThatFits``: places the chosen child and leaves the others unplaced.
struct ViewThatFitsLayout: PrimitiveLayout {
    var axes: Axis.Set

    static let jsonName = "viewThatFits"
    static let jsonFields = ["axes"]
    static var hidesUnplacedSubviews: Bool { true }

    init(axes: Axis.Set) {
        self.axes = axes
    }

    init(json object: JSONObjectReader) throws {
        axes = try object["axes"].map(Axis.Set.init(json:)) ?? [.horizontal, .vertical]
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        if axes != [.horizontal, .vertical] { fields.append("axes", axes.jsonValue) }
    }

    var summary: String {
        let names = [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil]
        return "ViewThatFits(in: \(names.compactMap { $0 }.joined(separator: ", ")))"
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        chosen(for: proposal, in: subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        chosen(for: proposal, in: subviews)?.place(at: bounds.origin, proposal: proposal)
    }

    /// The first subview whose ideal size fits the proposal along the axes, else the last.
    private func chosen(for proposal: ProposedViewSize, in subviews: Subviews) -> LayoutSubview? {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        func fits(_ length: CGFloat, _ proposed: CGFloat?) -> Bool {
            guard let proposed else { return true }
            return length <= proposed + 0.001
        }
        return subviews.first { subview in
            let size = subview.sizeThatFits(ideal)
            return (!axes.contains(.horizontal) || fits(size.width, proposal.width))
                && (!axes.contains(.vertical) || fits(size.height, proposal.height))
        } ?? subviews.last
    }
}
