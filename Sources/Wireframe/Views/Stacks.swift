import Foundation

/// A view that arranges its children in a vertical line.
///
/// Children get space least-flexible first, higher `layoutPriority` before lower, with `spacing`
/// points between them (8 when `nil`).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) { Text("Title").bold(); Text("Description") }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        try stackNodes(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing, content, in: context)
    }
}

/// A view that arranges its children in a horizontal line.
///
/// ```swift
/// HStack(spacing: 8) { Text("Banner"); Spacer(); Image(systemName: "xmark") }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        try stackNodes(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing, content, in: context)
    }
}

/// A stack node along `axis` holding the resolved `content`, which sees `axis` as its stack's.
@MainActor
private func stackNodes(
    _ axis: Axis, _ alignment: Alignment, _ spacing: CGFloat?, _ content: some View, in context: ResolveContext
) throws -> [Node] {
    let stack = StackNode(axis: axis, alignment: alignment, spacing: cleanSpacing(spacing))
    let children = try context.with { $0.stackAxis = axis }.resolve(content)
    return [Node(.stack(stack), children: children)]
}

/// A stack's axis, cross-axis alignment and spacing.
///
/// ```swift
/// try HStack(spacing: 4) { Text("a") }.node().kind.as(StackNode.self)?.spacing   // 4
/// ```
package struct StackNode: Equatable, Sendable {
    /// The axis the children follow each other along.
    package var axis: Axis
    /// The alignment across the axis (only its cross component is used).
    package var alignment: Alignment
    /// The space between neighbouring children, in points.
    package var spacing: CGFloat
}

extension StackNode: ContainerPrimitive {
    static let jsonSchema = [
        JSONKindSchema("vstack", fields: ["alignment", "spacing"]), JSONKindSchema("hstack", fields: ["alignment", "spacing"]),
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .stack(
            StackNode(
                axis: name == "vstack" ? .vertical : .horizontal,
                alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center,
                spacing: try object["spacing"].map { clampLength(try $0.number(), minimum: -maximumLength) } ?? defaultSpacing
            ))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("alignment", alignment, unless: .center)
        if spacing != defaultSpacing { try fields.appendLength("spacing", spacing) }
        return (axis == .vertical ? "vstack" : "hstack", fields.fields)
    }

    var summary: String {
        let name = axis == .vertical ? "VStack" : "HStack"
        let crossAlignment = axis == .vertical ? alignment.horizontal.description : alignment.vertical.description
        return "\(name)(alignment: \(crossAlignment), spacing: \(formatPoints(spacing)))"
    }

    var childArity: Node.Kind.ChildArity { .many }
    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { axis }

    /// A stack lays out through ``HStackLayout`` or ``VStackLayout``, as a program's own layout
    /// does; in the ASCII target its spacing is a whole number of cells, and so is each share of
    /// the room its subviews divide.
    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)? {
        let spacing = context.metrics.snapped(spacing, along: axis)
        let quantum = context.metrics.cellLength(along: axis)
        switch axis {
        case .horizontal:
            var layout = HStackLayout(alignment: alignment.vertical, spacing: spacing)
            layout.shareQuantum = quantum
            return layout.container(in: context)
        case .vertical:
            var layout = VStackLayout(alignment: alignment.horizontal, spacing: spacing)
            layout.shareQuantum = quantum
            return layout.container(in: context)
        }
    }
}

extension Node.Kind {
    /// An `HStack` or `VStack`: the children one after another along the axis.
    package static func stack(_ stack: StackNode) -> Self { Self(stack) }
}
