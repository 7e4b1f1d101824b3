import Foundation
import Wireframe

extension PlacedNode {
    /// A phrase naming the node and where it is, for error messages.
    package var interactionDescription: String {
        let cells = CellPoint.range(of: frame)
        return "\(interactionName) over \(cells)"
    }
}
