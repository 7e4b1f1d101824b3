import Foundation

/// What a rendering target tells the layout engine: how wide characters are, how tall lines are,
/// how thick a divider is and how big a system image is.
///
/// The ASCII target measures in terminal cells (a narrow character is one cell wide, a wide one two,
/// a line one cell tall); the SVG target uses the advances of a real font.
package struct LayoutMetrics: Sendable {
    enum Kind: Sendable {
        case cells(width: CGFloat, height: CGFloat)
        case font(FontMetrics)
    }

    let kind: Kind
    /// Whether lengths and positions are laid out on the ASCII target's grid of cells (never for
    /// a font's metrics).
    private(set) var isOnGrid: Bool

    private init(kind: Kind) {
        self.kind = kind
        if case .cells = kind { isOnGrid = true } else { isOnGrid = false }
    }

    /// The ASCII target with cells of `cellWidth` × `cellHeight` points.
    package static func cells(width cellWidth: CGFloat, height cellHeight: CGFloat) -> LayoutMetrics {
        LayoutMetrics(kind: .cells(width: cellWidth, height: cellHeight))
    }

    /// The same measurements, with lengths and positions left in points rather than snapped to
    /// the grid: what the accessibility audit measures tap targets by, so that its verdicts do not
    /// depend on how a length rounds to cells.
    var offGrid: LayoutMetrics {
        var metrics = self
        metrics.isOnGrid = false
        return metrics
    }

    /// The SVG target, measuring with Liberation Sans.
    package static let svg = LayoutMetrics(kind: .font(.liberationSans))

    /// The advance of `character` in `font`, in points.
    package func advance(of character: Character, font: Font) -> CGFloat {
        let capital = font.capitals?.smallCapital(of: character)
        switch kind {
        case .cells(let width, _):
            return CGFloat(cellWidth(of: capital ?? character)) * width
        case .font(let metrics):
            guard let capital else {
                return metrics.metrics(for: font).advance(of: character, size: font.size, bold: font.weight.isBold)
            }
            // A small capital is its capital drawn smaller.
            let size = Double(font.size) * Font.SmallCaps.scale
            return metrics.metrics(for: font).advance(of: capital, size: size, bold: font.weight.isBold)
        }
    }

    /// The space `points` of letter spacing take after a character: all of it in SVG; in cells,
    /// the whole cells it fills, so less than a cell (or a negative spacing) takes none.
    func letterSpacing(_ points: CGFloat) -> CGFloat {
        switch kind {
        case .cells(let width, _): points >= width ? (points / width).rounded(.down) * width : 0
        case .font: points
        }
    }

    /// The height of one line of text in `font`.
    func lineHeight(of font: Font) -> CGFloat {
        switch kind {
        case .cells(_, let height): height
        case .font(let metrics): metrics.metrics(for: font).lineHeight(size: font.size).rounded(.up)
        }
    }

    /// The thickness of a divider across `axis` (the stack axis it separates along).
    func hairline(along axis: Axis) -> CGFloat {
        switch kind {
        case .cells(let width, let height): axis == .vertical ? height : width
        case .font: 1
        }
    }

    /// The size of a system image drawn in `font`.
    func imageSize(in font: Font) -> CGSize {
        switch kind {
        case .cells(let width, let height): CGSize(width: width, height: height)
        case .font: CGSize(width: (font.size * 1.2).rounded(), height: (font.size * 1.2).rounded())
        }
    }

    /// `length` as the target lays it out along `axis`: in points, as given; in the ASCII target,
    /// the nearest whole number of cells, a half cell rounding up (also below zero, so that a view
    /// moved by whole cells lands as many cells away). Views of one size then take the same cells
    /// wherever they land, and neighbours one spacing apart are as far apart everywhere.
    /// Infinities and NaN pass through.
    func snapped(_ length: CGFloat, along axis: Axis) -> CGFloat {
        guard let cell = cellLength(along: axis), length.isFinite else { return length }
        return (length / cell + 0.5).rounded(.down) * cell
    }

    /// A frame's length as the target lays it out along `axis`: in the ASCII target rounded up
    /// to whole cells, so that what fits the frame in points fits its cells (a 36 pt field holds
    /// a row of text between its outline's rows), except a length under half a cell (a
    /// hairline), which stays as given; in points, as given.
    func snappedFrameLength(_ length: CGFloat, along axis: Axis) -> CGFloat {
        guard let cell = cellLength(along: axis), length.isFinite, length >= cell / 2 else { return length }
        return (length / cell).rounded(.up) * cell
    }

    /// A position as the target places views: in the ASCII target on the nearest cell's corner
    /// (a half cell rounds up), as SwiftUI places views on pixels; in points, as given.
    func snapped(_ point: CGPoint) -> CGPoint {
        guard isOnGrid else { return point }
        return CGPoint(x: snapped(point.x, along: .horizontal), y: snapped(point.y, along: .vertical))
    }

    /// The length of a cell along `axis` in the ASCII target; `nil` in points (also off the grid).
    func cellLength(along axis: Axis) -> CGFloat? {
        guard isOnGrid, case .cells(let width, let height) = kind else { return nil }
        return axis == .horizontal ? width : height
    }

    /// Insets with each edge snapped as ``snapped(_:along:)`` does.
    func snapped(_ insets: EdgeInsets) -> EdgeInsets {
        guard isOnGrid else { return insets }
        return EdgeInsets(
            top: snapped(insets.top, along: .vertical), leading: snapped(insets.leading, along: .horizontal),
            bottom: snapped(insets.bottom, along: .vertical), trailing: snapped(insets.trailing, along: .horizontal))
    }

}
