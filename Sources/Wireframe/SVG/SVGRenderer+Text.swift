import Foundation

extension SVGRenderer {
    // MARK: Text

    /// Draws each line of the text as a `text` element, aligned in its frame as the ASCII renderer
    /// aligns it, with runs styled apart from the text in `tspan`s.
    mutating func drawText(_ drawing: TextDrawing) throws {
        let text = drawing.text
        let placed = drawing.lines
        let frame = drawing.frame
        let metrics = FontMetrics.liberationSans.metrics(for: text.largestFont)
        let lineHeight = Double(placed.lineHeight)
        let scale = Double(placed.scale)
        let largest = Double(text.largestFont.size) * scale
        let family = FontMetrics.liberationSans.metrics(for: text.font).svgFontFamily(for: placed.characters)
        let spacing = text.sharedLetterSpacing
        for (lineIndex, line) in placed.layout.lines.enumerated() {
            let pieces = Self.pieces(of: line, in: placed)
            guard pieces.contains(where: { !$0.text.isEmpty }) else { continue }
            let top = Double(frame.minY) + Double(lineIndex) * lineHeight
            let x = Double(frame.minX) + (Double(frame.width) - line.width) * Double(text.alignment.fraction)
            let y = top + (lineHeight - metrics.lineHeight(size: largest)) / 2 + metrics.baselineOffset(size: largest)
            var attributes = Self.textAttributes(x: x, y: y, family: family, font: text.font, scale: scale, color: text.color)
            if spacing != 0 { attributes.append(("letter-spacing", .number(Double(spacing) * scale))) }
            if recordsTextWidths { attributes.append(("data-width", .number(line.width))) }
            writer.open(.text, attributes)
            try count(1)
            for piece in pieces where !piece.text.isEmpty {
                let style = piece.run.map { runStyle(of: text, run: $0, characters: placed.characters, scale: scale) } ?? []
                if style.isEmpty {
                    writer.text(piece.text)
                } else {
                    writer.element(.tspan, style, text: piece.text)
                    try count(1)
                }
            }
            writer.close()
        }
    }

    /// The line's characters grouped by run, and the ellipsis (with no run), in drawing order.
    private static func pieces(of line: TextLine, in placed: PlacedText) -> [(run: Int?, text: String)] {
        var pieces: [(run: Int?, text: String)] = []
        for segment in line.segments {
            switch segment {
            case .ellipsis:
                pieces.append((nil, "…"))
            case .characters(let range):
                for index in range where placed.characters.indices.contains(index) {
                    let character = placed.characters[index]
                    let run = placed.runIndices[index]
                    let shown = character == "\n" ? "" : String(character)
                    if let last = pieces.last, last.run == run {
                        pieces[pieces.count - 1].text += shown
                    } else {
                        pieces.append((run, shown))
                    }
                }
            }
        }
        return pieces
    }

    /// The attributes a run needs beyond its text's: family, size, weight, colour, underline,
    /// strikethrough and italics. A run whose font is fixed-width where the text's is not (or the other way
    /// round) names its own family, chosen for the whole text's `characters`.
    private func runStyle(of text: TextNode, run index: Int, characters: [Character], scale: Double) -> [(String, SVGValue)] {
        guard text.runs.indices.contains(index) else { return [] }
        let run = text.runs[index]
        let font = text.font(ofRun: index)
        var style: [(String, SVGValue)] = []
        if font.isMonospaced != text.font.isMonospaced {
            style.append(("font-family", SVGValue(FontMetrics.liberationSans.metrics(for: font).svgFontFamily(for: characters))))
        }
        if font.size != text.font.size { style.append(("font-size", .number(Double(font.size) * scale))) }
        if font.weight.isBold != text.font.weight.isBold { style.append(("font-weight", font.weight.isBold ? 700 : 400)) }
        if let color = run.color, color != text.color { style += Self.paint(color, "fill") }
        if font.capitals != text.font.capitals {
            style.append(("font-variant", SVGValue(font.capitals?.svgFontVariant ?? "normal")))
        }
        switch (run.isUnderlined, run.isStrikethrough) {
        case (true, true): style.append(("text-decoration", "underline line-through"))
        case (true, false): style.append(("text-decoration", "underline"))
        case (false, true): style.append(("text-decoration", "line-through"))
        case (false, false): break
        }
        if run.isItalic { style.append(("font-style", "italic")) }
        if run.letterSpacing != text.sharedLetterSpacing { style.append(("letter-spacing", .number(Double(run.letterSpacing) * scale))) }
        if let offset = run.baselineOffset, offset != 0 { style.append(("baseline-shift", .number(Double(offset)))) }
        return style
    }

    /// The width layout gives `text` in `font`, the width `data-width` records.
    private func layoutWidth(of text: String, font: Font) -> Double {
        FontMetrics.liberationSans.metrics(for: font).width(of: text, size: Double(font.size), bold: font.weight.isBold)
    }

    /// The attributes of a `text` element with its baseline starting at (`x`, `y`).
    private static func textAttributes(
        x: Double, y: Double, family: String, font: Font, scale: Double = 1, color: Color
    ) -> [(String, SVGValue)] {
        var attributes: [(String, SVGValue)] = [
            ("x", .number(x)),
            ("y", .number(y)),
            ("font-family", SVGValue(family)),
            ("font-size", .number(Double(font.size) * scale)),
        ]
        if font.weight.isBold { attributes.append(("font-weight", 700)) }
        if let caps = font.capitals { attributes.append(("font-variant", SVGValue(caps.svgFontVariant))) }
        attributes += paint(color, "fill")
        attributes.append(("xml:space", "preserve"))
        return attributes
    }

    // MARK: Text fields

    /// Draws a text field's text (or its placeholder) on one line centred in its frame;
    /// characters that do not fit the frame are left out. A focused field's caret is a bar two
    /// points wide and as tall as the font's ascent and descent, after the text or before the
    /// placeholder, as iOS draws it.
    mutating func drawTextField(_ field: TextFieldDrawing, color: Color, caret: Color?) throws {
        let frame = field.frame
        guard frame.isDrawable else { return }
        let metrics = FontMetrics.liberationSans.metrics(for: field.font)
        let size = Double(field.font.size)
        var shown = ""
        var width = 0.0
        for character in field.shown where character != "\n" {
            let advance = metrics.advance(of: character, size: size, bold: field.font.weight.isBold)
            guard width + advance <= Double(frame.width) + 0.001 else { break }
            width += advance
            shown.append(character)
        }
        let lineTop = Double(frame.midY) - metrics.lineHeight(size: size) / 2
        let barWidth = 2.0
        let caretRoom = caret == nil ? 0 : barWidth + 1
        let startX = Double(frame.minX) + max(Double(frame.width) - width - caretRoom, 0) * Double(field.alignment.fraction)
        if !shown.isEmpty {
            let y = lineTop + metrics.baselineOffset(size: size)
            var attributes = Self.textAttributes(
                x: startX, y: y, family: metrics.svgFontFamily(for: shown), font: field.font, color: color)
            if recordsTextWidths { attributes.append(("data-width", .number(layoutWidth(of: shown, font: field.font)))) }
            writer.element(.text, attributes, text: shown)
            try count(1)
        }
        guard let caret else { return }
        let x = field.isPlaceholder ? startX : min(startX + width + 1, Double(frame.maxX) - barWidth)
        let height = metrics.ascent(size: size) + metrics.descent(size: size)
        let y = lineTop + (metrics.lineHeight(size: size) - height) / 2
        let bar = CGRect(x: x, y: y, width: barWidth, height: height)
        writer.element(.rect, Self.outline(of: .rectangle, in: bar).attributes + Self.paint(caret, "fill"))
        try count(1)
    }
}

extension TextNode {
    /// The letter spacing every run has, written on the whole text; 0 when the runs differ.
    fileprivate var sharedLetterSpacing: CGFloat {
        guard let first = runs.first?.letterSpacing, runs.allSatisfy({ $0.letterSpacing == first }) else { return 0 }
        return first
    }
}
