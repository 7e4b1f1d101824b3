import Foundation

extension View {
    /// Sets where the view's horizontal alignment guide `g` lies, as an offset from its leading
    /// edge computed from its dimensions; stacks, frames, overlays and layouts that align by `g`
    /// line it up there. `g` may be a guide of your own (an ``AlignmentID``), and the containers
    /// around the view report the guide it set, so a guide set deep inside one stack lines up
    /// with another stack's.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { _ in -16 }
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(PrimitiveLayoutModifier(layout: AlignmentGuideLayout(guide: .horizontal(g), computeValue: computeValue)))
    }

    /// Sets where the view's vertical alignment guide `g` lies, as an offset from its top edge
    /// computed from its dimensions; `g` may be a guide of your own (an ``AlignmentID``).
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     Image(systemName: "star")
    ///     Text("Raised").alignmentGuide(.top) { d in d[.bottom] / 2 }
    /// }
    /// ```
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(PrimitiveLayoutModifier(layout: AlignmentGuideLayout(guide: .vertical(g), computeValue: computeValue)))
    }
}

/// An alignment guide as the engine keys it: the guide and its axis.
enum AlignmentGuideKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// The layout of `alignmentGuide(_:computeValue:)`: the child as it is, with one guide set.
struct AlignmentGuideLayout: PrimitiveLayout {
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
        case .horizontal(let guide): "alignmentGuide(\(guide))"
        case .vertical(let guide): "alignmentGuide(\(guide))"
        }
    }

    /// Two guides are equal when they set the same guide: their functions, which nothing can
    /// compare, are not.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.summary == rhs.summary }

    /// The guide's offset in a view of `dimensions`, made finite.
    func value(in dimensions: ViewDimensions) -> CGFloat {
        let value = compute.value(dimensions)
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
    /// The guides set with `alignmentGuide` in `node` or, through its content (never a
    /// background's or overlay's decoration), the views inside it: the guides it can report.
    static func explicitGuideKeys(of kind: Node.Kind, arity: Node.Kind.ChildArity, children: LayoutChildren) -> Set<AlignmentGuideKey> {
        var keys: Set<AlignmentGuideKey> = []
        if let guide = kind.as(AlignmentGuideLayout.self) { keys.insert(guide.guide) }
        for child in arity == .contentAndDecoration ? children.prefix(1) : children[...] {
            keys.formUnion(child.explicitGuideKeys)
        }
        return keys
    }

    /// The explicit alignment guides of this node for `proposal`: those it sets, and those the
    /// views inside it set, merged.
    func explicitGuides(for proposal: ProposedViewSize) -> [AlignmentGuideKey: CGFloat] {
        guard !explicitGuideKeys.isEmpty else { return [:] }
        var guides: [AlignmentGuideKey: CGFloat] = [:]
        for key in explicitGuideKeys {
            if let value = explicitGuide(key, for: proposal) { guides[key] = value }
        }
        return guides
    }

    /// The value of the guide `key` this node sets or reports for `proposal`, or `nil`.
    ///
    /// An `alignmentGuide` for the key computes it from its content's dimensions (the outer of two
    /// wins); any other node reports the mean of the values its content views report, each moved
    /// by where the node places that view, as SwiftUI's containers merge their subviews' guides.
    func explicitGuide(_ key: AlignmentGuideKey, for proposal: ProposedViewSize) -> CGFloat? {
        guard explicitGuideKeys.contains(key) else { return nil }
        let proposal = proposal.sanitized
        if let cached = cachedExplicitGuide(key, for: proposal) { return cached }
        let value = computeExplicitGuide(key, for: proposal)
        cacheExplicitGuide(key, for: proposal, value: value)
        return value
    }

    private func computeExplicitGuide(_ key: AlignmentGuideKey, for proposal: ProposedViewSize) -> CGFloat? {
        let size = sizeThatFits(proposal).clampedToFinite
        if let guide = kind.as(AlignmentGuideLayout.self), guide.guide == key {
            let inner = content?.explicitGuides(for: proposal) ?? [:]
            return guide.value(in: ViewDimensions(size: size, explicit: inner))
        }
        // Where the node places its views for this proposal, from its own top-leading corner.
        let placed = primitive.place(self, in: CGRect(origin: .zero, size: size), proposal: proposal)
        let reporting = primitive.childArity == .contentAndDecoration ? 1 : children.count
        guard placed.children.count >= reporting else { return nil }
        var values: [CGFloat?] = []
        for (child, placedChild) in zip(children.prefix(reporting), placed.children) where child.explicitGuideKeys.contains(key) {
            if placedChild.kind.is(HiddenNode.self) { continue }
            let frame = placedChild.frame
            guard let value = child.explicitGuide(key, for: ProposedViewSize(frame.size)) else { continue }
            switch key {
            case .horizontal: values.append(frame.minX + value)
            case .vertical: values.append(frame.minY + value)
            }
        }
        return combineExplicitValues(values)
    }
}
