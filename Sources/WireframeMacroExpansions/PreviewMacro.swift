import WireframeSyntax

/// `#Preview`, as SwiftUI's: a preview provider type whose name is unique to the use (as
/// swift-syntax's `makeUniqueName` spells it, the one name the compiler accepts for a new type
/// from a global freestanding macro), with the preview's name as its display name and the
/// layout traits Wireframe draws (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) and the
/// landscape orientations; other traits (`.modifier`) are accepted and ignored.
///
/// ```swift
/// #Preview("Empty") { MemosView(store: Store(initialState: Memos.State()) { Memos() }) }
/// // @MainActor struct $s…7PreviewfMu_: Wireframe.PreviewProvider, Wireframe._MacroPreview { … }
/// ```
enum PreviewMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        guard let use = PreviewUse(context.request.attribute) else {
            return context.failure("'#Preview' needs a trailing closure with the view to preview: #Preview(\"Name\") { MyView() }")
        }
        let line = context.request.attributeLine + use.lineOffset
        let typeName = "\(context.request.discriminator)7PreviewfMu_"
        var modifiers = ""
        if let name = use.name { modifiers += "\n            .previewDisplayName(\(name))" }
        if let layout = use.layout { modifiers += "\n            .previewLayout(\(layout))" }
        if let orientation = use.orientation { modifiers += "\n            .previewInterfaceOrientation(\(orientation))" }
        let source = """
            @MainActor
            struct \(typeName): Wireframe.PreviewProvider, Wireframe._MacroPreview {
                static var previews: some Wireframe.View {
                    content\(modifiers)
                }

                @Wireframe.ViewBuilder
                static var content: some Wireframe.View {
            \(reindented(use.body, by: 8))
                }

                static var fileID: String { #fileID }
                static var line: Int { \(line) }
            }
            """
        return MacroExpansion(source: source)
    }
}

/// The parts of one `#Preview(…) { … }` use.
struct PreviewUse {
    /// The name argument as written (a string literal), or `nil`.
    var name: String?
    /// The `previewLayout` argument the traits ask for, or `nil`.
    var layout: String?
    /// The `previewInterfaceOrientation` argument the traits ask for (a landscape one), or `nil`.
    var orientation: String?
    /// The closure's body, verbatim.
    var body: String

    /// How many lines below the start of the macro's text `#Preview` stands: the text begins with
    /// the attributes written before it (`@available(iOS 17.0, *)`), if any.
    var lineOffset = 0

    init?(_ text: String) {
        let source = SwiftSource(text)
        let tokens = source.tokens
        // Attributes written before the macro come first in its text: start after `#Preview`.
        guard let macro = tokens.indices.first(where: { source.isToken($0, "#Preview") }) else { return nil }
        guard tokens.count - macro >= 3 else { return nil }
        lineOffset = source.bytes[..<tokens[macro].start].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var index = macro + 1
        if source.isToken(index, "(") {
            var depth = 0
            var argumentStart = index + 1
            var arguments: [Range<Int>] = []
            while index < tokens.count {
                let spelling = source.text(tokens[index])
                if ["(", "[", "{"].contains(spelling) { depth += 1 }
                if [")", "]", "}"].contains(spelling) { depth -= 1 }
                if depth == 1, spelling == "," {
                    arguments.append(argumentStart..<index)
                    argumentStart = index + 1
                }
                index += 1
                if depth == 0 {
                    arguments.append(argumentStart..<(index - 1))
                    break
                }
            }
            for argument in arguments where !argument.isEmpty {
                let first = argument.lowerBound
                if tokens[first].kind == .string {
                    name = source.compactText(of: argument)
                } else if source.isToken(first, "traits"), argument.count > 2 {
                    let traits = source.compactText(of: (first + 2)..<argument.upperBound)
                    for landscape in [".landscapeLeft", ".landscapeRight"] where traits.contains(landscape) {
                        orientation = landscape
                    }
                    if traits.contains(".sizeThatFitsLayout") {
                        layout = ".sizeThatFits"
                    } else if let fixed = traits.suffix(afterFirst: ".fixedLayout(") {
                        layout = ".fixed(" + fixed.prefix { $0 != ")" } + ")"
                    }
                } else if source.isToken(first, "body"), argument.count > 3, source.isToken(first + 2, "{") {
                    body = String(decoding: source.bytes[tokens[first + 2].end..<tokens[argument.upperBound - 1].start], as: UTF8.self)
                    return
                }
            }
        }
        guard source.isToken(index, "{"), source.isToken(tokens.count - 1, "}") else { return nil }
        body = String(decoding: source.bytes[tokens[index].end..<tokens[tokens.count - 1].start], as: UTF8.self)
    }
}

/// `text` without its blank first and last lines, its lines moved left by their common
/// indentation and then right by `width` spaces.
func reindented(_ text: String, by width: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.trimmingWhitespace.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.trimmingWhitespace.isEmpty { lines.removeLast() }
    let common = lines.filter { !$0.trimmingWhitespace.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    let padding = String(repeating: " ", count: width)
    return lines.map { $0.trimmingWhitespace.isEmpty ? "" : padding + $0.dropFirst(common) }.joined(separator: "\n")
}

extension String {
    /// The rest of the string after `prefix` where `prefix` first occurs, or `nil`.
    func suffix(afterFirst prefix: String) -> String? {
        var remainder = Substring(self)
        while !remainder.isEmpty {
            if remainder.hasPrefix(prefix) { return String(remainder.dropFirst(prefix.count)) }
            remainder = remainder.dropFirst()
        }
        return nil
    }
}
