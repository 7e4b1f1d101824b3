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

/// A view that overlays its children, aligned in the union of their frames.
///
/// ```swift
/// ZStack(alignment: .bottom) { Color.white; Text("Toast").padding(12) }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(.zStack(alignment), children: children)]
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
