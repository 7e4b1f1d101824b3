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
        let hasInlineDrawing = text.runs.contains { $0.systemImage != nil || $0.backgroundColor != nil }
        for (lineIndex, line) in placed.layout.lines.enumerated() {
            let pieces = Self.pieces(of: line, in: placed)
            guard pieces.contains(where: { !$0.text.isEmpty }) else { continue }
            let top = Double(frame.minY) + Double(lineIndex) * lineHeight
            let x = Double(frame.minX) + (Double(frame.width) - line.width) * Double(text.alignment.fraction)
            let y = top + (lineHeight - metrics.lineHeight(size: largest)) / 2 + metrics.baselineOffset(size: largest)
            let segments = hasInlineDrawing ? Self.segments(of: line, in: placed, text: text, startingAt: x) : [(x, line.width, pieces)]
            if hasInlineDrawing {
                try drawRunBackgrounds(of: line, in: placed, text: text, startingAt: x, top: top)
            }
            for segment in segments {
                if let symbol = segment.pieces.first?.run.flatMap({ text.runs[$0].systemImage }) {
                    try drawInlineSymbol(
                        symbol, of: text, run: segment.pieces[0].run ?? 0, x: segment.x, width: segment.width, top: top,
                        lineHeight: lineHeight)
                    continue
                }
                guard segment.pieces.contains(where: { !$0.text.isEmpty }) else { continue }
                var attributes = Self.textAttributes(x: segment.x, y: y, family: family, font: text.font, scale: scale, color: text.color)
                if spacing != 0 { attributes.append(("letter-spacing", .number(Double(spacing) * scale))) }
                if recordsTextWidths { attributes.append(("data-width", .number(segment.width))) }
                writer.open(.text, attributes)
                try count(1)
                for piece in segment.pieces where !piece.text.isEmpty {
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
    }

    /// Fills the background of each run of the line that has one, from the top of the line to
    /// its bottom, before the characters are drawn over it.
    private mutating func drawRunBackgrounds(of line: TextLine, in placed: PlacedText, text: TextNode, startingAt x: Double, top: Double)
        throws
    {
        var x = x
        var fill: (run: Int, x: Double, width: Double)?
        func flush() throws {
            guard let current = fill, current.width > 0, let color = text.runs[current.run].backgroundColor else { return }
            let rect = CGRect(x: current.x, y: top, width: current.width, height: Double(placed.lineHeight))
            writer.element(.rect, Self.outline(of: .rectangle, in: rect).attributes + Self.paint(color, "fill"))
            try count(1)
        }
        for segment in line.segments {
            guard case .characters(let range) = segment else { continue }
            for index in range where placed.characters.indices.contains(index) {
                let run = placed.runIndices[index]
                let advance = placed.advances[index]
                if text.runs.indices.contains(run), text.runs[run].backgroundColor != nil {
                    if let current = fill, current.run == run {
                        fill?.width += advance
                    } else {
                        try flush()
                        fill = (run, x, advance)
                    }
                } else {
                    try flush()
                    fill = nil
                }
                x += advance
            }
        }
        try flush()
    }

    /// Strokes the symbol of an inline image run in the width layout gave it, the height of the
    /// line, in the run's colour or the text's.
    private mutating func drawInlineSymbol(
        _ systemName: String, of text: TextNode, run: Int, x: Double, width: Double, top: Double, lineHeight: Double
    ) throws {
        guard text.runs.indices.contains(run) else { return }
        let spacing = Swift.max(Double(text.runs[run].letterSpacing), 0)
        let frame = CGRect(x: x, y: top, width: Swift.max(width - spacing, 0), height: lineHeight)
        try drawGlyph(
            systemName, in: frame, isBold: text.font(ofRun: run).weight.isBold, isFlipped: false, color: text.runs[run].color ?? text.color)
    }

    /// The line cut where it holds an inline symbol: runs of text, each to be written as a `text`
    /// element from its own `x`, and each symbol alone, with the width layout gave it.
    private static func segments(
        of line: TextLine, in placed: PlacedText, text: TextNode, startingAt x: Double
    ) -> [(x: Double, width: Double, pieces: [(run: Int?, text: String)])] {
        var segments: [(x: Double, width: Double, pieces: [(run: Int?, text: String)])] = []
        var x = x
        var charactersWidth = 0.0
        var isSymbol = false
        for segment in line.segments {
            switch segment {
            case .ellipsis:
                // The ellipsis takes what the line's characters leave of its width.
                let width = Swift.max(line.width - charactersWidth, 0)
                if segments.isEmpty || isSymbol { segments.append((x, 0, [])) }
                segments[segments.count - 1].pieces.append((nil, "…"))
                segments[segments.count - 1].width += width
                x += width
                isSymbol = false
            case .characters(let range):
                for index in range where placed.characters.indices.contains(index) {
                    let run = placed.runIndices[index]
                    let advance = placed.advances[index]
                    charactersWidth += advance
                    let symbol = text.runs.indices.contains(run) && text.runs[run].systemImage != nil
                    let character = placed.characters[index]
                    let shown = character == "\n" ? "" : String(character)
                    if symbol || isSymbol || segments.isEmpty {
                        segments.append((x, 0, []))
                    }
                    isSymbol = symbol
                    let last = segments.count - 1
                    if let piece = segments[last].pieces.last, piece.run == run {
                        segments[last].pieces[segments[last].pieces.count - 1].text += shown
                    } else {
                        segments[last].pieces.append((run, shown))
                    }
                    segments[last].width += advance
                    x += advance
                }
            }
        }
        return segments
    }

    /// The line's characters grouped by run, and the ellipsis (with no run), in drawing order.
    private static func pieces(of line: TextLine, in placed: PlacedText) -> [(run: Int?, text: String)] {
        var pieces: [(run: Int?, text: String)] = []
        for segment in line.segments {
            switch segment {
            case .ellipsis:
                pieces.append((nil, "…"))
            case .characters(let range):
                var index = max(range.lowerBound, 0)
                let end = min(range.upperBound, placed.characters.count)
                while index < end {
                    let (run, runEnd) = placed.runIndices.run(at: index)
                    let stop = min(runEnd, end)
                    let shown = Self.shownText(placed.characters[index..<stop])
                    if let last = pieces.last, last.run == run {
                        pieces[pieces.count - 1].text += shown
                    } else {
                        pieces.append((run, shown))
                    }
                    index = stop
                }
            }
        }
        return pieces
    }

    /// `characters` as one string, with the line feeds that end lines left out; made from their
    /// UTF-8, which costs a fraction of appending characters one by one. (A line feed inside a
    /// `"\r\n"` goes too, which draws the same: the writer leaves control characters out.)
    private static func shownText(_ characters: ArraySlice<Character>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3)
        for character in characters {
            var string = String(character)
            string.withUTF8 { utf8 in
                for byte in utf8 where byte != UInt8(ascii: "\n") { bytes.append(byte) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
        if let color = run.color, color != text.color { Self.addPaint(color, "fill", to: &style) }
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
        // Room for every attribute a line may add, so the array is made once.
        var attributes: [(String, SVGValue)] = []
        attributes.reserveCapacity(10)
        attributes.append(("x", .number(x)))
        attributes.append(("y", .number(y)))
        attributes.append(("font-family", SVGValue(family)))
        attributes.append(("font-size", .number(Double(font.size) * scale)))
        if font.weight.isBold { attributes.append(("font-weight", 700)) }
        if let caps = font.capitals { attributes.append(("font-variant", SVGValue(caps.svgFontVariant))) }
        addPaint(color, "fill", to: &attributes)
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
