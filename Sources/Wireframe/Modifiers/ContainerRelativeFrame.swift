import Foundation

extension View {
    /// Sizes the view along `axes` to its nearest container: the scroll view or list around it,
    /// else the window's safe area. Along the other axes the view takes its own size.
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame([.horizontal, .vertical])   // fills the screen's safe area
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(
            PrimitiveLayoutModifier(
                layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: .share(count: 1, span: 1, spacing: 0))))
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its nearest container,
    /// the parts `spacing` apart: the carousel page, three to a screen.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         ForEach(photos) { photo in
    ///             PhotoView(photo).containerRelativeFrame(.horizontal, count: 3, spacing: 10)
    ///         }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1)
        let rule = ContainerRelativeFrameLayout.Rule.share(
            count: count, span: min(max(span, 1), count), spacing: max(cleanCoordinate(spacing), 0))
        return modifier(PrimitiveLayoutModifier(layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: rule)))
    }

    /// Sizes the view along `axes` to what `length` makes of its nearest container's length
    /// along each axis.
    ///
    /// ```swift
    /// Image("cover").resizable().containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let rule = ContainerRelativeFrameLayout.Rule.custom(ContainerRelativeFrameLayout.Length(body: length))
        return modifier(PrimitiveLayoutModifier(layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: rule)))
    }
}

/// The layout of `containerRelativeFrame`: along its axes a frame of a length made from the
/// nearest container's, the content proposed that length and aligned in it; along the others,
/// the content as it is. A container with no length along an axis (a screen that grows to fit
/// its content) leaves the content its own length there. In JSON, `axes` is both axes when left
/// out, and `count`, `span` and `spacing` are 1, 1 and 0.
struct ContainerRelativeFrameLayout: PrimitiveLayout {
    /// A program's function of the container's length; called during layout, on the main actor
    /// that renders, and never kept past the render.
    struct Length: @unchecked Sendable {
        let body: (CGFloat, Axis) -> CGFloat
    }

    /// How the length is made from the container's.
    enum Rule: Sendable {
        /// `span` of `count` equal parts, `spacing` apart.
        case share(count: Int, span: Int, spacing: CGFloat)
        /// A program's function.
        case custom(Length)
    }

    let axes: Axis.Set
    let alignment: Alignment
    let rule: Rule

    static let jsonName = "containerRelativeFrame"
    static let jsonFields = ["axes", "count", "span", "spacing", "alignment"]
    static var isModifier: Bool { true }
    var isSizedByContainer: Bool { true }

    init(axes: Axis.Set, alignment: Alignment, rule: Rule) {
        self.axes = axes
        self.alignment = alignment
        self.rule = rule
    }

    init(json object: JSONObjectReader) throws {
        axes = try object["axes"].map(Axis.Set.init(json:)) ?? [.horizontal, .vertical]
        alignment = try object["alignment"].map(Alignment.init(json:)) ?? .center
        let count = max(try object["count"]?.wholeNumber() ?? 1, 1)
        let span = min(max(try object["span"]?.wholeNumber() ?? 1, 1), count)
        let spacing = try object["spacing"].map { clampLength(try $0.number(), minimum: 0) } ?? 0
        rule = .share(count: count, span: span, spacing: spacing)
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        guard case .share(let count, let span, let spacing) = rule else {
            throw unencodable(fields.path, "containerRelativeFrame with a length function: JSON cannot hold a program's function")
        }
        if axes != [.horizontal, .vertical] { fields.append("axes", axes.jsonValue) }
        if count != 1 { fields.append("count", .number(Double(count))) }
        if span != 1 { fields.append("span", .number(Double(span))) }
        if spacing != 0 { try fields.appendLength("spacing", spacing) }
        try fields.append("alignment", alignment, unless: .center)
    }

    var summary: String {
        var parts = [
            axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : axes.isEmpty ? "[]" : "[.horizontal, .vertical]"
        ]
        switch rule {
        case .share(let count, let span, let spacing):
            if count != 1 { parts.append("count: \(count)") }
            if span != 1 { parts.append("span: \(span)") }
            if spacing != 0 { parts.append("spacing: \(formatPoints(spacing))") }
        case .custom:
            parts.append("length: (function)")
        }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        return "containerRelativeFrame(\(parts.joined(separator: ", ")))"
    }

    /// Two frames are equal when they read the same: a length function, which nothing can
    /// compare, counts as equal to any other.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.summary == rhs.summary }

    /// The frame's length along `axis` for a container `container` long. In the ASCII target it
    /// is whole cells, rounded down, so that `count` parts and their spacing still fit the
    /// container; a length under a cell stays as it is.
    private func length(along axis: Axis, container: CGFloat, metrics: LayoutMetrics) -> CGFloat {
        let length: CGFloat
        switch rule {
        case .share(let count, let span, let spacing):
            let part = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            length = part * CGFloat(span) + spacing * CGFloat(span - 1)
        case .custom(let function):
            length = function.body(container, axis)
        }
        let safe = length.isFinite ? max(length, 0) : 0
        guard let cell = metrics.cellLength(along: axis), safe >= cell else { return safe }
        return (safe / cell).rounded(.down) * cell
    }

    /// The frame's width and height: `nil` along an axis the frame leaves to the content.
    private func frame(of subview: LayoutSubview) -> (width: CGFloat?, height: CGFloat?) {
        let context = subview.node.context
        let container = context.containerSize
        func length(_ axis: Axis, _ set: Axis.Set, _ container: CGFloat?) -> CGFloat? {
            guard axes.contains(set), let container else { return nil }
            return self.length(along: axis, container: container, metrics: context.metrics)
        }
        return (length(.horizontal, .horizontal, container.width), length(.vertical, .vertical, container.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let frame = frame(of: subview)
        let content = subview.sizeThatFits(ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
        return CGSize(width: frame.width ?? content.width, height: frame.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let frame = frame(of: subview)
        let childProposal = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
        let size = subview.sizeThatFits(childProposal)
        subview.place(at: alignment.origin(of: size, in: bounds), proposal: childProposal)
    }
}
