import Foundation

// A resolved node is also a view, so a tree decoded from JSON renders like any other view.
// Its actions are gone (ids refer to nothing), so its buttons do nothing when tapped. It is
// used as it is: lengths are not clamped as the modifiers clamp them, and the renderers keep
// whatever non-finite geometry results inside their grid and number formats.
extension Node: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        // A node built by hand is as deep as it likes: measure it without recursion, so a tree
        // too deep to lay out fails here rather than exhausting the stack later.
        var pending: [(node: Node, depth: Int)] = [(self, context.depth)]
        while let (node, depth) = pending.popLast() {
            guard depth < context.session.depthLimit else {
                throw RenderError(.nestingTooDeep, "the node tree is nested deeper than \(context.session.depthLimit) levels")
            }
            pending.append(contentsOf: node.children.map { ($0, depth + 1) })
        }
        return [self]
    }
}
