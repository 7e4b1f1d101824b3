import Foundation

/// Draws a display list as a character picture: one character cell per 8 × 16 points.
///
/// The list says what is drawn and in which order; the rasterizer only chooses characters, later
/// commands over earlier:
/// - opaque fills (colours, filled shapes, backgrounds) blank their cells and draw their outline
///   with box-drawing characters: `┌─┐ │ └─┘`, or `╭╮╰╯` where the shape or an enclosing clip has
///   rounded corners; a one-row shape is `[ … ]` (`( … )` when rounded);
/// - a translucent colour covering the whole screen (a dim layer) puts `░` in every blank cell;
/// - strokes draw the outline without blanking, on the frame's edge cells whether the stroke is
///   centred on the edge or inside it;
/// - a filled rectangle thinner than half a cell is a line of cells: `─`, or `│` when taller than
///   wide, joining the lines it crosses;
/// - text is drawn over the shapes behind it, each line aligned in the text's frame; words
///   coloured differently from the rest of their text are underlined with U+0332;
/// - system images are their glyph (``SystemImageGlyph``) in the centre cell;
/// - clips cut what they hold to their frame's cells; opacity and shadows draw nothing in ASCII;
/// - effect groups (blurs, colour filters, blend modes) draw their content unchanged: cells have
///   no colour; a mask cuts its content to the cells of the box around what the mask draws, and
///   the mask's texts and images are drawn over it, its shapes not at all;
/// - transforms move the frames of what they hold, except a transform that only turns, which is
///   drawn unturned: the grid cannot turn its cells.
/// The layout of this target is on the grid already (`LayoutMetrics.snapped(_:along:)`); what
/// still falls between cells is snapped by rounding each edge, so neighbours never gap or overlap.
///
/// ```swift
/// let text = try Text("Hi").padding(8).border(.black).renderASCII(width: 80, height: nil)
/// ```
struct ASCIIRenderer {
    /// Cell size and the most cells a render may allocate.
    struct Options: Hashable, Sendable {
        var cellWidth: CGFloat = 8
        var cellHeight: CGFloat = 16
        /// The largest grid a render may allocate (columns × rows).
        var cellBudget = 8_388_608

        static let `default` = Options()
    }

    let options: Options
    var grid: CellGrid
    /// The scalars of the text being drawn, reused from text to text.
    var textScalars: [UInt32] = []

    init(canvas: CGSize, options: Options) throws {
        let (columns, rows) = try Self.gridSize(of: canvas, options: options)
        self.options = options
        grid = CellGrid(columns: columns, rows: rows)
    }

    /// The columns and rows of a canvas, at least one of each.
    /// - Throws: ``RenderError`` when the grid would exceed the cell budget.
    static func gridSize(of canvas: CGSize, options: Options) throws -> (columns: Int, rows: Int) {
        let columns = max(Int((canvas.width / options.cellWidth).rounded(.toNearestOrAwayFromZero)), 1)
        let rows = max(Int((canvas.height / options.cellHeight).rounded(.toNearestOrAwayFromZero)), 1)
        let cells = columns.multipliedReportingOverflow(by: rows)
        guard !cells.overflow, cells.partialValue <= options.cellBudget else {
            throw RenderError(
                .budgetExceeded,
                "a \(columns) × \(rows) cell grid is larger than the budget of \(options.cellBudget) cells"
            )
        }
        return (columns, rows)
    }

    /// Draws `list` and returns the picture.
    mutating func render(_ list: DisplayList) -> String {
        var clip = grid.bounds
        var roundedClips: [CellRect] = []
        var enclosing: [(clip: CellRect, roundedCount: Int)] = []
        // The transform of the enclosing transform groups, outermost last (`nil` for none): the
        // grid cannot scale or skew its cells, so each drawing's frame is transformed, and a text
        // or a field keeps its size, centred in its transformed frame. Nor can it turn them, so a
        // group that only turns keeps the transform around it.
        var transforms: [CGAffineTransform?] = []
        for command in Self.maskingInCells(list.commands) {
            let transform = transforms.last ?? nil
            switch command.transformed(by: transform) {
            case .shape(let index):
                var shape = list.shapes[index]
                if let transform { shape.frame = shape.frame.applying(transform) }
                drawShape(shape, in: list, clip: clip, roundedClips: roundedClips)
            case .text(let index):
                var text = list.texts[index]
                if let transform { text.frame = text.frame.centred(in: text.frame.applying(transform)) }
                drawText(text, clip: clip)
            case .glyph(let glyph):
                let column = Int((glyph.frame.midX / options.cellWidth).rounded(.down).clampedForCells)
                let row = Int((glyph.frame.midY / options.cellHeight).rounded(.down).clampedForCells)
                let shape = SystemImageGlyph.named(glyph.systemName)
                grid.put(glyph.isFlipped ? shape.mirroredASCII : shape.ascii, width: 1, column: column, row: row, clip: clip, isText: true)
            case .textField(let index):
                var field = list.textFields[index]
                if let transform { field.frame = field.frame.centred(in: field.frame.applying(transform)) }
                drawTextField(field, clip: clip)
            case .pushClip(let shape):
                enclosing.append((clip, roundedClips.count))
                let rect = outlineCells(shape.frame)
                clip = clip.intersection(rect)
                if shape.shape.cornerRadius(in: shape.frame.size) > 0 { roundedClips.append(rect) }
            case .popClip:
                guard let outer = enclosing.popLast() else { continue }
                clip = outer.clip
                roundedClips.removeSubrange(outer.roundedCount...)
            case .pushTransform(let group):
                if group.turn != nil {
                    transforms.append(transform)
                } else {
                    transforms.append(transform.map { group.matrix.concatenating($0) } ?? group.matrix)
                }
            case .popTransform:
                _ = transforms.popLast()
            case .pushOpacity, .popOpacity, .pushShadow, .popShadow, .pushEffect, .popEffect, .pushMask, .beginMaskedContent, .popMask,
                .hitRegion:
                // Cells have no translucency, shadows, colour or blur: effect groups draw their
                // content unchanged; masks are clips by now (`maskingInCells`); hit regions draw
                // nothing.
                continue
            }
        }
        return grid.text()
    }

    /// The commands as the grid draws masks: each mask becomes a rectangular clip to the box of
    /// what the mask draws, around the content it masks, followed by the texts and images of the
    /// mask's drawing — the letters a text mask cuts out of its content, which in characters are
    /// what shows of it. The mask's shapes draw nothing: a cell cannot be partly shown.
    static func maskingInCells(_ commands: [DisplayCommand]) -> [DisplayCommand] {
        guard commands.contains(where: { if case .pushMask = $0 { true } else { false } }) else { return commands }
        var result: [DisplayCommand] = []
        result.reserveCapacity(commands.count)
        // The masks open: the box each covers, the texts, images and transforms kept from its
        // drawing, whether its content has begun, and how many masks inside its drawing are open.
        var masks: [(coverage: CGRect, kept: [DisplayCommand], isContent: Bool, nested: Int)] = []
        for command in commands {
            if let last = masks.indices.last, !masks[last].isContent {
                switch command {
                case .pushMask:
                    masks[last].nested += 1
                case .popMask where masks[last].nested > 0:
                    masks[last].nested -= 1
                case .beginMaskedContent where masks[last].nested == 0:
                    masks[last].isContent = true
                    result.append(.pushClip(ClipDrawing(frame: masks[last].coverage, shape: .rectangle)))
                case .text, .glyph, .pushTransform, .popTransform:
                    masks[last].kept.append(command)
                default:
                    break
                }
                continue
            }
            switch command {
            case .pushMask(let mask):
                masks.append((mask.coverage, [], false, 0))
            case .popMask:
                guard let mask = masks.popLast() else { continue }
                result.append(.popClip)
                result += mask.kept
            default:
                result.append(command)
            }
        }
        return result
    }

    /// The cells a frame covers: each edge rounded to the nearest cell boundary.
    func cells(_ frame: CGRect) -> CellRect {
        func column(_ x: CGFloat) -> Int { Int(clamping: Int64((x / options.cellWidth).rounded(.toNearestOrAwayFromZero).clampedForCells)) }
        func row(_ y: CGFloat) -> Int { Int(clamping: Int64((y / options.cellHeight).rounded(.toNearestOrAwayFromZero).clampedForCells)) }
        return CellRect(minColumn: column(frame.minX), minRow: row(frame.minY), maxColumn: column(frame.maxX), maxRow: row(frame.maxY))
    }

    /// The cells an outline is drawn on: as `cells(_:)`, except that its top and bottom edges
    /// lean a quarter of a row outward before they are rounded. Text in a row sits less than a
    /// row from the edges of the card or field around it, so an edge rounded inward would land
    /// on the row of the first or last line inside. A shape a row tall or less keeps its one row.
    func outlineCells(_ frame: CGRect) -> CellRect {
        var rect = cells(frame)
        guard rect.height > 1 else { return rect }
        func row(_ y: CGFloat) -> Int { Int(clamping: Int64((y / options.cellHeight).rounded(.toNearestOrAwayFromZero).clampedForCells)) }
        let lean = options.cellHeight / 4
        // An edge the screen's own edge cuts off stays where it was.
        rect.minRow = Swift.max(row(frame.minY - lean), Swift.min(rect.minRow, grid.bounds.minRow))
        rect.maxRow = Swift.min(row(frame.maxY + lean), Swift.max(rect.maxRow, grid.bounds.maxRow))
        return rect
    }

    /// Which corners of `rect` are drawn rounded: all of them for a shape with a corner radius,
    /// otherwise those that lie on a corner of an enclosing rounded clip.
    private func roundedCorners(of rect: CellRect, radius: CGFloat, roundedClips: [CellRect]) -> Corners {
        guard radius < 1 else { return .all }
        var corners = Corners.none
        for clip in roundedClips {
            let left = clip.minColumn == rect.minColumn
            let right = clip.maxColumn == rect.maxColumn
            let top = clip.minRow == rect.minRow
            let bottom = clip.maxRow == rect.maxRow
            corners.topLeading = corners.topLeading || (top && left)
            corners.topTrailing = corners.topTrailing || (top && right)
            corners.bottomLeading = corners.bottomLeading || (bottom && left)
            corners.bottomTrailing = corners.bottomTrailing || (bottom && right)
        }
        return corners
    }

    // MARK: Shapes

    private mutating func drawShape(_ shape: ShapeDrawing, in list: DisplayList, clip: CellRect, roundedClips: [CellRect]) {
        if case .path(let custom) = shape.shape {
            // A shape of the program's own is drawn as its outline, whether filled or stroked.
            let raster = PathRaster(
                frame: shape.frame, cells: cells(shape.frame), columns: grid.bounds.maxColumn, rows: grid.bounds.maxRow)
            for cell in raster.outline(of: custom.path(drawnIn: shape.frame)) {
                grid.putLine(cell.glyph, column: cell.column, row: cell.row, clip: clip)
            }
            return
        }
        if shape.shape == .rectangle, shape.fill != nil, shape.stroke == nil, drawLine(shape.frame, clip: clip) {
            return
        }
        // A circle is drawn in the square it fills, centred in its frame, as SVG draws it.
        var frame = shape.frame
        if shape.shape == .circle {
            let side = min(frame.width, frame.height)
            frame = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        }
        let rect = outlineCells(frame)
        guard !rect.isEmpty else { return }
        let rounded = roundedCorners(of: rect, radius: shape.shape.cornerRadius(in: shape.frame.size), roundedClips: roundedClips)
        if let fillID = shape.fill {
            let fill = list[fillID]
            if fill.isTranslucent, rect.intersection(grid.bounds) == grid.bounds {
                grid.shade(rect, with: "░", clip: clip)
                return
            }
            if !fill.isTranslucent { grid.clear(rect, clip: clip) }
            drawOutline(rect, corners: rounded, clip: clip)
        }
        if shape.stroke != nil {
            drawOutline(rect, corners: rounded, clip: clip)
        }
    }

    private mutating func drawOutline(_ rect: CellRect, corners: Corners, clip: CellRect) {
        guard !rect.isEmpty else { return }
        let left = rect.minColumn
        let right = rect.maxColumn - 1
        let top = rect.minRow
        let bottom = rect.maxRow - 1
        func line(_ glyph: Unicode.Scalar, _ column: Int, _ row: Int) {
            grid.putLine(glyph, column: column, row: row, clip: clip)
        }
        if rect.width == 1 && rect.height == 1 {
            line("+", left, top)
            return
        }
        if rect.height == 1 {
            line(corners.topLeading || corners.bottomLeading ? "(" : "[", left, top)
            line(corners.topTrailing || corners.bottomTrailing ? ")" : "]", right, top)
            return
        }
        if rect.width == 1 {
            for row in top...bottom { line("│", left, row) }
            return
        }
        grid.putLine("─", columns: (left + 1)..<right, row: top, clip: clip)
        grid.putLine("─", columns: (left + 1)..<right, row: bottom, clip: clip)
        if bottom > top + 1 {
            for row in (top + 1)..<bottom {
                line("│", left, row)
                line("│", right, row)
            }
        }
        line(corners.topLeading ? "╭" : "┌", left, top)
        line(corners.topTrailing ? "╮" : "┐", right, top)
        line(corners.bottomLeading ? "╰" : "└", left, bottom)
        line(corners.bottomTrailing ? "╯" : "┘", right, bottom)
    }

    /// Draws a filled rectangle thinner than half a cell (a divider's hairline) as a line of
    /// cells, and says whether it was one; where the line meets a line drawn across it (the side
    /// of a card it runs to), the two join: `├`, `┤`, `┬`, `┴` at its ends, `┼` between.
    private mutating func drawLine(_ frame: CGRect, clip: CellRect) -> Bool {
        // Orientation comes from the frame in points: a line taller than wide is vertical. A line
        // thinner than half a cell rounds to no cells across it, or to one it may only graze, so
        // it takes the one where its edge rounds to.
        let isHorizontal = frame.width >= frame.height
        guard isHorizontal ? frame.height < options.cellHeight / 2 : frame.width < options.cellWidth / 2 else { return false }
        var rect = cells(frame)
        if isHorizontal {
            if rect.height <= 0 { rect.maxRow = rect.minRow + 1 }
            guard !rect.isEmpty else { return true }
            let row = rect.minRow
            let crossings = (rect.minColumn..<rect.maxColumn).filter { grid.scalar(column: $0, row: row) == "│" }
            grid.putLine("─", columns: rect.minColumn..<rect.maxColumn, row: row, clip: clip)
            for column in crossings {
                let glyph: Unicode.Scalar = column == rect.minColumn ? "├" : column == rect.maxColumn - 1 ? "┤" : "┼"
                grid.putLine(glyph, column: column, row: row, clip: clip)
            }
        } else {
            if rect.width <= 0 { rect.maxColumn = rect.minColumn + 1 }
            guard !rect.isEmpty else { return true }
            let column = rect.minColumn
            for row in rect.minRow..<rect.maxRow {
                let existing = grid.scalar(column: column, row: row)
                let glyph: Unicode.Scalar =
                    existing != "─" ? "│" : row == rect.minRow ? "┬" : row == rect.maxRow - 1 ? "┴" : "┼"
                grid.putLine(glyph, column: column, row: row, clip: clip)
            }
        }
        return true
    }
}

extension CGFloat {
    /// The value limited to a range cell arithmetic can hold.
    var clampedForCells: CGFloat {
        isNaN ? 0 : Swift.min(Swift.max(self, -1_000_000_000), 1_000_000_000)
    }
}

extension View {
    /// Renders the view as a character picture on a `width` × `height` point screen.
    ///
    /// A cell is 8 × 16 points, so a 390 × 844 screen is 49 × 53 cells; `height: nil` fits the
    /// screen to the content. Lines end in `\n` with trailing spaces trimmed.
    ///
    /// ```swift
    /// let text = try Text("메모").padding(16).border(.black).renderASCII(width: 96, height: nil)
    /// // ┌──────────┐
    /// // │          │
    /// // │  메모    │  …
    /// ```
    /// - Throws: ``RenderError`` when the width or height is not finite or not positive, when the
    ///   grid would exceed 8,388,608 cells, or when the tree is nested deeper than ``maximumViewDepth``.
    @MainActor
    public func renderASCII(width: CGFloat, height: CGFloat?) throws -> String {
        try renderASCII(on: Screen(width: width, height: height))
    }

    /// Renders the view as a character picture on `screen`, laid out inside its safe area.
    ///
    /// ```swift
    /// let text = try dialog.renderASCII(on: .iPhone15)
    /// ```
    /// - Throws: ``RenderError`` as ``renderASCII(width:height:)`` does.
    @MainActor
    public func renderASCII(on screen: Screen) throws -> String {
        let options = ASCIIRenderer.Options.default
        try screen.validate()
        if let height = screen.height {
            // Refuse an oversized grid before doing any layout.
            _ = try ASCIIRenderer.gridSize(of: CGSize(width: screen.width, height: height), options: options)
        }
        let layout = try layout(on: screen, metrics: .cells(width: options.cellWidth, height: options.cellHeight))
        return try DisplayList(layout.placed, canvas: layout.canvas).renderASCII()
    }
}

extension DisplayList {
    /// The list drawn as a character picture on its canvas, as ``View/renderASCII(on:)`` draws it;
    /// for a list built from a layout with the ASCII target's cells.
    /// - Throws: ``RenderError`` when the grid would exceed the cell budget.
    package func renderASCII() throws -> String {
        var renderer = try ASCIIRenderer(canvas: canvas, options: .default)
        return renderer.render(self)
    }
}

/// The corners of an outline drawn rounded.
private struct Corners {
    var topLeading = false
    var topTrailing = false
    var bottomLeading = false
    var bottomTrailing = false

    static let none = Corners()
    static let all = Corners(topLeading: true, topTrailing: true, bottomLeading: true, bottomTrailing: true)
}

extension DisplayCommand {
    /// The command with the frame of what it draws or clips to moved through `transform`, as the
    /// bounding box of the moved frame; shapes, texts and fields, whose frames stay in the list, are
    /// moved by their renderer.
    func transformed(by transform: CGAffineTransform?) -> DisplayCommand {
        guard let transform else { return self }
        switch self {
        case .glyph(var glyph):
            glyph.frame = glyph.frame.applying(transform)
            return .glyph(glyph)
        case .pushClip(var clip):
            clip.frame = clip.frame.applying(transform)
            return .pushClip(clip)
        case .shape, .text, .textField, .popClip, .pushOpacity, .popOpacity, .pushShadow, .popShadow, .pushTransform, .popTransform,
            .pushEffect, .popEffect, .pushMask, .beginMaskedContent, .popMask, .hitRegion:
            return self
        }
    }
}

extension CGRect {
    /// A rectangle of this size with its centre at `other`'s centre.
    func centred(in other: CGRect) -> CGRect {
        CGRect(x: other.midX - width / 2, y: other.midY - height / 2, width: width, height: height)
    }
}
