import Foundation
import Wireframe

extension PlacedNode {
    /// A phrase naming the node and where it is, for error messages.
    package var interactionDescription: String {
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
