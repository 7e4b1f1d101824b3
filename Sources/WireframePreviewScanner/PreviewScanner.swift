import WireframeSyntax

/// Finds the previews in Swift source text, without a compiler, through the package's one Swift
/// lexer and declaration scanner (`WireframeSyntax`): the types that conform to
/// `PreviewProvider`, with their full names, and whether the file has `#Preview`s.
///
/// A conformance counts when it is declared on the type or in an extension of it
/// (`struct MemoRow_Previews: PreviewProvider`, `extension MemoRow.Previews: PreviewProvider`).
/// Types a test cannot name are skipped: `private` and `fileprivate` ones and those inside them,
/// types declared inside a function or closure, and generic types. The scan is linear in the
/// length of the source.
///
/// ```swift
/// PreviewScanner.providers(in: "struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }")
/// // ["Row_Previews"]
/// PreviewScanner.hasMacroPreviews(in: "#Preview { Row() }")   // true
/// ```
enum PreviewScanner {
    /// The full names of the provider types declared in `source`, in the order they appear.
    static func providers(in source: String) -> [String] {
        var found: [String] = []
        visit(SwiftFile(source).members, outer: nil, into: &found)
        return found
    }

    /// Whether `source` uses `#Preview` (outside comments and string literals).
    static func hasMacroPreviews(in source: String) -> Bool {
        let lexed = SwiftSource(source)
        return lexed.tokens.indices.contains { lexed.tokens[$0].kind == .pound && lexed.isToken($0, "#Preview") }
    }

    private static func visit(_ members: [SwiftMember], outer: String?, into found: inout [String]) {
        for declaration in members.flatMap(\.allDeclarations) where declaration.isType || declaration.keyword == "extension" {
            guard declaration.keyword != "protocol", !declaration.hasModifier("private"), !declaration.hasModifier("fileprivate") else {
                continue
            }
            let name = declaration.keyword == "extension" || outer == nil ? declaration.name : "\(outer ?? "").\(declaration.name)"
            if declaration.genericParameters.isEmpty, declaration.inherits("PreviewProvider") {
                found.append(name)
            }
            if declaration.genericParameters.isEmpty {
                visit(declaration.members, outer: name, into: &found)
            }
        }
    }
}
