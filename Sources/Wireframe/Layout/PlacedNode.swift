import Foundation

/// A node with the frame layout gave it, in points from the screen's top-leading corner.
///
/// The placed tree is the inspectable result of layout: the display list that renderers draw
/// and hit testing searches is built from it, and tests inspect it to check layout rules directly.
///
/// ```swift
/// let placed = try Text("Hi").padding(16).placedTree(width: 390, height: nil)
/// placed.frame               // (171, 0, 48, 48): centred on the 390-point screen
/// placed.children[0].frame   // (187, 16, 16, 16): the text inside the padding
/// ```
public struct PlacedNode: Equatable, Sendable {
    /// What the node is.
    package var kind: Node.Kind
    /// Where the node is, in points.
    public var frame: CGRect
    /// The placed children, in the order of the node's children.
    public var children: [PlacedNode]
    /// For text nodes: the lines layout chose.
    var text: PlacedText?

    /// The frames of the node and its descendants that satisfy `predicate`, in tree order.
    package func frames(where predicate: (Node.Kind) -> Bool) -> [CGRect] {
        var result: [CGRect] = []
        var stack: [PlacedNode] = [self]
        while let node = stack.popLast() {
            if predicate(node.kind) { result.append(node.frame) }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The frame of the first text node whose string is `string`, or `nil`.
    public func frame(ofText string: String) -> CGRect? {
        frames { kind in
            if let text = kind.as(TextNode.self) { return text.string == string }
            return false
        }.first
    }
}

/// A text broken into lines: its characters, their advances and the run each belongs to.
struct PlacedText: Equatable, Sendable {
    var characters: [Character]
    var advances: [Double]
    var runIndices: RunIndices
    var layout: TextLayout
    var lineHeight: CGFloat
    /// The size the text is drawn at against its font's, below 1 when `minimumScaleFactor(_:)`
    /// shrank it to fit.
    var scale: CGFloat = 1
}

/// The run of a text each character belongs to, kept as the index each run starts at, so a text
/// of one run costs one number rather than one per character.
struct RunIndices: Equatable, Sendable {
    /// The index of each run's first character; an empty run starts where the next one does.
    private var starts: [Int] = []

    /// Adds the next run, whose first character comes at `start`.
    mutating func appendRun(startingAt start: Int) {
        starts.append(start)
    }

    /// The run of the character at `index`: the last run starting at or before it.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    subscript(index: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
