import Foundation

/// A node with the frame layout gave it, in points from the screen's top-leading corner.
///
/// The placed tree is the inspectable result of layout: the display list that renderers draw
/// and hit testing searches is built from it, and tests inspect it to check layout rules directly.
///
/// A render keeps its placed nodes as records in one array; a node is its
/// render's tree and an index into it, so placing allocates nothing per node.
///
/// ```swift
/// let placed = try Text("Hi").padding(16).placedTree(width: 390, height: nil)
/// placed.frame               // (171, 0, 48, 48): centred on the 390-point screen
/// placed.children[0].frame   // (187, 16, 16, 16): the text inside the padding
/// ```
public struct PlacedNode: Equatable, Sendable {
    /// The placed nodes of the node's render.
    let tree: PlacedTree
    /// Where the node is in `tree`.
    let index: Int

    /// What the node is.
    package var kind: Node.Kind { tree.records[index].kind }
    /// Where the node is, in points.
    public var frame: CGRect { tree.records[index].frame }
    /// The placed children, in the order of the node's children.
    public var children: Children {
        Children(tree: tree, first: Int(tree.records[index].firstChild), count: Int(tree.records[index].childCount))
    }
    /// For text nodes: the lines layout chose.
    var text: PlacedText? {
        let text = tree.records[index].text
        return text < 0 ? nil : tree.texts[Int(text)]
    }

    fileprivate init(tree: PlacedTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Whether the nodes are alike: of equal kinds and frames, with alike children.
    public static func == (lhs: PlacedNode, rhs: PlacedNode) -> Bool {
        if lhs.tree === rhs.tree, lhs.index == rhs.index { return true }
        guard lhs.kind == rhs.kind, lhs.frame == rhs.frame, lhs.text == rhs.text else { return false }
        return lhs.children.elementsEqual(rhs.children)
    }

    /// The placed children of a node, side by side in their render's tree.
    ///
    /// ```swift
    /// let placed = try VStack { Text("a"); Text("b") }.placedTree(width: 100, height: nil)
    /// placed.children.map(\.frame.minY)   // [0, 32]: a row of cells between the lines
    /// ```
    public struct Children: RandomAccessCollection, Sendable {
        fileprivate let tree: PlacedTree
        fileprivate let first: Int
        /// How many children there are.
        public let count: Int

        /// The index of the first child: 0.
        public var startIndex: Int { 0 }
        /// The index past the last child: ``count``.
        public var endIndex: Int { count }

        /// The child at `position`.
        public subscript(position: Int) -> PlacedNode {
            precondition(position >= 0 && position < count, "a child index out of range")
            return PlacedNode(tree: tree, index: Int(tree.childIndices[first + position]))
        }
    }

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

/// The placed nodes of one render, as records in one array: each node comes after the nodes
/// inside it, and lists its children's indices side by side in a second array.
///
/// The tree grows only while its render places, on the thread that lays it out, and each record
/// is written before the node that refers to it is handed out; after that it is only read.
final class PlacedTree: @unchecked Sendable {
    /// What the tree keeps of one node.
    struct Record {
        var kind: Node.Kind
        var frame: CGRect
        /// Where the indices of the node's children begin in ``PlacedTree/childIndices``.
        var firstChild: Int32
        var childCount: Int32
        /// The index of the node's lines in ``PlacedTree/texts``, or -1.
        var text: Int32
    }

    /// The nodes, each after those inside it.
    ///
    /// Every access reads or writes one record, so no two overlap; the runtime's check of that is
    /// left out.
    @exclusivity(unchecked) fileprivate(set) var records: [Record] = []
    /// The indices of every node's children, a node's side by side.
    @exclusivity(unchecked) fileprivate(set) var childIndices: [Int32] = []
    /// The lines of the text nodes.
    @exclusivity(unchecked) fileprivate(set) var texts: [PlacedText] = []

    /// Makes room for `count` nodes.
    func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
        childIndices.reserveCapacity(count)
    }

    /// Adds a node with its children, which were placed in this tree.
    func append(_ kind: Node.Kind, frame: CGRect, children: [PlacedNode], text: PlacedText? = nil) -> PlacedNode {
        let firstChild = childIndices.count
        for child in children { appendChild(child) }
        var textIndex = -1
        if let text {
            textIndex = texts.count
            texts.append(text)
        }
        return appendRecord(kind, frame: frame, children: firstChild..<childIndices.count, text: textIndex)
    }

    /// Adds a node with its content, placed in this tree, as its only child, or with no children.
    func append(_ kind: Node.Kind, frame: CGRect, content: PlacedNode?) -> PlacedNode {
        let firstChild = childIndices.count
        if let content { appendChild(content) }
        return appendRecord(kind, frame: frame, children: firstChild..<childIndices.count, text: -1)
    }

    private func appendChild(_ child: PlacedNode) {
        precondition(child.tree === self, "a placed node's children are placed in its render")
        childIndices.append(Int32(truncatingIfNeeded: child.index))
    }

    private func appendRecord(_ kind: Node.Kind, frame: CGRect, children: Range<Int>, text: Int) -> PlacedNode {
        records.append(
            Record(
                kind: kind, frame: frame, firstChild: Int32(truncatingIfNeeded: children.lowerBound),
                childCount: Int32(truncatingIfNeeded: children.count), text: Int32(truncatingIfNeeded: text)))
        return PlacedNode(tree: self, index: records.count - 1)
    }

    /// Changes the frame, and the kind when `kind` is given, of the node at `index`: for layout to
    /// move a subtree it has just placed, before handing it out.
    func update(_ index: Int, frame: CGRect, kind: Node.Kind? = nil) {
        records[index].frame = frame
        if let kind { records[index].kind = kind }
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
        run(at: index).run
    }

    /// The run of the character at `index`, as the subscript finds it, and the index where the
    /// next run starts (`Int.max` after the last run): the characters from `index` up to it all
    /// belong to `run`.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    func run(at index: Int) -> (run: Int, end: Int) {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return (max(low - 1, 0), low < starts.count ? starts[low] : .max)
    }
}
