import Foundation

/// What an effect group does to the drawing it holds: filters applied in order, then a blend
/// mode to composite the result with what lies behind it.
///
/// The filters are generic — a Gaussian blur and a colour matrix — so each colour modifier says
/// what it draws as numbers from its own file (`grayscale(1)` is a matrix that turns every colour
/// into its luminance) and no renderer learns its name.
package struct EffectDrawing: Equatable, Sendable {
    /// The frame of the view the effects apply to; an opaque blur stays inside it.
    package var frame: CGRect
    /// The filters, applied one after another to the group's drawing.
    package var filters: [FilterDrawing]
    /// How the filtered drawing combines with what is behind it.
    package var blendMode: BlendMode
    /// The effect as its modifier is written (`grayscale(1)`), for dumps and diffs to name;
    /// the renderers draw the filters and the blend mode, never the label.
    package var label: String
}

/// One filter of an effect group.
package enum FilterDrawing: Equatable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius` points. An opaque blur divides each
    /// pixel by its alpha, so the result is opaque, and keeps it inside the group's frame.
    case blur(radius: CGFloat, isOpaque: Bool)
    /// Every pixel's colour, unpremultiplied, as the column (r, g, b, a, 1) multiplied by the
    /// 4 × 5 matrix.
    case colorMatrix(ColorMatrix)
}

/// A 4 × 5 colour matrix, row by row, as SVG's `feColorMatrix` and Core Image's
/// `CIColorMatrix` take it: `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and so on for g, b and a.
///
/// ```swift
/// ColorMatrix.identity.values.count   // 20
/// ```
package struct ColorMatrix: Equatable, Sendable {
    /// The twenty entries, row by row.
    package var values: [Double]

    /// A matrix of twenty `values`; entries that are not finite numbers are 0.
    init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 × 5 entries")
        self.values = values.map { $0.isFinite ? $0 : 0 }
    }

    /// The matrix that leaves every colour as it is.
    static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// A matrix that scales each colour channel by `scale` and adds `offset`, leaving the alpha.
    static func scaling(_ scale: (r: Double, g: Double, b: Double, a: Double), offset: Double = 0) -> ColorMatrix {
        ColorMatrix([
            scale.r, 0, 0, 0, offset, 0, scale.g, 0, 0, offset, 0, 0, scale.b, 0, offset, 0, 0, 0, scale.a, 0,
        ])
    }

    /// The luminance weights Core Image's colour controls and SVG's `saturate` use (Rec. 709).
    static let luminance = (r: 0.2125, g: 0.7154, b: 0.0721)

    /// The matrix that keeps `amount` of each colour's saturation: 0 turns it into its luminance,
    /// 1 leaves it as it is, more than 1 saturates it further; as `CIColorControls` and SVG's
    /// `feColorMatrix type="saturate"` compute it.
    static func saturation(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = luminance
        let s = amount
        return ColorMatrix([
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

/// A mask group: the drawing between `pushMask` and `beginMaskedContent` is the mask, whose
/// alpha says how much of the content after it (up to `popMask`) shows.
package struct MaskDrawing: Equatable, Sendable {
    /// The frame of the masked view.
    package var frame: CGRect
    /// The box around everything the mask draws: outside it, nothing of the content shows.
    package var coverage: CGRect
}
