import WireframeSyntax

@testable import WireframeMacroExpansions

/// The source a compiler makes of `source` by expanding the attached macro `macro` on its first
/// declaration, as swift-macro-testing prints it: the attribute removed, member attributes
/// before each member, members before the closing brace, extensions and peers after. Macros
/// the expansion writes are left as written, not expanded again.
func expandedSource(_ source: String, macro: String) -> String {
    let file = SwiftFile(source)
    guard let declaration = file.declarations.first,
        let attribute = declaration.attributes.first(where: { $0.name == macro || $0.name.hasSuffix(".\(macro)") })
    else { return source }
    let tokens = file.source.tokens
    let bytes = file.source.bytes
    let attributeText = file.text(attribute.tokens)
    let declarationText = String(
        decoding: bytes[tokens[declaration.tokens.lowerBound].start..<tokens[declaration.tokens.upperBound - 1].end], as: UTF8.self)
    func request(_ role: String, declaration: String, parent: String? = nil) -> MacroRequest {
        MacroRequest(macroName: macro, role: role, attribute: attributeText, declaration: declaration, parentDeclaration: parent)
    }
    var insertions: [(offset: Int, text: String)] = []
    var diagnostics: [String] = []
    func collect(_ expansion: MacroExpansion) -> String? {
        diagnostics += expansion.diagnostics.map { "\($0.severity): \($0.message)" }
        return expansion.source
    }
    // The attribute, with the space after it.
    let attributeStart = tokens[attribute.tokens.lowerBound].start
    let attributeEnd = tokens[attribute.tokens.upperBound].start
    let indentation = lineIndentation(bytes, at: attributeStart)
    // Member attributes.
    for member in declaration.memberDeclarations {
        let start = tokens[member.tokens.lowerBound].start
        let text = String(decoding: bytes[start..<tokens[member.tokens.upperBound - 1].end], as: UTF8.self)
        if let attributes = collect(MacroExpander.expand(request("memberAttribute", declaration: text, parent: declarationText))),
            !attributes.isEmpty
        {
            let memberIndentation = lineIndentation(bytes, at: start)
            insertions.append(
                (start, attributes.split(separator: "\n").joined(separator: "\n" + memberIndentation) + "\n" + memberIndentation))
        }
    }
    // Members, before the closing brace.
    if let members = collect(MacroExpander.expand(request("member", declaration: declarationText))), !members.isEmpty {
        let close = tokens[declaration.tokens.upperBound - 1].start
        let body = members.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + "    " + $0 }.joined(separator: "\n")
        insertions.append((close, "\n" + body + "\n" + indentation))
    }
    var trailing: [String] = []
    for role in ["peer", "extension"] {
        if let text = collect(MacroExpander.expand(request(role, declaration: declarationText))), !text.isEmpty {
            trailing.append(text)
        }
    }
    var output = bytes
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
        output.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    output.removeSubrange(attributeStart..<attributeEnd)
    var text = String(decoding: output, as: UTF8.self)
    if !trailing.isEmpty { text += "\n\n" + trailing.joined(separator: "\n\n") }
    if !diagnostics.isEmpty { text += "\n\n" + diagnostics.joined(separator: "\n") }
    return text
}

/// The spaces before the first non-space on the line holding `offset`.
private func lineIndentation(_ bytes: [UInt8], at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    return String(repeating: " ", count: end - start)
}
