import Foundation
import Wireframe

// Whether a finger can reach a node, and what covers it, for scripted interactions; the node
// a tap reaches is `Wireframe`'s `hitPath(at:)`.
extension PlacedNode {
    /// Whether a tap at `point` could reach the node at `path` if nothing covered it: no node on
    /// the way is hidden or fully transparent, and every clip and scroll view on the way holds the point.
    func canReach(_ path: [Int], at point: CGPoint) -> Bool {
        var node = self
        var remaining = path[...]
        while true {
            switch node.kind {
            case .hidden: return false
            case .opacity(let value) where value == 0: return false
            case .clip, .scroll: guard node.frame.contains(point) else { return false }
            default: break
            }
            guard let index = remaining.popFirst() else { return node.frame.contains(point) }
            guard node.children.indices.contains(index) else { return false }
            node = node.children[index]
        }
    }

    /// Whether the node at `first` is drawn before (behind) the node at `second`. A node is not
    /// drawn before its own descendants, nor they before it.
    func isDrawn(_ first: [Int], before second: [Int]) -> Bool {
        var node = self
        for (a, b) in zip(first, second) {
            if a != b {
                // A background draws its decoration (child 1) before its content (child 0).
                if case .background = node.kind { return a > b }
                return a < b
            }
            guard node.children.indices.contains(a) else { return false }
            node = node.children[a]
        }
        return false
    }

    /// A phrase naming the node and where it is, for error messages.
    var interactionDescription: String {
        let cells = CellPoint.range(of: frame)
        switch kind {
        case .button:
            return "button '\(labelText)' over \(cells)"
        case .textField(let field):
            return "text field '\(field.placeholder)' over \(cells)"
        case .shape(let shape) where shape.fill.map({ $0.opacity > 0 && $0.opacity < 1 }) ?? false:
            return "a dim layer, \(kind.summary), over \(cells)"
        default:
            return "\(kind.summary) over \(cells)"
        }
    }
}
