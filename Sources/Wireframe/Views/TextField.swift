import Foundation

/// A field the user types one line of text into, showing its placeholder while empty.
///
/// ```swift
/// TextField("제목", text: $title)
/// ```
public struct TextField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    var isSecure = false
    var isMultiline = false

    /// Creates a text field bound to `text`.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    /// Creates a text field whose placeholder is `prompt` (the title when `nil`).
    ///
    /// ```swift
    /// TextField("Name", text: $name, prompt: Text("Required"))
    /// ```
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.placeholder = prompt.map { $0.runs.map(\.text).joined() } ?? String(title)
        self.text = text
    }

    /// Creates a text field that grows along `axis`; drawn on one line, as the text shown in a
    /// rendered picture is what was typed.
    ///
    /// ```swift
    /// TextField("Description", text: $description, axis: .vertical)
    /// ```
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// Creates a text field with a prompt that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        if environment.textFieldHasRoundedBorder, !isMultiline {
            return try context.resolve(RoundedBorderField(field: self))
        }
        let binding = text
        let focus = environment.focusConnection
        var field = TextFieldNode(
            placeholder: placeholder,
            text: binding.wrappedValue,
            // Typing into a field gives it the focus first, as the tap that starts typing does.
            setter: context.registerTextSetter {
                focus?.take()
                binding.wrappedValue = $0
            },
            isEnabled: environment.isEnabled,
            font: environment.drawnFont(environment.font ?? .body),
            color: environment.foregroundColor ?? .primary
        )
        field.isSecure = isSecure
        field.isMultiline = isMultiline
        field.alignment = environment.multilineTextAlignment
        if focus?.isFocused == true, environment.isEnabled { field.caret = environment.tint ?? .accentColor }
        return [Node(.textField(field))]
    }
}

/// A text field: its placeholder, its current text and the setter of its binding.
///
/// ```swift
/// try TextField("제목", text: $title).node().kind.as(TextFieldNode.self)?.placeholder   // "제목"
/// ```
package struct TextFieldNode: Equatable, Sendable {
    /// The text shown while the field is empty.
    package var placeholder: String
    /// The text in the field.
    package var text: String
    /// The id of the closure that sets the bound text, or `nil` for none.
    package var setter: ActionID?
    /// Whether the field takes input.
    package var isEnabled: Bool
    /// The font of the text.
    package var font: Font
    /// The colour of the text.
    package var color: Color
    /// Whether the text is hidden behind bullets, as a `SecureField` shows it.
    package var isSecure = false
    /// Whether the field is a `TextEditor`: its text wraps onto as many lines as it needs, from
    /// the top of the space it takes.
    package var isMultiline = false
    /// The colour of the caret the field draws while it has the focus (the tint), or `nil` while
    /// it has not.
    package var caret: Color?
    /// Where the text sits in the field: `multilineTextAlignment`'s, and the other side in a
    /// view laid out right to left.
    package var alignment = TextAlignment.leading

    /// The text as a text view draws it, for a multi-line field.
    var textNode: TextNode {
        TextNode(
            runs: [TextRun(text: text)], font: font, color: color, lineLimit: nil, alignment: alignment, truncationMode: .tail)
    }

    /// The characters shown: the text (bullets for a secure field), or the placeholder while empty.
    var shown: String {
        guard !text.isEmpty else { return sanitizedForDisplay(placeholder) }
        return isSecure ? String(repeating: "•", count: text.count) : sanitizedForDisplay(text)
    }
}

extension TextFieldNode: NodePrimitive {
    static let jsonSchema = [
        JSONKindSchema(
            "textField",
            fields: ["placeholder", "text", "setter", "disabled", "secure", "multiline", "font", "color", "caret", "alignment"])
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .textField(try TextFieldNode(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try write(to: &fields)
        return ("textField", fields.fields)
    }

    var summary: String {
        let focused = caret == nil ? "" : ", focused"
        if isMultiline { return "TextEditor(text: \(quoted(text))\(focused))" }
        return isSecure
            ? "SecureField(\(quoted(placeholder)), text: \(text.count) characters\(focused))"
            : "TextField(\(quoted(placeholder)), text: \(quoted(text))\(focused))"
    }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// One line of the font tall, as wide as proposed (its text's width when nothing is).
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let metrics = node.context.metrics
        if isMultiline {
            // An editor takes the space it is offered; unoffered, it is as large as its text.
            let lines = node.textLayout(for: ProposedViewSize(width: proposal.width, height: nil), of: textNode)
            let height = CGFloat(Swift.max(lines.layout.lines.count, 1)) * lines.lineHeight
            return CGSize(width: proposal.width ?? lines.layout.width, height: proposal.height ?? height)
        }
        let ideal = shown.reduce(CGFloat(0)) { $0 + metrics.advance(of: $1, font: font) }
        return CGSize(width: proposal.width ?? ideal, height: metrics.lineHeight(of: font))
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        guard isMultiline else { return node.placed(in: frame) }
        return node.placed(in: frame, text: node.textLayout(for: ProposedViewSize(frame.size), of: textNode))
    }

    /// A text field shows its text, or its placeholder in gray while it is empty, and takes taps.
    /// A field is read labelled with its placeholder, its text as its value (a secure field's
    /// one `•` a character).
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.addAccessibilityElement(of: node) { element in
            element.label = placeholder
            element.value = isSecure ? String(repeating: "•", count: text.count) : text
            element.isEnabled = isEnabled
            element.fieldRole = isSecure ? "secure text field" : "text field"
        }
        let frame = node.frame
        if isMultiline {
            // An editor's lines run from its top; it takes taps to type anywhere over it.
            if let lines = node.text, !text.isEmpty, !builder.drawn(color).isClear, builder.isVisible(frame) {
                builder.append(TextDrawing(frame: frame, text: textNode, lines: lines))
            }
            return builder.addRegion(frame, .textField(placeholder: placeholder, setter: setter))
        }
        let isPlaceholder = text.isEmpty
        let shownColor = builder.drawn(isPlaceholder ? Color.gray : color)
        let shown = shown
        // The line is centred on the frame and may be taller than it.
        let lineBox = frame.insetBy(dx: 0, dy: -font.size)
        let caret = caret.map { builder.id(of: $0) }
        if (!shown.isEmpty && !shownColor.isClear) || caret != nil, builder.isVisible(lineBox) {
            builder.append(
                TextFieldDrawing(
                    frame: frame, shown: shownColor.isClear ? "" : shown, isPlaceholder: isPlaceholder, font: font,
                    color: builder.id(of: shownColor), caret: caret, alignment: alignment))
        }
        builder.addRegion(frame, .textField(placeholder: placeholder, setter: setter))
    }
}

extension TextFieldNode {
    init(_ object: JSONObjectReader) throws {
        placeholder = try object["placeholder"]?.string() ?? ""
        text = try object["text"]?.string() ?? ""
        setter = try object["setter"].map(ActionID.init(json:))
        isEnabled = !(try object["disabled"]?.bool() ?? false)
        isSecure = try object["secure"]?.bool() ?? false
        isMultiline = try object["multiline"]?.bool() ?? false
        font = try object["font"].map(Font.init(json:)) ?? .body
        color = try object["color"].map(Color.init(json:)) ?? .primary
        caret = try object["caret"].map(Color.init(json:))
        alignment = try object["alignment"]?.caseNamed("text alignment") ?? .leading
    }

    func write(to fields: inout JSONFieldWriter) throws {
        if !placeholder.isEmpty { fields.append("placeholder", .string(placeholder)) }
        if !text.isEmpty { fields.append("text", .string(text)) }
        if let setter { fields.append("setter", .number(Double(setter.rawValue))) }
        if !isEnabled { fields.append("disabled", .bool(true)) }
        if isSecure { fields.append("secure", .bool(true)) }
        if isMultiline { fields.append("multiline", .bool(true)) }
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
        if let caret { try fields.append("caret", caret, unless: nil) }
        if alignment != .leading { fields.append("alignment", .string(alignment.rawValue)) }
    }
}

extension TextFieldNode {
    /// A field counts as the text it holds, or its placeholder when it is empty or secure.
    var labelText: (part: String?, readsChildren: Bool) { (text.isEmpty || isSecure ? placeholder : text, true) }

    var mirroredKind: Node.Kind? {
        var field = self
        field.alignment = alignment.mirrored
        return .textField(field)
    }

    func interactionName(of node: PlacedNode) -> String { "text field '\(placeholder)'" }
}

extension Node.Kind {
    /// A text field.
    package static func textField(_ field: TextFieldNode) -> Self { Self(field) }
}
