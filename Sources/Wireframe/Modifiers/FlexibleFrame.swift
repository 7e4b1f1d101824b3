import Foundation

extension View {
    /// Places the view in a flexible frame: the frame takes the size proposed to it, clamped between
    /// the minimum and maximum in each dimension where either is given, and follows the view where
    /// neither is.
    ///
    /// ```swift
    /// row.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)   // full width
    /// ```
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func bounds(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            let low = validDimension(minimum)
            var high = validMaximum(maximum)
            if let low, let upper = high, upper < low { high = low }
            return (low, validDimension(ideal), high)
        }
        let (minW, idealW, maxW) = bounds(minWidth, idealWidth, maxWidth)
        let (minH, idealH, maxH) = bounds(minHeight, idealHeight, maxHeight)
        let frame = FlexibleFrameNode(
            minWidth: minW, idealWidth: idealW, maxWidth: maxW,
            minHeight: minH, idealHeight: idealH, maxHeight: maxH,
            alignment: alignment
        )
        return modifier(WrappingModifier(kind: .flexibleFrame(frame)))
    }
}

/// A flexible frame with minimum, ideal and maximum dimensions.
///
/// ```swift
/// try Text("a").frame(maxWidth: .infinity).node().kind.as(FlexibleFrameNode.self)?.maxWidth == .infinity   // true
/// ```
package struct FlexibleFrameNode: Equatable, Sendable {
    /// The smallest width, or `nil` for no minimum.
    package var minWidth: CGFloat?
    /// The width taken when none is proposed, or `nil` for the content's.
    package var idealWidth: CGFloat?
    /// The largest width (`.infinity` to fill the proposal), or `nil` for no maximum.
    package var maxWidth: CGFloat?
    /// The smallest height, or `nil` for no minimum.
    package var minHeight: CGFloat?
    /// The height taken when none is proposed, or `nil` for the content's.
    package var idealHeight: CGFloat?
    /// The largest height (`.infinity` to fill the proposal), or `nil` for no maximum.
    package var maxHeight: CGFloat?
    /// Where the content sits in the frame.
    package var alignment: Alignment
}

extension FlexibleFrameNode: NodePrimitive {
    /// The fields of a flexible frame; a `frame` object with any of them but the alignment is one.
    static let jsonFields = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]

    static let jsonSchema = [JSONKindSchema("flexibleFrame", fields: jsonFields)]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .flexibleFrame(try FlexibleFrameNode(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try write(to: &fields)
        // A flexible frame without any size would read back as a fixed one.
        return (fields.fields.contains { $0.key != "alignment" } ? "frame" : "flexibleFrame", fields.fields)
    }

    var summary: String {
        let named: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var parts = named.compactMap { name, value in value.map { "\(name): \(formatPoints($0))" } }
        parts.append("alignment: \(alignment)")
        return "frame(" + parts.joined(separator: ", ") + ")"
    }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    /// SwiftUI's flexible frame: with a minimum or maximum in a dimension, the frame takes the
    /// proposal clamped to them (the content's size where the proposal is unspecified); with
    /// neither, it follows the content.
    /// In the ASCII target each given length is a whole number of cells.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        snapped(to: node.context.metrics).size(for: proposal, of: node)
    }

    private func size(for proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let childProposal = childProposal(for: proposal)
        let inner = node.contentSize(for: childProposal)
        func dimension(_ child: CGFloat, proposed: CGFloat?, minimum: CGFloat?, maximum: CGFloat?) -> CGFloat {
            var result = child
            let proposed = proposed ?? child
            if let minimum { result = max(minimum, min(result, proposed)) }
            if let maximum { result = min(maximum, max(result, proposed)) }
            return result
        }
        return CGSize(
            width: dimension(inner.width, proposed: childProposal.width, minimum: minWidth, maximum: maxWidth),
            height: dimension(inner.height, proposed: childProposal.height, minimum: minHeight, maximum: maxHeight)
        )
    }

    /// The content is aligned in the frame.
    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let childProposal = snapped(to: node.context.metrics).childProposal(for: proposal)
        return node.placed(in: frame, content: node.placeContent(in: frame, proposal: childProposal, alignment: alignment))
    }

    private func snapped(to metrics: LayoutMetrics) -> FlexibleFrameNode {
        guard metrics.isOnGrid else { return self }
        var frame = self
        frame.minWidth = minWidth.map { metrics.snappedFrameLength($0, along: .horizontal) }
        frame.idealWidth = idealWidth.map { metrics.snappedFrameLength($0, along: .horizontal) }
        frame.maxWidth = maxWidth.map { metrics.snappedFrameLength($0, along: .horizontal) }
        frame.minHeight = minHeight.map { metrics.snappedFrameLength($0, along: .vertical) }
        frame.idealHeight = idealHeight.map { metrics.snappedFrameLength($0, along: .vertical) }
        frame.maxHeight = maxHeight.map { metrics.snappedFrameLength($0, along: .vertical) }
        return frame
    }

    /// A frame draws its content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }

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

extension FlexibleFrameNode {
    init(_ object: JSONObjectReader) throws {
        func bounds(_ prefix: String) throws -> (CGFloat?, CGFloat?, CGFloat?) {
            let low = try object["min" + prefix].flatMap { validDimension(try $0.number()) }
            let ideal = try object["ideal" + prefix].flatMap { validDimension(try $0.number()) }
            var high: CGFloat?
            if let reader = object["max" + prefix] {
                if case .string("infinity") = reader.value {
                    high = .infinity
                } else {
                    guard case .number = reader.value else { throw reader.error("expected a number or \"infinity\"") }
                    high = validMaximum(CGFloat(try reader.number()))
                }
            }
            if let low, let upper = high, upper < low { high = low }
            return (low, ideal, high)
        }
        (minWidth, idealWidth, maxWidth) = try bounds("Width")
        (minHeight, idealHeight, maxHeight) = try bounds("Height")
        alignment = try object["alignment"].map(Alignment.init(json:)) ?? .center
    }

    func write(to fields: inout JSONFieldWriter) throws {
        try fields.appendLength("minWidth", minWidth)
        try fields.appendLength("idealWidth", idealWidth)
        try fields.appendLength("maxWidth", maxWidth, allowsInfinity: true)
        try fields.appendLength("minHeight", minHeight)
        try fields.appendLength("idealHeight", idealHeight)
        try fields.appendLength("maxHeight", maxHeight, allowsInfinity: true)
        try fields.append("alignment", alignment, unless: .center)
    }
}

extension Node.Kind {
    /// The child in a frame with minimum, ideal and maximum dimensions.
    package static func flexibleFrame(_ frame: FlexibleFrameNode) -> Self { Self(frame) }
}
