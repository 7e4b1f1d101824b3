import Foundation

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

/// The node of a `ZStack`: the children layered in order, the last on top.
struct ZStackNode: ContainerPrimitive {
    var alignment: Alignment

    static let jsonSchema = [JSONKindSchema("zstack", fields: ["alignment"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .zStack(try object["alignment"].map(Alignment.init(json:)) ?? .center)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("alignment", alignment, unless: .center)
        return ("zstack", fields.fields)
    }

    var summary: String { "ZStack(alignment: \(alignment))" }

    var childArity: Node.Kind.ChildArity { .many }
    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { nil }

    /// A `ZStack` lays out through ``ZStackLayout``, as a program's own layout does.
    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)? {
        ZStackLayout(alignment: alignment).container(in: context)
    }
}

extension Node.Kind {
    /// The children layered in order, the last on top, each placed by the alignment.
    package static func zStack(_ alignment: Alignment) -> Self { Self(ZStackNode(alignment: alignment)) }
}
