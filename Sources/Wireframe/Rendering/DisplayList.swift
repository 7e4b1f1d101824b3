import Foundation

/// What one render draws: drawing commands in back-to-front order, and the regions a tap can reach.
///
/// The list is built once from a placed tree and its canvas (`DisplayList(_:canvas:)`), and the
/// ASCII rasterizer, the SVG writer and hit testing all read it, so they agree on what is on top and
/// what is visible. Building it decides both:
/// - order: a background's decoration comes before what it modifies, an overlay's after it, a
///   border after its content, later siblings after earlier ones;
/// - visibility: hidden and fully transparent subtrees add nothing, neither drawing nor hit
///   regions; what lies wholly outside the canvas or an enclosing clip is left out; clear colours
///   draw nothing.
///
/// Commands are small values: colours are referred to by ``ColorID``, and the larger payloads —
/// texts, text fields and hit regions — live in arrays of their own that commands index, so a text
/// keeps the line layout it was placed with without copying its characters.
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
package enum DisplayCommand: Equatable, Sendable {
    /// A shape filled, stroked or both.
    case shape(ShapeDrawing)
    /// The text at an index of ``DisplayList/texts``.
    case text(Int)
    /// A system image's glyph.
    case glyph(GlyphDrawing)
    /// A border along the inside of a frame.
    case border(BorderDrawing)
    /// A divider line filling its frame.
    case divider(DividerDrawing)
    /// The text field at an index of ``DisplayList/textFields``.
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
    /// What follows, up to the matching `popRotation`, is turned about a point. The ASCII grid
    /// cannot turn its cells and draws it unturned; hit testing uses the unturned frames.
    case pushRotation(RotationDrawing)
    /// Ends the innermost rotation group.
    case popRotation
    /// Draws what follows, up to the matching `popTransform`, through an affine transform.
    case pushTransform(TransformDrawing)
    /// Ends the group `pushTransform` began.
    case popTransform
    /// The hit region at an index of ``DisplayList/regions`` lies here among the drawing.
    case hitRegion(Int)
}

/// A turn by `degrees` (clockwise on screen) about `center`.
package struct RotationDrawing: Equatable, Sendable {
    package var degrees: Double
    package var center: CGPoint
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

/// A border drawn along the inside of a frame.
package struct BorderDrawing: Equatable, Sendable {
    package var frame: CGRect
    package var width: CGFloat
    package var color: ColorID
}

/// A divider filling its frame; a frame taller than wide is a vertical divider.
package struct DividerDrawing: Equatable, Sendable {
    package var frame: CGRect
    package var color: ColorID
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

/// A drop shadow: blur radius, offset and colour.
package struct ShadowDrawing: Equatable, Sendable {
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat
    package var color: ColorID
}
