import Foundation

/// What one render draws: drawing commands in back-to-front order, and the regions a tap can reach.
///
/// The list is built once from a placed tree and its canvas (`DisplayList(_:canvas:)`), and the
/// ASCII rasterizer, the SVG writer and hit testing all read it, so they agree on what is on top and
/// what is visible. Building it decides both:
/// - order: a background's decoration comes before what it modifies, an overlay's after it, a
///   border after its content, later siblings after earlier ones;
/// - visibility: hidden and fully transparent subtrees add nothing, neither drawing nor hit
///   regions nor, when the list reads them, accessibility elements; what lies wholly outside the
///   canvas or an enclosing clip is left out of the drawing; clear colours draw nothing.
///
/// Commands are small values: colours are referred to by ``ColorID``, and the larger payloads —
/// shapes, texts, text fields and hit regions — live in arrays of their own that commands index,
/// so a text keeps the line layout it was placed with without copying its characters, and a
/// command is a few words however large a shape's drawing is.
///
/// ```swift
/// let placed = try Button("OK") {}.background(Color.white).placedTree(width: 160, height: 64)
/// print(DisplayList(placed, canvas: CGSize(width: 160, height: 64)).dump())
/// // shape rectangle fill: white @ (72, 24, 16, 16)
/// // hit opaque [1] @ (72, 24, 16, 16)
/// // hit button #0 [0] @ (72, 24, 16, 16)
/// // text "OK" @ (72, 24, 16, 16)
/// ```
package struct DisplayList: Equatable, Sendable {
    /// The size of the canvas in points; nothing outside it is listed.
    package let canvas: CGSize
    /// The commands, back to front.
    package internal(set) var commands: [DisplayCommand] = []
    /// The shapes that `.shape` commands draw.
    package internal(set) var shapes: [ShapeDrawing] = []
    /// The texts that `.text` commands draw.
    package internal(set) var texts: [TextDrawing] = []
    /// The text fields that `.textField` commands draw.
    package internal(set) var textFields: [TextFieldDrawing] = []
    /// The regions a tap can reach, back to front; `.hitRegion` commands give their place among
    /// the drawing.
    package internal(set) var regions: [HitRegion] = []
    /// The colours commands refer to, each once: in a dark part of the screen, their dark values;
    /// elsewhere as they were given, the renderers reading their light values.
    package internal(set) var colors: [Color] = []
    /// The appearance of the screen, whose background the renderers draw.
    package internal(set) var colorScheme = ColorScheme.light
    /// What the render could not honour, each once, in the order met: a colour with no value in
    /// the appearance drawn.
    package internal(set) var notes: [String] = []
    /// The paths of every hit region, end to end; a region knows its range.
    var pathStorage: [Int32] = []
    /// What VoiceOver reads of the tree, in reading order, when the list was built reading it
    /// (`DisplayList(_:canvas:readingAccessibility:)`); `nil` otherwise.
    package internal(set) var accessibility: AccessibilityTree?

    init(canvas: CGSize) {
        self.canvas = canvas
    }

    /// Adds `note` unless the list has it already.
    mutating func note(_ note: String) {
        if !notes.contains(note) { notes.append(note) }
    }

    /// The colour `id` refers to.
    package subscript(id: ColorID) -> Color {
        colors[Int(id.rawValue)]
    }

    /// The child indices from the root of the placed tree to the node that made `region`.
    package func path(of region: HitRegion) -> [Int] {
        pathStorage[region.pathRange].map(Int.init)
    }
}

/// A colour of a display list, by its index in ``DisplayList/colors``.
package struct ColorID: Hashable, Sendable {
    package var rawValue: UInt32
}

/// One step of drawing. Groups (`push…`/`pop…`) nest and are always balanced.
///
/// The commands are generic — shapes filled and stroked, texts, glyphs, clips, groups (opacity,
/// shadow, transform, filters and blend modes, masks) and hit regions — so a primitive says what it draws with them from its own file (a border is a
/// rectangle stroked inside its frame, a divider a filled hairline, a rotation a transform), and
/// the renderers, the diff and the dump never learn its name.
package enum DisplayCommand: Equatable, Sendable {
    /// The shape at an index of ``DisplayList/shapes``: filled, stroked or both.
    case shape(Int)
    /// The text at an index of ``DisplayList/texts``.
    case text(Int)
    /// A system image's glyph.
    case glyph(GlyphDrawing)
    /// The text field at an index of ``DisplayList/textFields``.
    ///
    /// The one command still a primitive's own: each renderer fits and places a single-line
    /// field's line by its own rule — on the grid in whole cells, on the row of the field's
    /// centre, with a `|` caret that is a character of the line and moves the placeholder a cell
    /// on; in SVG by font advances, with a caret that is a 2-point bar — and the list, built
    /// without knowing its target, cannot say both with one text run and one shape.
    case textField(Int)
    /// What follows, up to the matching `popClip`, is clipped to a shape.
    case pushClip(ClipDrawing)
    /// Ends the innermost clip.
    case popClip
    /// What follows, up to the matching `popOpacity`, is drawn with an opacity between 0 and 1.
    case pushOpacity(Double)
    /// Ends the innermost opacity group.
    case popOpacity
    /// What follows, up to the matching `popShadow`, casts a drop shadow.
    case pushShadow(ShadowDrawing)
    /// Ends the innermost shadow group.
    case popShadow
    /// Draws what follows, up to the matching `popTransform`, through an affine transform. A
    /// transform that only turns (``TransformDrawing/turn``) is drawn unturned by the ASCII grid,
    /// which cannot turn its cells; hit testing uses the untransformed frames.
    case pushTransform(TransformDrawing)
    /// Ends the group `pushTransform` began.
    case popTransform
    /// Draws what follows, up to the matching `popEffect`, through filters (a blur, colour
    /// matrices) and a blend mode. The ASCII grid has no colour and draws the content unchanged.
    case pushEffect(EffectDrawing)
    /// Ends the innermost effect group.
    case popEffect
    /// Begins a mask: what follows, up to `beginMaskedContent`, is the mask's drawing, which is
    /// not shown itself and takes no taps; its alpha says how much of the content shows.
    case pushMask(MaskDrawing)
    /// Ends the mask's drawing and begins the content it masks, up to the matching `popMask`.
    case beginMaskedContent
    /// Ends the innermost mask group.
    case popMask
    /// The hit region at an index of ``DisplayList/regions`` lies here among the drawing.
    case hitRegion(Int)
}

/// A shape in a frame, with the colours it is filled and stroked with; at least one is set.
package struct ShapeDrawing: Equatable, Sendable {
    package var frame: CGRect
    /// The stroke's width in points; 0 when there is no stroke.
    package var lineWidth: CGFloat
    package var fill: ColorID?
    package var stroke: ColorID?
    package var shape: ShapeKind
    /// The ends, corners and dashes of the stroke, when set.
    package var strokeStyle: StrokeStyle? = nil
    /// The gradient SVG fills with in place of the fill colour, in the appearance drawn.
    package var fillGradient: GradientFill? = nil
    /// Whether the fill's inside is decided by the even-odd rule.
    package var isEOFilled = false
    /// Whether the stroke lies wholly inside the frame, its outer edge on the frame's edge, as a
    /// border's does; otherwise it is centred on the frame's edge, as a shape's `stroke` is.
    package var isStrokeInside = false
}

/// A text with the frame and the lines layout chose for it.
///
/// The text and its lines are kept in one shared box, so that reading a drawing out of the list
/// retains one reference rather than every array a text holds.
package struct TextDrawing: Equatable, Sendable {
    package var frame: CGRect
    private let content: Content

    init(frame: CGRect, text: TextNode, lines: PlacedText) {
        self.frame = frame
        content = Content(text: text, lines: lines)
    }

    /// The text's runs and style.
    package var text: TextNode { content.text }
    /// The characters, their runs and the lines they were broken into.
    var lines: PlacedText { content.lines }

    package static func == (lhs: TextDrawing, rhs: TextDrawing) -> Bool {
        lhs.frame == rhs.frame && (lhs.content === rhs.content || (lhs.text == rhs.text && lhs.lines == rhs.lines))
    }

    private final class Content: Sendable {
        let text: TextNode
        let lines: PlacedText

        init(text: TextNode, lines: PlacedText) {
            self.text = text
            self.lines = lines
        }
    }
}

/// A system image drawn in a frame.
package struct GlyphDrawing: Equatable, Sendable {
    package var frame: CGRect
    /// The SF Symbols name, such as `"xmark"`.
    package var systemName: String
    package var color: ColorID
    /// Whether the image's font is bold, which strokes it wider.
    package var isBold: Bool
    /// Whether the glyph is drawn mirrored left to right.
    package var isFlipped = false
}

/// A text field's text, or its placeholder when it is empty, on one line in its frame.
package struct TextFieldDrawing: Equatable, Sendable {
    package var frame: CGRect
    /// The text shown, made safe to display.
    package var shown: String
    /// Whether `shown` is the placeholder.
    package var isPlaceholder: Bool
    package var font: Font
    package var color: ColorID
    /// The colour of the caret drawn while the field has the focus: after the text, or before
    /// the placeholder.
    package var caret: ColorID?
    /// Where the line sits in the frame.
    package var alignment: TextAlignment
}

/// The shape and frame a group is clipped to.
package struct ClipDrawing: Equatable, Sendable {
    package var frame: CGRect
    package var shape: ShapeKind
}

/// An affine transform, in the canvas's coordinates.
package struct TransformDrawing: Equatable, Sendable {
    package var matrix: CGAffineTransform
}

extension TransformDrawing {
    /// A turn by `degrees`, clockwise on screen, about `center`.
    ///
    /// ```swift
    /// TransformDrawing(turningBy: 90, about: CGPoint(x: 20, y: 20)).turn   // (90, (20, 20))
    /// ```
    init(turningBy degrees: Double, about center: CGPoint) {
        let radians = CGFloat(degrees * .pi / 180)
        let (cosine, sine) = (cos(radians), sin(radians))
        // The move written out, rather than composed of two moves, so that a tiny turn keeps the
        // centre it turns about instead of losing it to cancellation.
        matrix = CGAffineTransform(
            a: cosine, b: sine, c: -sine, d: cosine,
            tx: center.x * (1 - cosine) + center.y * sine, ty: center.y * (1 - cosine) - center.x * sine)
    }

    /// The transform as a turn when it is one — it keeps lengths and angles, does not mirror and
    /// moves some point — or `nil`: its angle in degrees, clockwise on screen, in (-180, 180], and
    /// the one point it leaves in place.
    ///
    /// Both are read back from the matrix and rounded to nine decimals, so a turn made from degrees
    /// and a centre of a few decimals reads back as exactly those numbers.
    package var turn: (degrees: Double, center: CGPoint)? {
        let (a, b, c, d) = (Double(matrix.a), Double(matrix.b), Double(matrix.c), Double(matrix.d))
        let (tx, ty) = (Double(matrix.tx), Double(matrix.ty))
        guard a == d, b == -c, tx.isFinite, ty.isFinite, abs(a * a + b * b - 1) < 1e-9, !(b == 0 && a > 0) else { return nil }
        // The centre p solves (I − R)·p = t, with I − R = [[u, s], [−s, u]]: divided through by the
        // larger of u and s, so that a tiny turn keeps its precision.
        let (u, s) = (1 - a, b)
        let x: Double
        let y: Double
        if abs(s) >= abs(u) {
            let k = u / s
            (x, y) = ((k * tx - ty) / (s * (k * k + 1)), (tx + k * ty) / (s * (k * k + 1)))
        } else {
            let k = s / u
            (x, y) = ((tx - k * ty) / (u * (1 + k * k)), (k * tx + ty) / (u * (1 + k * k)))
        }
        func rounded(_ value: Double) -> Double {
            abs(value) < 1_000_000 ? (value * 1e9).rounded() / 1e9 : value
        }
        return (rounded(atan2(b, a) * 180 / .pi), CGPoint(x: CGFloat(rounded(x)), y: CGFloat(rounded(y))))
    }
}

/// A drop shadow: blur radius, offset and colour.
package struct ShadowDrawing: Equatable, Sendable {
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat
    package var color: ColorID
}
