import Foundation

extension View {
    /// Gives the view an explicit identity, shown in dumps and usable to find it in tests.
    ///
    /// ```swift
    /// Text("Saved").id("toast")
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}

/// Gives the content an explicit identity: state kept under it is kept while the id stays the same.
private struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let kind = Node.Kind.identified(String(describing: id))
        return try content(context.child(id: id)).map { Node(kind, children: [$0]) }
    }
}

/// The node of `id(_:)`: the content with its explicit identity, as text.
package struct IdentityNode: ContentModifierPrimitive {
    package var id: String

    static let jsonSchema = [JSONKindSchema("id", fields: ["id"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .identified(try object.required("id").string())
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("id", [JSONField("id", .string(id))])
    }

    var summary: String { "id(\(quoted(id)))" }

    /// An identity draws its content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child with the explicit identity `id(_:)` gave it, as text.
    package static func identified(_ id: String) -> Self { Self(IdentityNode(id: id)) }
}
