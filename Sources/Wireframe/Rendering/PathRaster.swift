import Foundation

/// A path's outline in terminal cells: each straight piece drawn with the line character closest
/// to its direction (`─`, `│`, `╱`, `╲`), one cell per column or row along it, curves flattened
/// into short pieces first.
///
/// Points map to cells as a shape's frame does: its edges fall on the first and last cells of the
/// frame's cell rectangle, so a triangle's base lies on the frame's last row, as a rectangle's
/// border does.
struct PathRaster {
    struct Cell: Equatable {
        var column: Int
        var row: Int
        var glyph: Unicode.Scalar
    }

    /// The shape's frame in points and the cells it covers.
    let frame: CGRect
    let cells: CellRect
    /// The grid's size in cells; pieces are cut to it, so a hostile path costs no more than the grid.
    let columns: Int
    let rows: Int

    /// The cells of `path`'s outline, in drawing order.
    func outline(of path: Path) -> [Cell] {
        var result: [Cell] = []
        for (start, end) in path.flattened() {
            guard let (a, b) = clipped(cell(start), cell(end)) else { continue }
            let dx = b.x - a.x
            let dy = b.y - a.y
            let glyph: Unicode.Scalar =
                if abs(dy) * 2 <= abs(dx) {
                    "─"
                } else if abs(dx) * 2 <= abs(dy) {
                    "│"
                } else {
                    dx * dy > 0 ? "╲" : "╱"
                }
            func add(_ column: Int, _ row: Int) {
                guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
                let cell = Cell(column: column, row: row, glyph: glyph)
                if result.last != cell { result.append(cell) }
            }
            if abs(dx) >= abs(dy) {
                let (first, last) = Self.span(a.x, b.x)
                for column in stride(from: first, through: last, by: 1) {
                    let y = dx == 0 ? a.y : a.y + dy * (CGFloat(column) - a.x) / dx
                    add(column, Int(y.rounded()))
                }
            } else {
                let (first, last) = Self.span(a.y, b.y)
                for row in stride(from: first, through: last, by: 1) {
                    let x = a.x + dx * (CGFloat(row) - a.y) / dy
                    add(Int(x.rounded()), row)
                }
            }
        }
        return result
    }

    /// The cells whose centres the piece from `a` to `b` spans along one axis; a piece that ends
    /// exactly between two cells takes the one on its own side, so two pieces meeting there each
    /// keep a cell.
    private static func span(_ a: CGFloat, _ b: CGFloat) -> (Int, Int) {
        let epsilon: CGFloat = 1e-9
        let first = Int((min(a, b) - 0.5 + epsilon).rounded(.up))
        let last = Int((max(a, b) + 0.5 - epsilon).rounded(.down))
        return (first, max(first, last))
    }

    /// The point in cell coordinates: the frame's edges on the centres of its outer cells.
    private func cell(_ point: CGPoint) -> CGPoint {
        func map(_ value: CGFloat, _ origin: CGFloat, _ length: CGFloat, _ first: Int, _ count: Int) -> CGFloat {
            guard length > 0, count > 1 else { return CGFloat(first) }
            return CGFloat(first) + (value - origin) * CGFloat(count - 1) / length
        }
        return CGPoint(
            x: map(point.x, frame.minX, frame.width, cells.minColumn, cells.width),
            y: map(point.y, frame.minY, frame.height, cells.minRow, cells.height)
        )
    }

    /// The part of the piece from `a` to `b` inside the grid (Liang–Barsky), or `nil` for none.
    private func clipped(_ a: CGPoint, _ b: CGPoint) -> (CGPoint, CGPoint)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x
        let dy = b.y - a.y
        var low: CGFloat = 0
        var high: CGFloat = 1
        let edges: [(CGFloat, CGFloat)] = [
            (-dx, a.x + 0.5), (dx, CGFloat(columns) - 0.5 - a.x), (-dy, a.y + 0.5), (dy, CGFloat(rows) - 0.5 - a.y),
        ]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                if low > high { return nil }
            }
        }
        return (CGPoint(x: a.x + dx * low, y: a.y + dy * low), CGPoint(x: a.x + dx * high, y: a.y + dy * high))
    }
}
