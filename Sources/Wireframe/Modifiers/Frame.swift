import Foundation

extension View {
    /// Places the view in a frame of the given width and height; a `nil` dimension follows the view.
    ///
    /// Negative and non-finite dimensions are ignored, as SwiftUI ignores invalid frames.
    ///
    /// ```swift
    /// Text("x").frame(width: 40, alignment: .leading)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = FrameNode(width: validDimension(width), height: validDimension(height), alignment: alignment)
        return modifier(WrappingModifier(kind: .frame(frame)))
    }
}

/// A frame dimension SwiftUI accepts: finite and not negative; anything else is ignored.
func validDimension(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return Swift.min(value, maximumLength)
}

/// A maximum dimension: `.infinity` is meaningful here (as large as proposed); a finite one is
/// clamped to ``maximumLength`` as every other length is.
func validMaximum(_ value: CGFloat?) -> CGFloat? {
    guard let value, !value.isNaN, value >= 0 else { return nil }
    return value == .infinity ? value : Swift.min(value, maximumLength)
}

/// A frame dimension as `frame` accepts it: negative ones are ignored, huge ones clamped.
func validDimension(_ value: Double) -> CGFloat? {
    value >= 0 ? min(CGFloat(value), maximumLength) : nil
}

/// A fixed frame: each given dimension is exact, the others follow the content.
///
/// ```swift
/// try Text("a").frame(width: 40).node().kind.as(FrameNode.self)?.height == nil   // true
/// ```
package struct FrameNode: Equatable, Sendable {
    /// The exact width, or `nil` to follow the content.
    package var width: CGFloat?
    /// The exact height, or `nil` to follow the content.
    package var height: CGFloat?
    /// Where the content sits in the frame.
    package var alignment: Alignment
}

extension FrameNode: NodePrimitive {
    /// A `frame` object that names a minimum, ideal or maximum size is a flexible frame.
    static let jsonSchema = [JSONKindSchema("frame", fields: ["width", "height"] + FlexibleFrameNode.jsonFields)]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        if let flexible = FlexibleFrameNode.jsonFields.dropLast().first(where: object.contains) {
            guard !["width", "height"].contains(where: object.contains) else {
                throw NodeDecodingError(
                    path: "\(object.path).\(flexible)",
                    message: "a frame takes either width and height or minimum, ideal and maximum sizes, not both"
                )
            }
            return .flexibleFrame(try FlexibleFrameNode(object))
        }
        return .frame(
            FrameNode(
                width: try object["width"].flatMap { validDimension(try $0.number()) },
                height: try object["height"].flatMap { validDimension(try $0.number()) },
                alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center
            ))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.appendLength("width", width)
        try fields.appendLength("height", height)
        try fields.append("alignment", alignment, unless: .center)
        return ("frame", fields.fields)
    }

    var summary: String {
        var parts: [String] = []
        if let width { parts.append("width: \(formatPoints(width))") }
        if let height { parts.append("height: \(formatPoints(height))") }
        parts.append("alignment: \(alignment)")
        return "frame(" + parts.joined(separator: ", ") + ")"
    }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    /// Each given dimension is exact (in the ASCII target, a whole number of cells); the others
    /// are the content's, which is proposed them.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let frame = snapped(to: node.context.metrics)
        let inner = node.contentSize(for: frame.childProposal(for: proposal))
        return CGSize(width: frame.width ?? inner.width, height: frame.height ?? inner.height)
    }

    /// The content is aligned in the frame.
    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let childProposal = snapped(to: node.context.metrics).childProposal(for: proposal)
        return node.placed(in: frame, content: node.placeContent(in: frame, proposal: childProposal, alignment: alignment))
    }

    private func snapped(to metrics: LayoutMetrics) -> FrameNode {
        guard metrics.isOnGrid else { return self }
        var frame = self
        frame.width = width.map { metrics.snappedFrameLength($0, along: .horizontal) }
        frame.height = height.map { metrics.snappedFrameLength($0, along: .vertical) }
        return frame
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// A frame draws its content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child in a frame of fixed width, height or both.
    package static func frame(_ frame: FrameNode) -> Self { Self(frame) }
}
