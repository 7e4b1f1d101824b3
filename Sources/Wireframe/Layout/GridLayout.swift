import Foundation

/// A grid's layout, usable on its own as a ``Layout`` — for example through ``AnyLayout`` — and
/// the layout ``Grid`` uses, so the two lay out alike.
///
/// Its subviews are the cells of the ``GridRow``s among them and the views between the rows,
/// which span every column. Every column is as wide as its widest cell and every row as tall as
/// its tallest; with more room than the cells want, the flexible ones share it as in a stack.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout(alignment: .leading))
/// layout {
///     GridRow { Text("Name"); Text("메모") }
///     GridRow { Text("Updated"); Text("Today, 9:41") }
/// }
/// ```
public struct GridLayout: Layout {
    /// Where each cell sits in its cell's space, unless its row or column says otherwise.
    public var alignment: Alignment
    private var horizontal: CGFloat?
    private var vertical: CGFloat?

    /// The distance between columns, or `nil` for the default of 8 points.
    public var horizontalSpacing: CGFloat? {
        get { horizontal }
        set { horizontal = newValue.map(cleanCoordinate) }
    }

    /// The distance between rows, or `nil` for the default of 8 points.
    public var verticalSpacing: CGFloat? {
        get { vertical }
        set { vertical = newValue.map(cleanCoordinate) }
    }

    /// Creates a grid layout.
    ///
    /// - Parameters:
    ///   - alignment: Where each cell sits in its cell's space, unless its row or column says otherwise.
    ///   - horizontalSpacing: The distance between columns, or `nil` for 8 points.
    ///   - verticalSpacing: The distance between rows, or `nil` for 8 points.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontal = horizontalSpacing.map(cleanCoordinate)
        self.vertical = verticalSpacing.map(cleanCoordinate)
    }

    /// What the grid keeps for one render: which subview is in which row and columns, and the
    /// columns' widths and rows' heights for each proposal it has met, so placing measures nothing
    /// again.
    public struct Cache {
        let cells: GridCells
        private var arrangements: [(proposal: ProposedViewSize, arrangement: GridArrangement)] = []

        init(cells: GridCells) {
            self.cells = cells
        }

        mutating func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews, spacing: CGSize) -> GridArrangement {
            if let cached = arrangements.first(where: { $0.proposal == proposal }) { return cached.arrangement }
            let arrangement = GridArrangement(cells: cells, proposal: proposal, subviews: subviews, spacing: spacing)
            arrangements.append((proposal, arrangement))
            return arrangement
        }
    }

    /// Reads the rows and columns from the subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(cells: GridCells(subviews, asOneRow: false))
    }

    /// The columns' widths and the rows' heights, with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.arrangement(for: proposal, subviews: subviews, spacing: spacing).size
    }

    /// Places each cell in its row and columns.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.arrangement(for: proposal, subviews: subviews, spacing: spacing).place(in: bounds, subviews: subviews, alignment: alignment)
    }

    private var spacing: CGSize {
        CGSize(width: horizontal ?? defaultSpacing, height: vertical ?? defaultSpacing)
    }
}

extension GridLayout: PrimitiveLayout {
    static let jsonName = "grid"
    static let jsonFields = ["alignment", "horizontalSpacing", "verticalSpacing"]
    var expandsSubviewGroups: Bool { true }

    init(json object: JSONObjectReader) throws {
        self.init(
            alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center,
            horizontalSpacing: try object["horizontalSpacing"].map { CGFloat(try $0.number()) },
            verticalSpacing: try object["verticalSpacing"].map { CGFloat(try $0.number()) }
        )
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        try fields.append("alignment", alignment, unless: .center)
        try fields.appendLength("horizontalSpacing", horizontal)
        try fields.appendLength("verticalSpacing", vertical)
    }

    var summary: String {
        let spacings = [horizontal, vertical].map { formatPoints($0 ?? defaultSpacing) }
        return "Grid(alignment: \(alignment), horizontalSpacing: \(spacings[0]), verticalSpacing: \(spacings[1]))"
    }

    func snapped(to metrics: LayoutMetrics) -> GridLayout {
        guard metrics.isOnGrid else { return self }
        var grid = self
        grid.horizontal = metrics.snapped(spacing.width, along: .horizontal)
        grid.vertical = metrics.snapped(spacing.height, along: .vertical)
        return grid
    }
}
