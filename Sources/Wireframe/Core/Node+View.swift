import Foundation

// A resolved node is also a view, so a tree decoded from JSON renders like any other view.
// Its actions are gone (ids refer to nothing), so its buttons do nothing when tapped.
extension Node: View, PrimitiveView {
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [self]
    }
}
