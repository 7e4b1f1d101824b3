import Foundation

// What each kind of node draws into the display list, one function per primitive, so that each
// can move into its primitive's own file.
extension DisplayListBuilder {
    // MARK: Content

    /// Text draws its lines unless every run is clear, and absorbs taps over its frame.
    mutating func drawText(_ text: TextNode, _ lines: PlacedText?, frame: CGRect) {
        guard let lines else { return }
        let isClear = text.runs.allSatisfy { ($0.color ?? text.color).isClear }
        if !isClear, isVisible(lines.bounds(in: frame, alignment: text.alignment)) {
            append(TextDrawing(frame: frame, text: text, lines: lines))
        }
        addRegion(frame, .opaque)
    }

    /// A system image draws its glyph centred in its frame and absorbs taps over the frame.
    mutating func drawImage(_ image: ImageNode, frame: CGRect) {
        // The glyph's stroke may reach a little past the square it is drawn in.
        let side = Swift.min(frame.width, frame.height)
        if !image.color.isClear, isVisible(frame.insetBy(dx: -side / 8, dy: -side / 8)) {
            let glyph = GlyphDrawing(
                frame: frame, systemName: image.systemName, color: id(of: image.color), isBold: image.font.weight.isBold)
            append(.glyph(glyph))
        }
        addRegion(frame, .opaque)
    }

    /// A shape draws its fill and stroke where they are not clear, and takes taps where it draws.
    mutating func drawShape(_ shape: ShapeNode, frame: CGRect) {
        let fill = shape.fill.flatMap { $0.isClear ? nil : $0 }
        let stroke = shape.stroke.flatMap { $0.isClear || !(shape.lineWidth > 0) ? nil : $0 }
        guard fill != nil || stroke != nil else { return }
        // A stroke is centred on the outline, so half of it lies outside the frame.
        let reach = stroke == nil ? 0 : shape.lineWidth / 2
        if isVisible(frame.insetBy(dx: -reach, dy: -reach)) {
            let drawing = ShapeDrawing(
                frame: frame,
                lineWidth: stroke == nil ? 0 : shape.lineWidth,
                fill: fill.map { id(of: $0) },
                stroke: stroke.map { id(of: $0) },
                shape: shape.shape
            )
            append(.shape(drawing))
        }
        addRegion(frame, .opaque)
    }

    /// A divider fills its frame with its colour and absorbs taps over it.
    mutating func drawDivider(_ color: Color, frame: CGRect) {
        if !color.isClear, isVisible(frame) {
            append(.divider(DividerDrawing(frame: frame, color: id(of: color))))
        }
        addRegion(frame, .opaque)
    }

    /// A text field shows its text, or its placeholder in gray while it is empty, and takes taps.
    mutating func drawTextField(_ field: TextFieldNode, frame: CGRect) {
        let isPlaceholder = field.text.isEmpty
        let color = isPlaceholder ? Color.gray : field.color
        let shown = sanitizedForDisplay(isPlaceholder ? field.placeholder : field.text)
        // The line is centred on the frame and may be taller than it.
        let lineBox = frame.insetBy(dx: 0, dy: -field.font.size)
        if !shown.isEmpty, !color.isClear, isVisible(lineBox) {
            append(TextFieldDrawing(frame: frame, shown: shown, isPlaceholder: isPlaceholder, font: field.font, color: id(of: color)))
        }
        addRegion(frame, .textField(placeholder: field.placeholder, setter: field.setter))
    }

    // MARK: Controls

    /// A button takes every tap over its frame, in front of its label, which draws as usual.
    mutating func drawButton(_ button: ButtonNode, _ node: PlacedNode) {
        addRegion(node.frame, .button(action: button.action, isEnabled: button.isEnabled))
        drawControlContent(of: node)
    }

    /// A deletable row takes taps over its frame, behind its content.
    mutating func drawDeletableRow(action: ActionID, offset: Int, _ node: PlacedNode) {
        addRegion(node.frame, .deletableRow(action: action, offset: offset))
        drawChildren(of: node)
    }

    // MARK: Modifiers

    /// A background draws its decoration (the second child) first, then the content over it.
    mutating func drawBackground(_ node: PlacedNode) {
        drawChildren(of: node, in: node.children.indices.reversed())
    }

    /// A border draws along the inside of the frame, over the content.
    mutating func drawBorder(color: Color, width: CGFloat, _ node: PlacedNode) {
        drawChildren(of: node)
        guard width > 0, !color.isClear, isVisible(node.frame) else { return }
        append(.border(BorderDrawing(frame: node.frame, width: width, color: id(of: color))))
    }

    /// A clip shape (or a scroll view's frame) cuts its content to the shape.
    mutating func drawClip(_ shape: ShapeKind, _ node: PlacedNode) {
        drawClipped(node, to: node.frame, push: .pushClip(ClipDrawing(frame: node.frame, shape: shape)), pop: .popClip)
    }

    /// Opacity 0 draws nothing and takes no taps; between 0 and 1 it groups the content.
    mutating func drawOpacity(_ opacity: Double, _ node: PlacedNode) {
        guard opacity > 0 else { return }
        guard opacity < 1 else { return drawChildren(of: node) }
        drawGroup(node, push: .pushOpacity(opacity), pop: .popOpacity)
    }

    /// A shadow groups the content it is cast by, when it has a colour and a blur or an offset.
    mutating func drawShadow(_ shadow: ShadowNode, _ node: PlacedNode) {
        guard !shadow.color.isClear, shadow.radius > 0 || shadow.x != 0 || shadow.y != 0 else {
            return drawChildren(of: node)
        }
        // A Gaussian blur fades out within about three standard deviations, 1.5 × the radius.
        let reach = 2 * abs(shadow.radius) + abs(shadow.x) + abs(shadow.y)
        let drawing = ShadowDrawing(radius: shadow.radius, x: shadow.x, y: shadow.y, color: id(of: shadow.color))
        drawSpilling(node, by: reach.isFinite ? reach : 0, push: .pushShadow(drawing), pop: .popShadow)
    }
}

extension PlacedText {
    /// The rectangle the lines cover in `frame`, with the frame itself: a line wider than the frame
    /// reaches past its edges by the alignment.
    func bounds(in frame: CGRect, alignment: TextAlignment) -> CGRect {
        var minX = frame.minX
        var maxX = frame.maxX
        for line in layout.lines where line.width > Double(frame.width) {
            let x = frame.minX + (frame.width - CGFloat(line.width)) * alignment.fraction
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, x + CGFloat(line.width))
        }
        let height = Swift.max(frame.height, CGFloat(layout.lines.count) * lineHeight)
        return CGRect(x: minX, y: frame.minY, width: maxX - minX, height: height)
    }
}
