import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text wraps at word boundaries (between characters for Chinese and Japanese), honours `\n`,
/// and is cut with `…` at its line limit or when its height runs out. Concatenate texts with `+`
/// to style words differently.
///
/// ```swift
/// Text("메시지를 삭제할까요?").font(.headline)
/// Text("Delete ") + Text("all").bold() + Text(" memos?")
/// ```
public struct Text: Equatable, Sendable {
    var runs: [TextRun]

    /// Creates a text showing `content` as it is. A string literal is a `LocalizedStringKey`
    /// instead, as in SwiftUI, so that a `Text` interpolated into it keeps its style.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(text: String(content))]
    }

    /// Creates a text showing `content` as it is.
    public init(verbatim content: String) {
        runs = [TextRun(text: content)]
    }

    /// A text of `runs`, each with its own style.
    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// A text showing a time, written out from the render's date when it is resolved.
    init(clock: ClockText) {
        var run = TextRun(text: "")
        run.clock = clock
        runs = [run]
    }

    /// Where text is cut when it does not fit.
    ///
    /// ```swift
    /// Text("/Users/me/Documents/memo.json").lineLimit(1).truncationMode(.middle)
    /// ```
    /// A case to show text in, whatever case it was written in.
    ///
    /// ```swift
    /// Text("Network").textCase(.uppercase)   // NETWORK
    /// ```
    public enum Case: String, Hashable, Sendable, CaseIterable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in small letters.
        case lowercase
    }

    public enum TruncationMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// The ellipsis at the start, in the middle or at the end of the last line shown.
        case head, middle, tail
    }

    /// The two texts one after the other, each with its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    private func updatingRuns(_ update: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { update(&copy.runs[index]) }
        return copy
    }

    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        updatingRuns { $0.isBold = $0.isBold || isActive }
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        updatingRuns { $0.font = $0.font ?? font }
    }

    /// The text with a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        updatingRuns { $0.isBold = $0.isBold || (weight?.isBold ?? false) }
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        updatingRuns { $0.color = $0.color ?? color }
    }

    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style.resolvedColor)
    }

    /// The text underlined: in the text's colour (the `color` is accepted, and the renderers
    /// draw the line in the text's); ASCII puts U+0332, a low line, under each character.
    ///
    /// ```swift
    /// Text("Terms").underline(color: .blue)
    /// ```
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        updatingRuns { $0.isUnderlined = $0.isUnderlined || isActive }
    }

    /// The text struck through, as in SwiftUI: SVG draws a line through it (`line-through`, in
    /// the text's colour: the `color` is accepted, and the renderers draw the line in the text's);
    /// ASCII puts U+0336, a long stroke, over each character.
    ///
    /// ```swift
    /// Text(task.title).strikethrough(task.isDone)
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        updatingRuns { $0.isStrikethrough = $0.isStrikethrough || isActive }
    }

    /// The text in italics: SVG draws it slanted (`font-style="italic"`); an ASCII cell has no
    /// slant, so ASCII draws it as it is.
    ///
    /// ```swift
    /// Text("Delete ") + Text("all").italic() + Text(" memos?")
    /// ```
    public func italic(_ isActive: Bool = true) -> Text {
        updatingRuns { $0.isItalic = $0.isItalic || isActive }
    }

    /// The text with digits of one width, so a changing number keeps its width. The fonts the
    /// renderers measure with already give every digit the same advance, so the text is drawn as
    /// it was.
    ///
    /// ```swift
    /// Text("\(store.count)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> Text { self }

    /// The text in the fixed-width variant of its font: SVG draws it with Liberation Mono, every
    /// character one advance wide; ASCII cells are fixed-width already.
    ///
    /// ```swift
    /// Text("id: ") + Text(memo.id.uuidString).monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text {
        updatingRuns { $0.isMonospaced = $0.isMonospaced || isActive }
    }

    /// The text with `kerning` points of space added after each character (negative: taken
    /// away). SVG measures each character that much wider and writes `letter-spacing`; an ASCII
    /// cell is 8 points wide, so ASCII adds whole blank cells, one for each 8 points, and draws
    /// less than a cell as it is. `tracking(_:)`, when both are set, wins.
    ///
    /// ```swift
    /// Text("SALE").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> Text {
        updatingRuns { $0.kerning = $0.kerning ?? cleanLetterSpacing(kerning) }
    }

    /// The text with `tracking` points of space added after each character, drawn as
    /// `kerning(_:)` is (SVG `letter-spacing`; ASCII whole cells of 8 points); it wins over
    /// kerning.
    ///
    /// ```swift
    /// Text("HEADLINE").font(.caption).tracking(1.5)
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text {
        updatingRuns { $0.tracking = $0.tracking ?? cleanLetterSpacing(tracking) }
    }

    /// The text raised `baselineOffset` points above its baseline (negative: lowered). SVG draws
    /// it shifted (`baseline-shift`); the line keeps its height, and ASCII, whose rows are 16
    /// points, draws the text on its line.
    ///
    /// ```swift
    /// Text("x") + Text("2").font(.caption).baselineOffset(6)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        updatingRuns { $0.baselineOffset = $0.baselineOffset ?? cleanLetterSpacing(baselineOffset) }
    }

}

// The conformance lives apart, as in SwiftUI, so a `Text` is made and styled on any actor.
extension Text: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        var runs = runs
        for index in runs.indices {
            if let clock = runs[index].clock {
                runs[index].text = clock.text(at: environment.renderDate)
                runs[index].clock = nil
            }
            if runs[index].kerning == nil { runs[index].kerning = environment.kerning }
            if runs[index].tracking == nil { runs[index].tracking = environment.tracking }
            if runs[index].baselineOffset == nil { runs[index].baselineOffset = environment.baselineOffset }
        }
        for index in runs.indices where runs[index].systemImage != nil {
            runs[index].setSystemImage(environment.symbolVariants.applied(to: runs[index].systemImage ?? ""))
        }
        for index in runs.indices where runs[index].isMonospaced {
            runs[index].font = (runs[index].font ?? environment.font ?? .body).monospaced()
            runs[index].isMonospaced = false
        }
        switch environment.textCase {
        case .uppercase?:
            for index in runs.indices where runs[index].systemImage == nil { runs[index].text = runs[index].text.uppercased() }
        case .lowercase?:
            for index in runs.indices where runs[index].systemImage == nil { runs[index].text = runs[index].text.lowercased() }
        case nil: break
        }
        var node = TextNode(
            runs: runs,
            font: environment.font ?? .body,
            color: environment.foregroundColor ?? .primary,
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment,
            truncationMode: environment.truncationMode
        )
        // A style every run shares belongs to the whole text.
        if let font = runs.first?.font, runs.allSatisfy({ $0.font == font }) {
            node.font = font
            for index in node.runs.indices { node.runs[index].font = nil }
        }
        if let color = runs.first?.color, runs.allSatisfy({ $0.color == color }) {
            node.color = color
            for index in node.runs.indices { node.runs[index].color = nil }
        }
        if environment.isBold || environment.legibilityWeight == .bold {
            for index in node.runs.indices { node.runs[index].isBold = true }
        }
        for index in node.runs.indices where environment.isItalic || node.font.isItalic || node.runs[index].font?.isItalic == true {
            node.runs[index].isItalic = true
        }
        if environment.isStrikethrough {
            for index in node.runs.indices { node.runs[index].isStrikethrough = true }
        }
        if node.runs.allSatisfy({ $0.isBold && $0.font == nil }) {
            node.font = node.font.bold()
            for index in node.runs.indices { node.runs[index].isBold = false }
        }
        node.isRedacted = environment.redactsText
        node.reservesSpace = environment.reservesLineLimitSpace && environment.lineLimit != nil
        node.minimumScaleFactor = environment.minimumScaleFactor
        node.font = environment.drawnFont(node.font)
        for index in node.runs.indices {
            if let font = node.runs[index].font { node.runs[index].font = environment.drawnFont(font) }
        }
        return [Node(.text(node))]
    }
}

extension TextNode {
    /// The font of run `index`.
    func font(ofRun index: Int) -> Font {
        let run = runs[index]
        let font = run.font ?? self.font
        return run.isBold ? font.bold() : font
    }

    /// The largest font size among the runs.
    var largestFont: Font {
        var largest = font
        for index in runs.indices where font(ofRun: index).size > largest.size {
            largest = font(ofRun: index)
        }
        return largest
    }
}

/// Text with its resolved style.
///
/// ```swift
/// try Text("Hi").bold().node().kind.as(TextNode.self)?.runs[0].isBold   // true
/// ```
package struct TextNode: Hashable, Sendable {
    /// The styled pieces of the text, in order.
    package var runs: [TextRun]
    /// The font of runs that have none of their own.
    package var font: Font
    /// The colour of runs that have none of their own.
    package var color: Color
    /// The most lines shown, or `nil` for no limit.
    package var lineLimit: Int?
    /// How the lines align with each other.
    package var alignment: TextAlignment
    /// Where the text is cut when it does not fit.
    package var truncationMode: Text.TruncationMode
    /// Whether the text is drawn as placeholder blocks, as `redacted(reason: .placeholder)` asks.
    var isRedacted = false
    /// Whether the text is as tall as its line limit however few lines it fills, as
    /// `lineLimit(_:reservesSpace:)` asks.
    var reservesSpace = false
    /// How far the text may shrink, from 0 to 1, to fit before it is cut, as
    /// `minimumScaleFactor(_:)` sets; 1 never shrinks it.
    var minimumScaleFactor: CGFloat = 1

    /// The whole text.
    package var string: String { runs.map(\.text).joined() }
}

/// A piece of text with its own style, as `Text("a") + Text("b").bold()` makes.
///
/// ```swift
/// TextRun(text: "memo", color: .red, isUnderlined: true)
/// ```
package struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    package var text: String
    /// The run's own font, or `nil` for the text's.
    package var font: Font?
    /// The run's own colour, or `nil` for the text's.
    package var color: Color?
    /// Whether the run is drawn bold, whatever its font's weight.
    package var isBold: Bool
    /// Whether the run is underlined.
    package var isUnderlined: Bool
    /// Whether the run is in italics, which SVG draws slanted and ASCII as it is.
    package var isItalic: Bool
    /// Whether the run is struck through.
    package var isStrikethrough: Bool
    /// Whether `monospaced()` asked for the fixed-width variant of the run's font; resolution
    /// moves it into the run's font.
    var isMonospaced = false
    /// The points `kerning(_:)` adds after each character, or `nil` for none set.
    var kerning: CGFloat?
    /// The points `tracking(_:)` adds after each character, or `nil` for none set.
    var tracking: CGFloat?
    /// The points `baselineOffset(_:)` raises the run by, or `nil` for none set.
    var baselineOffset: CGFloat?
    /// A time the text shows, written out from the environment's render date when the text is
    /// resolved.
    var clock: ClockText?
    /// The SF Symbol the run draws, as `Text(Image(systemName:))` makes: its one character is the
    /// symbol's ASCII glyph, and it is measured as wide as the symbol at the run's font.
    package var systemImage: String?
    /// The colour filled behind the run's characters, as an attributed string's
    /// `backgroundColor` sets, or `nil` for none.
    package var backgroundColor: Color?

    /// The points added after each character: the tracking, else the kerning.
    var letterSpacing: CGFloat { tracking ?? kerning ?? 0 }

    /// Creates a run.
    package init(
        text: String, font: Font? = nil, color: Color? = nil, isBold: Bool = false, isUnderlined: Bool = false, isItalic: Bool = false,
        isStrikethrough: Bool = false
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isItalic = isItalic
        self.isStrikethrough = isStrikethrough
    }
}

extension TextNode: NodePrimitive {
    static let jsonSchema = [
        JSONKindSchema(
            "text",
            fields: [
                "text", "runs", "font", "color", "lineLimit", "reservesSpace", "minimumScaleFactor", "alignment", "truncationMode",
                "redacted",
            ])
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .text(try TextNode(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try write(to: &fields)
        return ("text", fields.fields)
    }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// As wide as its longest line, at most the proposed width, and as many lines tall as the
    /// line limit and the proposed height allow; as tall as the line limit when it reserves space.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let text = node.textLayout(for: proposal, of: self)
        let lines = reservesSpace ? Swift.max(text.layout.lines.count, lineLimit ?? 0) : text.layout.lines.count
        return CGSize(width: text.layout.width, height: CGFloat(lines) * text.lineHeight)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, text: node.textLayout(for: proposal, of: self))
    }

    /// Text draws its lines unless every run is clear, and absorbs taps over its frame.
    /// A text is read as static text labelled with its string, drawn or not.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.addAccessibilityElement(of: node) { element in
            // An inline symbol is read by the name its image is read by.
            element.label = runs.map { run in run.systemImage.map(AccessibilityReader.spokenName(ofSymbol:)) ?? run.text }.joined()
            element.traits = .isStaticText
        }
        guard let lines = node.text else { return }
        if isRedacted {
            drawPlaceholder(lines, in: node.frame, into: &builder)
            builder.addRegion(node.frame, .opaque)
            return
        }
        let isClear = runs.allSatisfy { builder.drawn($0.color ?? color).isClear }
        if !isClear, builder.isVisible(lines.bounds(in: node.frame, alignment: alignment)) {
            builder.append(TextDrawing(frame: node.frame, text: self, lines: lines))
        }
        builder.addRegion(node.frame, .opaque)
    }

    var summary: String {
        var parts = [
            runs.count == 1 && runs[0].systemImage == nil && runs[0].backgroundColor == nil
                ? quoted(string)
                : runs.map { run in
                    var text = run.systemImage.map { "Image(systemName: \(quoted($0)))" } ?? quoted(run.text)
                    if let background = run.backgroundColor { text += " background: \(background)" }
                    if let color = run.color { text += " color: \(color)" }
                    if run.isBold { text += " bold" }
                    if run.isUnderlined { text += " underlined" }
                    if run.isItalic { text += " italic" }
                    if run.isStrikethrough { text += " struck" }
                    if run.letterSpacing != 0 { text += " spacing: \(formatPoints(run.letterSpacing))" }
                    if let offset = run.baselineOffset, offset != 0 { text += " baselineOffset: \(formatPoints(offset))" }
                    return "[" + text + "]"
                }.joined(separator: " + ")
        ]
        if runs.count == 1, runs[0].letterSpacing != 0 { parts.append("spacing: \(formatPoints(runs[0].letterSpacing))") }
        if runs.count == 1, let offset = runs[0].baselineOffset, offset != 0 {
            parts.append("baselineOffset: \(formatPoints(offset))")
        }
        if font != .body { parts.append("font: \(font)") }
        if color != .primary { parts.append("color: \(color)") }
        if let lineLimit { parts.append("lineLimit: \(lineLimit)" + (reservesSpace ? " reservesSpace" : "")) }
        if alignment != .leading { parts.append("alignment: \(alignment.rawValue)") }
        if truncationMode != .tail { parts.append("truncation: \(truncationMode.rawValue)") }
        if minimumScaleFactor < 1 { parts.append("minimumScaleFactor: \(formatPoints(minimumScaleFactor))") }
        if isRedacted { parts.append("redacted") }
        return "Text(" + parts.joined(separator: ", ") + ")"
    }
}

extension TextNode {
    init(_ object: JSONObjectReader) throws {
        if object["text"] != nil, object["runs"] != nil {
            throw NodeDecodingError(path: object.path, message: "a text takes either \"text\" or \"runs\", not both")
        }
        if let runs = object["runs"] {
            self.runs = try runs.array().map(TextRun.init(json:))
        } else {
            self.runs = [TextRun(text: try object.required("text").string())]
        }
        font = try object["font"].map(Font.init(json:)) ?? .body
        color = try object["color"].map(Color.init(json:)) ?? .primary
        lineLimit = try object["lineLimit"].map { max(try $0.wholeNumber(), 1) }
        alignment =
            try object["alignment"].flatMap {
                TextAlignment(rawValue: try $0.name(of: "text alignment", among: ["leading", "center", "trailing"]))
            } ?? .leading
        truncationMode =
            try object["truncationMode"].flatMap {
                Text.TruncationMode(rawValue: try $0.name(of: "truncation mode", among: ["head", "middle", "tail"]))
            } ?? .tail
        isRedacted = try object["redacted"]?.bool() ?? false
        let reserves = try object["reservesSpace"]?.bool() ?? false
        reservesSpace = lineLimit != nil && reserves
        minimumScaleFactor = cleanScaleFactor(CGFloat(try object["minimumScaleFactor"]?.number() ?? 1))
    }

    func write(to fields: inout JSONFieldWriter) throws {
        if runs.count == 1, runs[0] == TextRun(text: runs[0].text) {
            fields.append("text", .string(runs[0].text))
        } else {
            fields.append("runs", .array(try runs.enumerated().map { try $1.jsonValue(path: "\(fields.path).runs[\($0)]") }))
        }
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
        if let lineLimit { fields.append("lineLimit", .number(Double(lineLimit))) }
        if reservesSpace { fields.append("reservesSpace", .bool(true)) }
        if minimumScaleFactor < 1 { fields.append("minimumScaleFactor", .number(Double(minimumScaleFactor))) }
        if alignment != .leading { fields.append("alignment", .string(alignment.rawValue)) }
        if truncationMode != .tail { fields.append("truncationMode", .string(truncationMode.rawValue)) }
        if isRedacted { fields.append("redacted", .bool(true)) }
    }
}

extension TextRun {
    init(json reader: JSONReader) throws {
        let object = try reader.object()
        try object.refuseUnknownFields(
            [
                "text", "systemImage", "font", "color", "backgroundColor", "bold", "underline", "italic", "strikethrough", "kerning",
                "tracking", "baselineOffset",
            ],
            in: "a text run")
        let systemImage = try object["systemImage"]?.string()
        self.init(
            text: try systemImage == nil ? object.required("text").string() : "",
            font: try object["font"].map(Font.init(json:)),
            color: try object["color"].map(Color.init(json:)),
            isBold: try object["bold"]?.bool() ?? false,
            isUnderlined: try object["underline"]?.bool() ?? false,
            isItalic: try object["italic"]?.bool() ?? false,
            isStrikethrough: try object["strikethrough"]?.bool() ?? false
        )
        kerning = try object["kerning"].map { cleanLetterSpacing(CGFloat(try $0.number())) }
        tracking = try object["tracking"].map { cleanLetterSpacing(CGFloat(try $0.number())) }
        baselineOffset = try object["baselineOffset"].map { cleanLetterSpacing(CGFloat(try $0.number())) }
        backgroundColor = try object["backgroundColor"].map(Color.init(json:))
        if let systemImage { setSystemImage(systemImage) }
    }

    func jsonValue(path: String) throws -> JSONValue {
        var fields = JSONFieldWriter(path: path)
        if let systemImage {
            fields.append("systemImage", .string(systemImage))
        } else {
            fields.append("text", .string(text))
        }
        if let font { try fields.append("font", font, unless: nil) }
        if let color { try fields.append("color", color, unless: nil) }
        if let backgroundColor { try fields.append("backgroundColor", backgroundColor, unless: nil) }
        if isBold { fields.append("bold", .bool(true)) }
        if isUnderlined { fields.append("underline", .bool(true)) }
        if isItalic { fields.append("italic", .bool(true)) }
        if isStrikethrough { fields.append("strikethrough", .bool(true)) }
        if let kerning { fields.append("kerning", .number(Double(kerning))) }
        if let tracking { fields.append("tracking", .number(Double(tracking))) }
        if let baselineOffset { fields.append("baselineOffset", .number(Double(baselineOffset))) }
        return .object(fields.fields)
    }
}

extension TextNode {
    /// The placeholder iOS draws for redacted text: a rounded block over each line, as wide as
    /// the line and most of its height, in the text's colour at a sixth of its opacity.
    fileprivate func drawPlaceholder(_ text: PlacedText, in frame: CGRect, into builder: inout DisplayListBuilder) {
        let fill = builder.id(of: color.opacity(0.16))
        let height = text.lineHeight * 0.7
        for (index, line) in text.layout.lines.enumerated() where line.width > 0 {
            let width = CGFloat(line.width)
            let block = CGRect(
                x: frame.minX + (frame.width - width) * alignment.fraction,
                y: frame.minY + CGFloat(index) * text.lineHeight + (text.lineHeight - height) / 2,
                width: width, height: height)
            guard builder.isVisible(block) else { continue }
            builder.append(
                ShapeDrawing(frame: block, lineWidth: 0, fill: fill, stroke: nil, shape: .roundedRectangle(cornerRadius: height / 4)))
        }
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

/// A letter spacing or offset that is not a number made 0, and one past 100 points in either
/// direction cut to 100.
func cleanLetterSpacing(_ points: CGFloat) -> CGFloat {
    points.isFinite ? Swift.min(Swift.max(points, -100), 100) : 0
}

/// A scale factor from 0.01 to 1; one that is not a number is 1.
func cleanScaleFactor(_ factor: CGFloat) -> CGFloat {
    factor.isNaN ? 1 : Swift.min(Swift.max(factor, 0.01), 1)
}

extension TextNode {
    var labelText: (part: String?, readsChildren: Bool) { (string, true) }

    var mirroredKind: Node.Kind? {
        var text = self
        text.alignment = alignment.mirrored
        return .text(text)
    }
}

extension Node.Kind {
    /// Styled text.
    package static func text(_ text: TextNode) -> Self { Self(text) }
}
