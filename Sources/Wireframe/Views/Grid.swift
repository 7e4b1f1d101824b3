import Foundation

/// A container that arranges its rows in a two-dimensional grid, as SwiftUI's `Grid` does.
///
/// Each ``GridRow`` is a row; its first view is in the first column, its second in the second,
/// and so on. Every column is as wide as its widest cell and every row as tall as its tallest,
/// so cells line up in both directions. A view in the grid that is not in a row (a `Divider`)
/// is a row of its own that spans every column. A row with fewer cells leaves the rest empty.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("메모") }
///     Divider()
///     GridRow { Text("Updated"); Text("Today, 9:41") }
/// }
/// ```
///
/// With more space than the cells want, the flexible cells (`Color`, `Spacer`) share what is
/// left, as in a stack; when every cell is rigid, the grid is just the sum of its columns.
public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// Creates a grid of the rows in `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where each cell sits in its cell's space, unless its row or column says otherwise.
    ///   - horizontalSpacing: The distance between columns, or `nil` for 8 points.
    ///   - verticalSpacing: The distance between rows, or `nil` for 8 points.
    ///   - content: The rows, and views that span all columns.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(layout, children: children)]
    }
}

/// A row of a ``Grid``: its views are the row's cells, one column each (or more, with
/// ``View/gridCellColumns(_:)``).
///
/// ```swift
/// GridRow(alignment: .top) {
///     Text("Note")
///     Text("A long note that wraps onto several lines")
/// }
/// ```
///
/// Outside a `Grid`, a row lays its cells out as a grid of one row. A modifier on the row
/// applies to the row as a whole, which the grid then treats as a view spanning all columns.
public struct GridRow<Content: View>: View, PrimitiveView {
    let layout: GridRowLayout
    let content: Content

    /// Creates a row whose cells line up vertically by `alignment`, or by the grid's when `nil`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        layout = GridRowLayout(alignment: alignment)
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(layout, children: children)]
    }
}

extension View {
    /// Makes the view a cell that spans `count` columns of its ``GridRow``.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("€ 12") }
    /// ```
    ///
    /// A count below 1 counts as 1, and one above 1,000 as 1,000.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(PrimitiveLayoutModifier(layout: GridCellLayout(columns: min(max(count, 1), maximumGridColumns))))
    }

    /// Aligns every cell of this view's column horizontally, overriding the grid's alignment.
    ///
    /// The first cell (from the top) of a column that sets it decides for the whole column;
    /// cells that span several columns keep the grid's alignment.
    ///
    /// ```swift
    /// GridRow { Text("Regular font:").gridColumnAlignment(.trailing); Text("Helvetica 12") }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(PrimitiveLayoutModifier(layout: GridCellLayout(columnAlignment: guide)))
    }

    /// Places the view at `anchor` of its cell's space, whatever the grid, row and column alignments say.
    ///
    /// ```swift
    /// GridRow { Color.red.frame(width: 8, height: 8).gridCellAnchor(.topTrailing); Text("Tall\ncell") }
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        let clean = UnitPoint(x: cleanCoordinate(anchor.x), y: cleanCoordinate(anchor.y))
        return modifier(PrimitiveLayoutModifier(layout: GridCellLayout(anchor: clean)))
    }

    /// Keeps a flexible view from sizing its column (`.horizontal`) or row (`.vertical`): it takes
    /// the size the other cells give them.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Hello"); Image(systemName: "globe") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)   // as wide as the rows, not the screen
    /// }
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(PrimitiveLayoutModifier(layout: GridCellLayout(unsizedAxes: axes)))
    }
}

/// The most columns a cell spans.
let maximumGridColumns = 1_000

/// The layout of ``GridRow``: inside a grid its cells are the grid's subviews; elsewhere it is a
/// grid of one row.
struct GridRowLayout: PrimitiveLayout {
    var alignment: VerticalAlignment?

    static let jsonName = "gridRow"
    static let jsonFields = ["alignment"]
    var isSubviewGroup: Bool { true }

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    init(json object: JSONObjectReader) throws {
        let name = try object["alignment"]?.name(of: "vertical alignment", among: ["top", "center", "bottom"])
        alignment = name.flatMap { verticalAlignments[$0] }
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        if let alignment { fields.append("alignment", .string(alignment.description)) }
    }

    var summary: String { alignment.map { "GridRow(alignment: \($0))" } ?? "GridRow" }

    func makeCache(subviews: Subviews) -> GridLayout.Cache {
        GridLayout.Cache(cells: GridCells(subviews, asOneRow: true, alignment: alignment))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridLayout.Cache) -> CGSize {
        cache.arrangement(for: proposal, subviews: subviews, spacing: spacing).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridLayout.Cache) {
        cache.arrangement(for: proposal, subviews: subviews, spacing: spacing).place(in: bounds, subviews: subviews, alignment: .center)
    }

    private var spacing: CGSize { CGSize(width: defaultSpacing, height: defaultSpacing) }
}

/// The layout of the grid cell modifiers: the view's own size and place, with what the grid
/// around it reads (the columns it spans, its column's alignment, its anchor, its unsized axes).
struct GridCellLayout: PrimitiveLayout {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    static let jsonName = "gridCell"
    static let jsonFields = ["columns", "columnAlignment", "anchor", "unsizedAxes"]
    static var isModifier: Bool { true }

    init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, anchor: UnitPoint? = nil, unsizedAxes: Axis.Set? = nil) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedAxes = unsizedAxes
    }

    init(json object: JSONObjectReader) throws {
        columns = try object["columns"].map { min(max(try $0.wholeNumber(), 1), maximumGridColumns) }
        let name = try object["columnAlignment"]?.name(of: "horizontal alignment", among: ["leading", "center", "trailing"])
        columnAlignment = name.flatMap { horizontalAlignments[$0] }
        anchor = try object["anchor"].map { reader in
            let point = try coordinates(in: try reader.object())
            return UnitPoint(x: point.x, y: point.y)
        }
        unsizedAxes = try object["unsizedAxes"].map(Axis.Set.init(json:))
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        if let columns { fields.append("columns", .number(Double(columns))) }
        if let columnAlignment { fields.append("columnAlignment", .string(columnAlignment.description)) }
        if let anchor {
            var point = JSONFieldWriter(path: fields.path + ".anchor")
            try point.appendLength("x", anchor.x)
            try point.appendLength("y", anchor.y)
            fields.append("anchor", .object(point.fields))
        }
        if let unsizedAxes { fields.append("unsizedAxes", unsizedAxes.jsonValue) }
    }

    var summary: String {
        var parts: [String] = []
        if let columns { parts.append("columns: \(columns)") }
        if let columnAlignment { parts.append("columnAlignment: \(columnAlignment)") }
        if let anchor { parts.append("anchor: (\(formatPoints(anchor.x)), \(formatPoints(anchor.y)))") }
        if let unsizedAxes {
            let names = [unsizedAxes.contains(.horizontal) ? "horizontal" : nil, unsizedAxes.contains(.vertical) ? "vertical" : nil]
            parts.append("unsizedAxes: \(names.compactMap { $0 }.joined(separator: ", "))")
        }
        return "gridCell(" + parts.joined(separator: ", ") + ")"
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    /// The cell settings of `subview`, read through the modifiers around it; the outer one of two
    /// settings of the same thing wins.
    static func settings(of subview: LayoutSubview) -> GridCellLayout {
        var settings = GridCellLayout()
        var node: LayoutNode? = subview.node
        while let current = node {
            if let cell = current.kind.as(GridCellLayout.self) {
                settings.columns = settings.columns ?? cell.columns
                settings.columnAlignment = settings.columnAlignment ?? cell.columnAlignment
                settings.anchor = settings.anchor ?? cell.anchor
                settings.unsizedAxes = settings.unsizedAxes ?? cell.unsizedAxes
            }
            node = current.primitive.isTransparentToLayout ? current.children.first : nil
        }
        return settings
    }
}

private let horizontalAlignments: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
private let verticalAlignments: [String: VerticalAlignment] = ["top": .top, "center": .center, "bottom": .bottom]

/// Which subview is in which row and columns, read once per render.
struct GridCells {
    struct Cell {
        var subview: Int
        var row: Int
        var column: Int
        var span: Int
        var settings: GridCellLayout

        func isUnsized(along axis: Axis.Set) -> Bool { settings.unsizedAxes?.contains(axis) ?? false }
    }

    private(set) var cells: [Cell] = []
    /// Each row's own vertical alignment; `nil` for the grid's.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    private(set) var columnCount = 1
    /// Each column's horizontal alignment, from the first single-column cell that sets one.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    /// Reads the rows from the subviews' groups (a subview outside a group is a row spanning
    /// every column), or takes all subviews as one row.
    init(_ subviews: LayoutSubviews, asOneRow: Bool, alignment: VerticalAlignment? = nil) {
        var currentGroup: Int?
        var column = 0
        var spansAll: [Int] = []
        for (offset, subview) in subviews.enumerated() {
            let settings = GridCellLayout.settings(of: subview)
            let group = asOneRow ? nil : subview.group
            let startsRow = rowAlignments.isEmpty || (!asOneRow && (group == nil || group?.index != currentGroup))
            if startsRow {
                var rowAlignment = alignment
                if let group, let row = group.kind.as(GridRowLayout.self) {
                    rowAlignment = row.alignment
                }
                rowAlignments.append(rowAlignment)
                currentGroup = group?.index
                column = 0
            }
            let isRow = asOneRow || group != nil
            if !isRow { spansAll.append(cells.count) }
            let span = isRow ? settings.columns ?? 1 : 1
            cells.append(Cell(subview: offset, row: rowAlignments.count - 1, column: column, span: span, settings: settings))
            column += span
            if isRow { columnCount = max(columnCount, column) }
        }
        for index in spansAll { cells[index].span = columnCount }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.settings.columnAlignment
        }
    }
}

/// The widths of a grid's columns and the heights of its rows for one proposal.
///
/// Columns are sized as a stack sizes its children: with no width proposed each is as wide as
/// its widest single-column cell; with a width, the columns share it, the least flexible first,
/// each offered an equal share of what is left and taking its widest cell's width for that
/// offer. A cell spanning several columns that needs more than they give widens them equally.
/// Rows are sized the same way along the height, each cell offered its columns' width. Cells
/// unsized along an axis take no part in sizing it.
struct GridArrangement {
    let cells: GridCells
    let spacing: CGSize
    private(set) var columnWidths: [CGFloat]
    private(set) var rowHeights: [CGFloat] = []

    init(cells: GridCells, proposal: ProposedViewSize, subviews: LayoutSubviews, spacing: CGSize) {
        self.cells = cells
        self.spacing = spacing
        columnWidths = Array(repeating: 0, count: cells.columnCount)
        let sizedColumns = cells.cells.filter { !$0.isUnsized(along: .horizontal) }
        var byColumn = [[GridCells.Cell]](repeating: [], count: cells.columnCount)
        for cell in sizedColumns where cell.span == 1 { byColumn[cell.column].append(cell) }
        columnWidths = Self.share(proposal.width, gap: spacing.width, lanes: byColumn) { cell, width in
            subviews[subviews.startIndex + cell.subview].sizeThatFits(ProposedViewSize(width: width, height: nil)).width
        }
        for cell in sizedColumns where cell.span > 1 {
            let current = width(of: cell)
            let offer = proposal.width.map { $0.isFinite ? current + max($0 - totalWidth, 0) : $0 }
            let needed = subviews[subviews.startIndex + cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed > current else { continue }
            let columns = cell.column..<min(cell.column + cell.span, cells.columnCount)
            for column in columns { columnWidths[column] += (needed - current) / CGFloat(columns.count) }
        }
        var byRow = [[GridCells.Cell]](repeating: [], count: cells.rowAlignments.count)
        for cell in cells.cells where !cell.isUnsized(along: .vertical) { byRow[cell.row].append(cell) }
        let widths = cells.cells.map { width(of: $0) }
        rowHeights = Self.share(proposal.height, gap: spacing.height, lanes: byRow) { cell, height in
            subviews[subviews.startIndex + cell.subview].sizeThatFits(ProposedViewSize(width: widths[cell.subview], height: height)).height
        }
    }

    /// The lengths of lanes (columns or rows) for `proposed` points, each lane as long as its
    /// longest cell: a stack's sharing, the least flexible lane first.
    private static func share(
        _ proposed: CGFloat?, gap: CGFloat, lanes: [[GridCells.Cell]], length: (GridCells.Cell, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        func longest(_ lane: [GridCells.Cell], _ offer: CGFloat?) -> CGFloat {
            lane.reduce(CGFloat(0)) { max($0, length($1, offer)) }
        }
        guard let proposed, proposed.isFinite else { return lanes.map { longest($0, proposed) } }
        let order = lanes.indices.map { index in
            (index: index, flexibility: longest(lanes[index], .infinity) - longest(lanes[index], 0))
        }
        .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
        var lengths = [CGFloat](repeating: 0, count: lanes.count)
        var remaining = proposed - gap * CGFloat(max(lanes.count - 1, 0))
        var unplaced = lanes.count
        for lane in order {
            let offer = max(remaining / CGFloat(unplaced), 0)
            unplaced -= 1
            lengths[lane.index] = longest(lanes[lane.index], offer)
            remaining -= lengths[lane.index]
        }
        return lengths
    }

    /// The width a cell spans: its columns and the gaps between them.
    func width(of cell: GridCells.Cell) -> CGFloat {
        let columns = cell.column..<min(cell.column + cell.span, columnWidths.count)
        return columns.reduce(CGFloat(0)) { $0 + columnWidths[$1] } + spacing.width * CGFloat(max(columns.count - 1, 0))
    }

    private var totalWidth: CGFloat {
        columnWidths.reduce(0, +) + spacing.width * CGFloat(max(columnWidths.count - 1, 0))
    }

    /// The columns' widths and the rows' heights, with the gaps between them.
    var size: CGSize {
        guard !cells.cells.isEmpty else { return .zero }
        let height = rowHeights.reduce(0, +) + spacing.height * CGFloat(max(rowHeights.count - 1, 0))
        return CGSize(width: max(totalWidth, 0), height: max(height, 0))
    }

    /// Places each cell in its columns and row, offered their size and aligned by its anchor, or
    /// by its column's and row's alignment, or by the grid's `alignment`.
    func place(in bounds: CGRect, subviews: LayoutSubviews, alignment: Alignment) {
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for width in columnWidths {
            columnStarts.append(x)
            x += width + spacing.width
        }
        var rowStarts: [CGFloat] = []
        var y = bounds.minY
        for height in rowHeights {
            rowStarts.append(y)
            y += height + spacing.height
        }
        for cell in cells.cells {
            let area = CGRect(x: columnStarts[cell.column], y: rowStarts[cell.row], width: width(of: cell), height: rowHeights[cell.row])
            let offer = ProposedViewSize(area.size)
            let subview = subviews[subviews.startIndex + cell.subview]
            let size = subview.sizeThatFits(offer)
            let horizontal = (cell.span == 1 ? cells.columnAlignments[cell.column] : nil) ?? alignment.horizontal
            let vertical = cells.rowAlignments[cell.row] ?? alignment.vertical
            let anchor = cell.settings.anchor ?? UnitPoint(x: horizontal.fraction, y: vertical.fraction)
            let origin = CGPoint(x: area.minX + (area.width - size.width) * anchor.x, y: area.minY + (area.height - size.height) * anchor.y)
            subview.place(at: origin, proposal: offer)
        }
    }
}
