import Foundation

// A resolved node is also a view, so a tree decoded from JSON renders like any other view.
// Its actions are gone (ids refer to nothing), so its buttons do nothing when tapped. It is
// used as it is: lengths are not clamped as the modifiers clamp them, and the renderers keep
// whatever non-finite geometry results inside their grid and number formats.
extension Node: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        // Layout refuses a node tree nested deeper than ``maximumViewDepth`` before recursing.
        [self]
    }
}
