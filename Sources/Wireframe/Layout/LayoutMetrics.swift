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

    /// The ASCII target with cells of `cellWidth` × `cellHeight` points.
    package static func cells(width cellWidth: CGFloat, height cellHeight: CGFloat) -> LayoutMetrics {
        LayoutMetrics(kind: .cells(width: cellWidth, height: cellHeight))
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

    /// Whether this is the ASCII target.
    var isCells: Bool {
        if case .cells = kind { return true }
        return false
    }
}
