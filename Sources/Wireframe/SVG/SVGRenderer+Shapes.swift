import Foundation

extension SVGRenderer {
    // MARK: Shapes

    /// Draws the shape filled and stroked as one element; a stroke inside the frame is centred
    /// on the shape inset by half its width (at most to the frame's middle), so its outer edge
    /// lies on the frame's.
    mutating func drawShape(_ shape: ShapeDrawing, in list: DisplayList) throws {
        let frame = shape.frame
        guard frame.isDrawable else { return }
        let outlined: (shape: ShapeKind, frame: CGRect) =
            shape.isStrokeInside && shape.stroke != nil
            ? shape.shape.inset(by: shape.lineWidth / 2, in: frame) : (shape.shape, frame)
        let (name, outline) = Self.outline(of: outlined.shape, in: outlined.frame)
        var attributes = outline
        if let gradient = shape.fillGradient, case .angular = gradient.kind {
            try drawAngularGradient(gradient, clippedTo: shape.shape, in: frame)
            guard shape.stroke != nil else { return }
            attributes.append(("fill", "none"))
        } else if let gradient = shape.fillGradient {
            attributes.append(("fill", SVGValue("url(#\(writeGradient(gradient, in: frame)))")))
        } else if let fill = shape.fill {
            Self.addPaint(list[fill], "fill", to: &attributes)
        } else {
            attributes.append(("fill", "none"))
        }
        if shape.isEOFilled { attributes.append(("fill-rule", "evenodd")) }
        if let stroke = shape.stroke {
            Self.addPaint(list[stroke], "stroke", to: &attributes)
            attributes.append(("stroke-width", .number(Double(shape.lineWidth))))
            if let style = shape.strokeStyle { attributes += style.svgAttributes }
        }
        writer.element(name, attributes)
        try count(1)
    }

    // MARK: Images

    /// Strokes the glyph's 24 × 24 path, scaled to fit the frame and centred in it.
    mutating func drawImage(_ glyph: GlyphDrawing, color: Color) throws {
        try drawGlyph(glyph.systemName, in: glyph.frame, isBold: glyph.isBold, isFlipped: glyph.isFlipped, color: color)
    }

    /// Strokes the SF Symbol `systemName` in the largest square centred in `frame`.
    mutating func drawGlyph(_ systemName: String, in frame: CGRect, isBold: Bool, isFlipped: Bool, color: Color) throws {
        guard frame.isDrawable else { return }
        let side = Double(min(frame.width, frame.height))
        let scale = side / SystemImageGlyph.boxSize
        let x = Double(frame.midX) - side / 2
        let y = Double(frame.midY) - side / 2
        // A flipped glyph is drawn from its right edge with its x axis reversed.
        let transform: SVGValue =
            isFlipped ? "translate(\(x + side) \(y)) scale(\(-scale) \(scale))" : "translate(\(x) \(y)) scale(\(scale))"
        writer.open(.g, ["transform": transform])
        var attributes: [(String, SVGValue)] = [
            ("d", SVGValue(SystemImageGlyph.named(systemName).svgPath)),
            ("fill", "none"),
        ]
        Self.addPaint(color, "stroke", to: &attributes)
        attributes += [
            ("stroke-width", isBold ? 2.5 : 2),
            ("stroke-linecap", "round"),
            ("stroke-linejoin", "round"),
        ]
        writer.element(.path, attributes)
        writer.close()
        try count(2)
    }

    // MARK: Definitions

    /// Writes a shadow's `filter`, covering the whole canvas so no blur is cut off.
    mutating func writeFilter(_ shadow: SVGShadow) {
        writer.open(
            .filter,
            [
                "id": SVGValue(shadow.id),
                "filterUnits": "userSpaceOnUse",
                "x": 0,
                "y": 0,
                "width": .number(Double(canvas.width)),
                "height": .number(Double(canvas.height)),
                "color-interpolation-filters": "sRGB",
            ])
        // The expansion the SVG filter specification gives for feDropShadow, written out because
        // librsvg 2.54 drops elements filtered with feDropShadow itself.
        writer.element(.feGaussianBlur, ["in": "SourceAlpha", "stdDeviation": .number(shadow.radius / 2)])
        writer.element(.feOffset, ["dx": .number(shadow.x), "dy": .number(shadow.y), "result": "blur"])
        writer.element(
            .feFlood,
            [
                "flood-color": SVGValue(shadow.color.hexString),
                "flood-opacity": .number(Double(shadow.opacityPercent) / 100),
            ])
        writer.element(.feComposite, ["in2": "blur", "operator": "in"])
        writer.open(.feMerge)
        writer.element(.feMergeNode)
        writer.element(.feMergeNode, ["in": "SourceGraphic"])
        writer.close()
        writer.close()
    }

    mutating func writeClipPath(_ clip: SVGClip) {
        writer.open(.clipPath, ["id": SVGValue(clip.id)])
        let (name, attributes) = Self.outline(of: clip.shape, in: clip.frame)
        writer.element(name, attributes)
        writer.close()
    }

    // MARK: Attributes

    /// The element and geometry attributes of `shape` drawn in `frame`.
    static func outline(of shape: ShapeKind, in frame: CGRect) -> (name: SVGElementName, attributes: [(String, SVGValue)]) {
        let width = Double(frame.width)
        let height = Double(frame.height)
        switch shape {
        case .rectangle, .roundedRectangle, .capsule:
            // Room for the paint a shape adds, so the array is made once.
            var attributes: [(String, SVGValue)] = []
            attributes.reserveCapacity(10)
            attributes.append(("x", .number(Double(frame.minX))))
            attributes.append(("y", .number(Double(frame.minY))))
            attributes.append(("width", .number(width)))
            attributes.append(("height", .number(height)))
            let radius = Double(shape.cornerRadius(in: frame.size))
            if svgNumber(radius) != "0" { attributes.append(("rx", .number(radius))) }
            return (.rect, attributes)
        case .circle:
            return (
                .circle,
                [
                    ("cx", .number(Double(frame.midX))),
                    ("cy", .number(Double(frame.midY))),
                    ("r", .number(min(width, height) / 2)),
                ]
            )
        case .path(let shape):
            return (.path, [("d", SVGValue(shape.path(drawnIn: frame).svgData))])
        case .ellipse:
            return (
                .ellipse,
                [
                    ("cx", .number(Double(frame.midX))),
                    ("cy", .number(Double(frame.midY))),
                    ("rx", .number(width / 2)),
                    ("ry", .number(height / 2)),
                ]
            )
        }
    }

    /// `fill="#RRGGBB"` (or `stroke`), with `fill-opacity` when the colour is translucent.
    static func paint(_ color: Color, _ property: String) -> [(String, SVGValue)] {
        var attributes: [(String, SVGValue)] = []
        addPaint(color, property, to: &attributes)
        return attributes
    }

    /// Appends `paint(color, property)` to `attributes`.
    static func addPaint(_ color: Color, _ property: String, to attributes: inout [(String, SVGValue)]) {
        attributes.append((property, SVGValue(color.hexString)))
        if color.opacity < 1 { attributes.append((property + "-opacity", .number(color.opacity))) }
    }
}

extension ShapeKind {
    /// The shape drawn `amount` points inside its edge in `frame`, as SwiftUI's `InsettableShape`
    /// insets it: the frame inset by `amount` on each side, at most to its middle, and a rounded
    /// rectangle's corners `amount` smaller.
    fileprivate func inset(by amount: CGFloat, in frame: CGRect) -> (shape: ShapeKind, frame: CGRect) {
        let inset = frame.insetBy(dx: min(amount, frame.width / 2), dy: min(amount, frame.height / 2))
        guard case .roundedRectangle(let radius) = self else { return (self, inset) }
        return (.roundedRectangle(cornerRadius: max(radius - amount, 0)), inset)
    }
}

extension SystemImageGlyph {
    /// The side of the square box the path data is drawn in.
    static let boxSize = 24.0
}

extension CGRect {
    /// Whether the rectangle is finite and has an area to draw in.
    var isDrawable: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
