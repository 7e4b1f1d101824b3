import Foundation

/// Draws a display list as an SVG document, in points, with the font metrics layout measured with.
///
/// The list says what is drawn and in which order; the writer draws each command, later over
/// earlier:
/// - a `desc` naming what the render could not honour, when there is something (a catalog colour
///   with no dark value drawn in the dark appearance);
/// - a background covering the canvas: white, or black in the dark appearance;
/// - shapes as `rect` (with `rx` for rounded rectangles and capsules), `circle` and `ellipse`,
///   filled and stroked with their colours (`fill-opacity`, `stroke-opacity` below 1); a clear
///   colour draws nothing, and a translucent colour covering the screen (a dim layer) is a
///   translucent `rect`;
/// - a stroke inside its frame (a border's) on the shape inset by half the stroke's width;
/// - text as one `text` element per line, aligned in the text's frame, with a `tspan` for each
///   run whose font or colour differs from the text's (highlighted words) and "…" where the
///   layout truncated; text fields show their text, or their placeholder in gray;
/// - system images as their ``SystemImageGlyph`` path, stroked and scaled into the image frame;
/// - `clipShape` and scroll views as a `g` with a `clip-path`, `opacity` as a `g` with an
///   `opacity`, shadows as a `g` with a shared `filter` per distinct shadow (feDropShadow's
///   blur, offset, flood and merge written out, which every SVG renderer draws);
/// - effect groups as a `g` with a `filter` (``SVGEffect``: `feGaussianBlur`, `feColorMatrix`,
///   `feComponentTransfer`), numbered `filter-1`, `filter-2`, … in the order the document first
///   uses them, and a `mix-blend-mode` style for a blend mode;
/// - masks as a `mask` (of alpha, `mask-type:alpha`) holding the mask's drawing, numbered
///   `mask-1`, `mask-2`, … in document order, then a `g` of the content referring to it.
///
/// The output is deterministic: attributes in a fixed order, numbers through `svgNumber(_:)`,
/// and clip path and filter ids derived from their contents (`clip-16-32-358-120-r12`,
/// `shadow-5-0-0-000000-33`), so equal clips and equal shadows share one definition; effect
/// filters and masks are numbered in document order, equal filters sharing one.
///
/// ```swift
/// let svg = try Text("Hi").padding(8).border(.black).renderSVG(width: 80, height: nil)
/// ```
struct SVGRenderer {
    /// The largest canvas and document a render may produce.
    struct Options: Hashable, Sendable {
        /// The largest canvas area, width × height, in square points.
        var areaBudget: CGFloat = 100_000_000
        /// The most elements a document may hold.
        var elementBudget = 1_000_000
        /// The deepest elements may nest. libxml2, which librsvg and many other SVG readers parse
        /// with, refuses a document nested deeper than 256 elements.
        var depthBudget = 256

        static let `default` = Options()
    }

    let options: Options
    let canvas: CGSize
    var writer = SVGWriter()
    /// The elements written so far, counted against the element budget.
    var elementCount = 0
    /// How many gradients the picture defined so far, which numbers their ids.
    var gradientCount = 0
    /// Whether each `text` element carries its line's layout width, as `SVGTextWidths` asks.
    let recordsTextWidths = SVGTextWidths.areRecorded

    init(canvas: CGSize, options: Options) throws {
        try Self.checkArea(of: canvas, options: options)
        self.canvas = canvas
        self.options = options
    }

    /// Refuses a canvas larger than the area budget.
    static func checkArea(of canvas: CGSize, options: Options) throws {
        let area = canvas.width * canvas.height
        guard area.isFinite, area <= options.areaBudget else {
            throw RenderError(
                .budgetExceeded,
                "a \(formatPoints(canvas.width)) × \(formatPoints(canvas.height)) point canvas is larger than the budget of \(formatPoints(options.areaBudget)) square points"
            )
        }
    }

    /// Draws `list` and returns the document.
    mutating func render(_ list: DisplayList) throws -> String {
        let definitions = SVGDefinitions(list, canvas: canvas)
        let width = Double(canvas.width)
        let height = Double(canvas.height)
        writer.open(
            .svg,
            [
                "xmlns": "http://www.w3.org/2000/svg",
                "width": .number(width),
                "height": .number(height),
                "viewBox": .numbers([0, 0, width, height]),
            ])
        if !list.notes.isEmpty {
            writer.element(.desc, text: sanitizedForOneLine("Not honoured: " + list.notes.joined(separator: "; ")))
            try count(1)
        }
        // Drawn text must have the width layout measured: no kerning, no ligatures.
        writer.element(.style, text: "text{font-kerning:none;font-variant-ligatures:none}")
        try count(2)
        if !definitions.isEmpty {
            writer.open(.defs)
            for shadow in definitions.shadows { writeFilter(shadow) }
            for effect in definitions.effects { writeFilter(effect) }
            for clip in definitions.clips { writeClipPath(clip) }
            writer.close()
            let effectElements = definitions.effects.reduce(0) { $0 + $1.elementCount }
            try count(1 + 2 * definitions.shadows.count + effectElements + 2 * definitions.clips.count)
        }
        let background = Color(.systemBackground).resolved(in: list.colorScheme)
        writer.element(.rect, ["width": .number(width), "height": .number(height), "fill": SVGValue(background.hexString)])
        try count(1)
        try draw(list, definitions: definitions)
        return writer.finish()
    }

    /// Counts `elements` more elements against the budget.
    mutating func count(_ elements: Int) throws {
        elementCount += elements
        guard elementCount <= options.elementBudget else {
            throw RenderError(.budgetExceeded, "the drawing needs more than the budget of \(options.elementBudget) SVG elements")
        }
    }

    // MARK: Drawing the list

    /// Draws the commands of `list`, whose groups refer to `definitions`.
    private mutating func draw(_ list: DisplayList, definitions: SVGDefinitions) throws {
        // Whether each enclosing shadow group wrote a `g`: a shadow too faint or small to show at
        // the document's precision writes none.
        var shadowGroups: [Bool] = []
        // The masks written so far, and the numbers of those open.
        var maskCount = 0
        var masks: [Int] = []
        var clips = definitions.clipIDs.makeIterator()
        for command in list.commands {
            switch command {
            case .shape(let index):
                try drawShape(list.shapes[index], in: list)
            case .text(let index):
                try drawText(list.texts[index])
            case .glyph(let glyph):
                try drawImage(glyph, color: list[glyph.color])
            case .textField(let index):
                let field = list.textFields[index]
                try drawTextField(field, color: list[field.color], caret: field.caret.map { list[$0] })
            case .pushClip:
                try openGroup(["clip-path": SVGValue("url(#" + (clips.next() ?? "") + ")")])
            case .pushOpacity(let opacity):
                try openGroup(["opacity": .number(opacity)])
            case .pushShadow(let drawing):
                let shadow = SVGShadow(drawing, color: list[drawing.color])
                shadowGroups.append(shadow.isVisible)
                if shadow.isVisible { try openGroup(["filter": "url(#\(shadow.id))"]) }
            case .popShadow:
                if shadowGroups.popLast() == true { writer.close() }
            case .pushTransform(let transform):
                try openGroup(["transform": Self.transformValue(of: transform)])
            case .pushEffect(let drawing):
                var attributes: [(String, SVGValue)] = []
                if let id = definitions.effectIDs[SVGEffect(drawing, canvas: canvas).key] { attributes.append(("filter", "url(#\(id))")) }
                if let blend = drawing.blendMode.cssName { attributes.append(("style", SVGValue("mix-blend-mode:" + blend))) }
                try openGroup(attributes)
            case .pushMask(let mask):
                maskCount += 1
                masks.append(maskCount)
                let region = mask.coverage
                try openGroup(
                    element: .mask,
                    [
                        ("id", "mask-\(maskCount)"), ("maskUnits", "userSpaceOnUse"), ("x", .number(Double(region.minX))),
                        ("y", .number(Double(region.minY))), ("width", .number(Double(region.width))),
                        ("height", .number(Double(region.height))), ("style", "mask-type:alpha"),
                    ])
            case .beginMaskedContent:
                writer.close()
                try openGroup([("mask", "url(#mask-\(masks.last ?? maskCount))")])
            case .popMask:
                _ = masks.popLast()
                writer.close()
            case .popClip, .popOpacity, .popTransform, .popEffect:
                writer.close()
            case .hitRegion:
                // Hit regions draw nothing.
                continue
            }
        }
    }

    /// A transform as SVG writes it: a turn as `rotate(degrees cx cy)`, any other transform as
    /// `matrix(a b c d tx ty)`.
    private static func transformValue(of transform: TransformDrawing) -> SVGValue {
        if let turn = transform.turn {
            let numbers = SVGValue.numbers([turn.degrees, Double(turn.center.x), Double(turn.center.y)])
            return SVGValue("rotate(\(numbers.text))")
        }
        let matrix = transform.matrix
        let numbers = SVGValue.numbers([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map(Double.init))
        return SVGValue("matrix(\(numbers.text))")
    }

    /// Opens a `g` with `attributes`, if the group and the two levels drawn inside it at most (a
    /// `text` and its `tspan`, an image's `g` and its `path`) stay within the depth budget.
    private mutating func openGroup(_ attributes: KeyValuePairs<String, SVGValue>) throws {
        try openGroup(element: .g, attributes.map { ($0.key, $0.value) })
    }

    /// Opens `element` (a `g`, or a `mask`) with attributes built at run time, within the depth
    /// budget as `openGroup(_:)` is.
    private mutating func openGroup(element: SVGElementName = .g, _ attributes: [(String, SVGValue)]) throws {
        guard writer.depth + 3 <= options.depthBudget else {
            throw RenderError(
                .budgetExceeded,
                "the drawing nests more clips, opacities, shadows, rotations, effects and masks than the \(options.depthBudget) levels of elements SVG readers accept"
            )
        }
        writer.open(element, attributes)
        try count(1)
    }
}

/// The filters and clip paths a document defines, each once, in the order the list first uses them.
struct SVGDefinitions {
    private(set) var shadows: [SVGShadow] = []
    private(set) var clips: [SVGClip] = []
    /// The filters of effect groups, each once, numbered in the order the list first uses them.
    private(set) var effects: [SVGEffect] = []
    /// The id of each effect's filter, by its key.
    private(set) var effectIDs: [String: String] = [:]
    /// The id of the clip path each clip group refers to, in the order of the list's groups.
    private(set) var clipIDs: [String] = []
    private var ids: Set<String> = []

    var isEmpty: Bool { shadows.isEmpty && clips.isEmpty && effects.isEmpty }

    /// The definitions the groups of `list` refer to.
    init(_ list: DisplayList, canvas: CGSize) {
        for command in list.commands {
            switch command {
            case .pushEffect(let drawing):
                var effect = SVGEffect(drawing, canvas: canvas)
                guard !effect.primitives.isEmpty, effectIDs[effect.key] == nil else { continue }
                effect.id = "filter-\(effects.count + 1)"
                effectIDs[effect.key] = effect.id
                effects.append(effect)
            case .pushClip(let clip):
                let definition = SVGClip(shape: clip.shape, frame: clip.frame)
                let id = definition.id
                clipIDs.append(id)
                if ids.insert(id).inserted { clips.append(definition) }
            case .pushShadow(let drawing):
                let shadow = SVGShadow(drawing, color: list[drawing.color])
                if shadow.isVisible, ids.insert(shadow.id).inserted { shadows.append(shadow) }
            case .shape, .text, .glyph, .textField, .popClip, .pushOpacity, .popOpacity, .popShadow, .pushTransform, .popTransform,
                .popEffect, .pushMask, .beginMaskedContent, .popMask, .hitRegion:
                continue
            }
        }
    }
}

/// A drop shadow as the SVG writes it: its numbers rounded as they are written, and an id made
/// of them, so shadows that draw the same share one filter.
struct SVGShadow {
    let radius: Double
    let x: Double
    let y: Double
    let color: Color
    /// The shadow colour's opacity in whole percent.
    let opacityPercent: Int

    init(_ shadow: ShadowDrawing, color: Color) {
        radius = Double(svgNumber(Double(shadow.radius))) ?? 0
        x = Double(svgNumber(Double(shadow.x))) ?? 0
        y = Double(svgNumber(Double(shadow.y))) ?? 0
        self.color = color
        opacityPercent = Int((color.opacity * 100).rounded())
    }

    /// `shadow-5-0-0-000000-33`: radius, x and y offsets, colour and opacity in percent.
    var id: String {
        "shadow-\(svgNumber(radius))-\(svgNumber(x))-\(svgNumber(y))-\(color.hexString.dropFirst())-\(opacityPercent)"
    }

    /// Whether the shadow shows: it has a colour and is blurred or offset from its content.
    var isVisible: Bool {
        opacityPercent > 0 && (radius > 0 || x != 0 || y != 0)
    }
}

/// A 64-bit FNV-1a hash of `text` in hexadecimal: the same on every machine, for ids.
private func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
}

/// A clip path: a shape in a frame, with an id made of both (`clip-16-32-358-120-r12`).
struct SVGClip {
    let shape: ShapeKind
    let frame: CGRect

    var id: String {
        let corners: String =
            switch shape {
            case .rectangle: ""
            case .roundedRectangle: "-r" + svgNumber(Double(shape.cornerRadius(in: frame.size)))
            case .capsule: "-capsule"
            case .circle: "-circle"
            case .ellipse: "-ellipse"
            case .path(let shape): "-path-" + fnv1a(shape.path(drawnIn: frame).svgData)
            }
        return "clip-" + svgNumbers([frame.minX, frame.minY, frame.width, frame.height].map(Double.init), separator: "-") + corners
    }
}

extension View {
    /// Renders the view as an SVG document on a `width` × `height` point screen.
    ///
    /// The document is in points (`width`, `height` and `viewBox` are the screen's size) and
    /// draws text in Liberation Sans, the font layout measured with, so text is as wide in a
    /// browser as it was laid out; `height: nil` fits the screen to the content. The same view
    /// gives the same bytes on every machine.
    ///
    /// ```swift
    /// let svg = try Text("메모").padding(16).border(.black).renderSVG(width: 96, height: nil)
    /// // <svg xmlns="http://www.w3.org/2000/svg" width="96" height="52" viewBox="0 0 96 52">
    /// //   <style>text{font-kerning:none;font-variant-ligatures:none}</style>
    /// //   <rect width="96" height="52" fill="#FFFFFF"/>
    /// //   <text x="31" y="31.89" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="17" …>메모</text>
    /// //   <rect x="15.5" y="0.5" width="65" height="51" fill="none" stroke="#000000" stroke-width="1"/>
    /// // </svg>
    /// ```
    /// - Throws: ``RenderError`` when the width or height is not finite or not positive, when the
    ///   canvas is larger than 100,000,000 square points (10,000 × 10,000), when the document would
    ///   hold more than 1,000,000 elements or nest them deeper than 256 levels (about 250 clips,
    ///   opacities, shadows and rotations inside one another), or when the tree is nested deeper
    ///   than ``maximumViewDepth``.
    @MainActor
    public func renderSVG(width: CGFloat, height: CGFloat?) throws -> String {
        try renderSVG(on: Screen(width: width, height: height))
    }

    /// Renders the view as an SVG document on `screen`, laid out inside its safe area.
    ///
    /// ```swift
    /// let svg = try dialog.renderSVG(on: .iPhone15)
    /// ```
    /// - Throws: ``RenderError`` as ``renderSVG(width:height:)`` does.
    @MainActor
    public func renderSVG(on screen: Screen) throws -> String {
        let options = SVGRenderer.Options.default
        try screen.validate()
        if let height = screen.height {
            // Refuse an oversized canvas before doing any layout.
            try SVGRenderer.checkArea(of: CGSize(width: screen.width, height: height), options: options)
        }
        let layout = try layout(on: screen, metrics: .svg)
        var renderer = try SVGRenderer(canvas: layout.canvas, options: options)
        return try renderer.render(DisplayList(layout.placed, canvas: layout.canvas))
    }
}

/// Whether SVG documents rendered in a scope record the width layout gave each line of text, as a
/// `data-width` attribute (in points, through `svgNumber(_:)`) on its `text` element.
///
/// Off by default, so documents and goldens carry no attribute a browser does not need; the
/// gallery turns it on for `Scripts/check-browser-fidelity.py`, which compares each recorded width
/// with the width a browser draws:
///
/// ```swift
/// let svg = try SVGTextWidths.$areRecorded.withValue(true) { try view.renderSVG(on: .iPhone13) }
/// // <text x="16" y="31.5" … data-width="41.56">Delete</text>
/// ```
package enum SVGTextWidths {
    /// Whether `data-width` is written; set it for a scope with `$areRecorded.withValue(_:)`.
    @TaskLocal package static var areRecorded = false
}
