import Foundation

extension View {
    /// Sets where the view's horizontal alignment guide `g` lies, as an offset from its leading
    /// edge computed from its dimensions; stacks and layouts that align by `g` line it up there.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { _ in -16 }
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(PrimitiveLayoutModifier(layout: AlignmentGuideLayout(guide: .horizontal(g.fraction), computeValue: computeValue)))
    }

    /// Sets where the view's vertical alignment guide `g` lies, as an offset from its top edge
    /// computed from its dimensions.
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     Image(systemName: "star")
    ///     Text("Raised").alignmentGuide(.top) { d in d[.bottom] / 2 }
    /// }
    /// ```
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(PrimitiveLayoutModifier(layout: AlignmentGuideLayout(guide: .vertical(g.fraction), computeValue: computeValue)))
    }
}

/// An alignment guide as the engine keys it: its axis and its default fraction of the size.
enum AlignmentGuideKey: Hashable, Sendable {
    case horizontal(CGFloat)
    case vertical(CGFloat)
}

/// The layout of `alignmentGuide(_:computeValue:)`: the child as it is, with one guide set.
struct AlignmentGuideLayout: PrimitiveLayout, CustomStringConvertible {
    // `@unchecked`: the closure is SwiftUI's non-`Sendable` one; layout only calls it where the
    // view was resolved, on the main actor.
    private final class Compute: @unchecked Sendable {
        let value: (ViewDimensions) -> CGFloat
        init(_ value: @escaping (ViewDimensions) -> CGFloat) { self.value = value }
    }

    let guide: AlignmentGuideKey
    private let compute: Compute

    init(guide: AlignmentGuideKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.guide = guide
        compute = Compute(computeValue)
    }

    static let jsonName = "alignmentGuide"
    static let jsonFields: [String] = []
    static var isModifier: Bool { true }

    init(json object: JSONObjectReader) throws {
        throw NodeDecodingError(path: object.path, message: "an alignment guide computes its value in code, which JSON cannot hold")
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        throw unencodable(fields.path, "an alignment guide computes its value in code, which JSON cannot hold")
    }

    var summary: String {
        switch guide {
        case .horizontal(let fraction): "alignmentGuide(\(HorizontalAlignment(fraction: fraction)))"
        case .vertical(let fraction): "alignmentGuide(\(VerticalAlignment(fraction: fraction)))"
        }
    }

    var description: String { summary }

    /// The guide's offset for a view of `size`, made finite.
    func value(for size: CGSize, explicit: [AlignmentGuideKey: CGFloat]) -> CGFloat {
        let value = compute.value(ViewDimensions(size: size, explicit: explicit))
        return value.isFinite ? cleanCoordinate(value) : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

extension LayoutNode {
    /// The explicit alignment guides of this node for `proposal`, read through the single-child
    /// modifiers around it; of two guides for one alignment, the outer wins.
    func explicitGuides(for proposal: ProposedViewSize) -> [AlignmentGuideKey: CGFloat] {
        var chain: [(AlignmentGuideLayout, LayoutNode)] = []
        var node: LayoutNode? = self
        while let current = node {
            if case .layout(let layout) = current.kind, let guide = layout.layout as? AlignmentGuideLayout {
                chain.append((guide, current))
            }
            node = current.primitive.isTransparentToLayout ? current.children.first : nil
        }
        guard !chain.isEmpty else { return [:] }
        var guides: [AlignmentGuideKey: CGFloat] = [:]
        let size = sizeThatFits(proposal)
        // Inner guides first, so an outer guide's closure sees them and then replaces its own.
        for (guide, _) in chain.reversed() {
            guides[guide.guide] = guide.value(for: size, explicit: guides)
        }
        return guides
    }
}
