import Foundation

/// Two drawings of one control: the first for the ASCII target's grid of cells, the second for
/// the SVG target's points. A control whose iOS look is finer than a cell (a switch's knob, a
/// slider's thumb on its track) reads in ASCII as characters — `(──●)`, `━━━━●────` — and in SVG
/// in iOS's proportions. Both drawings hold the same controls, so a tap lands alike in both.
struct CellsOrPoints<Cells: View, Points: View>: View, PrimitiveView {
    let cells: Cells
    let points: Points

    init(@ViewBuilder cells: () -> Cells, @ViewBuilder points: () -> Points) {
        self.cells = cells()
        self.points = points()
    }

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [.cellsOrPoints(cells: try context.resolveSingle(cells), points: try context.resolveSingle(points))]
    }
}

extension Node {
    /// `cells` on the ASCII target's grid and `points` in SVG, for resolved nodes as
    /// ``CellsOrPoints`` is for views.
    static func cellsOrPoints(cells: Node, points: Node) -> Node {
        Node(CellsOrPointsLayout(), children: [cells, points])
    }
}

/// The layout of ``CellsOrPoints``: the first child on a grid of cells, the second in points;
/// the other is left unplaced, so it is neither drawn nor tapped.
struct CellsOrPointsLayout: PrimitiveLayout {
    static let jsonName = "cellsOrPoints"
    static let jsonFields: [String] = []
    static var hidesUnplacedSubviews: Bool { true }

    init() {}

    init(json object: JSONObjectReader) throws {}

    func writeJSON(to fields: inout JSONFieldWriter) throws {}

    var summary: String { "cellsOrPoints" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        chosen(in: subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        chosen(in: subviews)?.place(at: bounds.origin, proposal: proposal)
    }

    private func chosen(in subviews: Subviews) -> LayoutSubview? {
        guard let first = subviews.first else { return nil }
        let index = first.node.context.metrics.measuresInCells ? 0 : 1
        return index < subviews.count ? subviews[index] : nil
    }
}

extension LayoutMetrics {
    /// Whether the target is the ASCII grid, which measures in cells.
    var measuresInCells: Bool {
        switch kind {
        case .cells: true
        case .font: false
        }
    }
}
