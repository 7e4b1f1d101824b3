import Foundation

// Finding nodes in a placed tree by position or by text, for scripted interactions and tests;
// what is drawn and what a tap reaches is the display list's to say.
extension PlacedNode {
    /// The node at `path` below this one, or `nil` when the path leads nowhere.
    package func descendant(at path: [Int]) -> PlacedNode? {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The paths of the node and its descendants whose kind satisfies `predicate`, in tree order.
    package func paths(where predicate: (Node.Kind) -> Bool) -> [[Int]] {
        var result: [[Int]] = []
        var stack: [(path: [Int], node: PlacedNode)] = [([], self)]
        while let (path, node) = stack.popLast() {
            if predicate(node.kind) { result.append(path) }
            for index in node.children.indices.reversed() {
                stack.append((path + [index], node.children[index]))
            }
        }
        return result
    }

    /// The text of every text node, image and text field inside, joined with spaces: a field
    /// counts as the text it holds, or its placeholder when it is empty or secure.
    package var labelText: String {
        var parts: [String] = []
        var stack: [PlacedNode] = [self]
        while let node = stack.popLast() {
            let label = node.kind.primitive.labelText
            if let part = label.part { parts.append(part) }
            if label.readsChildren { stack.append(contentsOf: node.children.reversed()) }
        }
        return parts.joined(separator: " ")
    }
}

extension PlacedNode {
    /// The node named in an error message about a tap or a field, such as `button 'Save'`.
    package var interactionName: String {
        kind.primitive.interactionName(of: self)
    }
}
