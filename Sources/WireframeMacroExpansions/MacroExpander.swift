import WireframeSyntax

/// Expands one macro use: finds the macro by name and role, reads the declaration it is attached
/// to, and writes the expansion or a diagnostic at the attribute.
///
/// Each macro's expansion is a function of source text to source text, so expansions are
/// tested as strings (see `Tests/WireframeMacroTests`).
package enum MacroExpander {
    /// The expansion of `request`.
    package static func expand(_ request: MacroRequest) -> MacroExpansion {
        let context = MacroContext(request: request)
        let name = request.macroName.split(separator: ".").last.map(String.init) ?? request.macroName
        switch name {
        case "CasePathable": return CasePathableMacro.expand(context)
        case "Reducer": return ReducerMacro.expand(context)
        case "ObservableState": return ObservableStateMacro.expand(context)
        case "DependencyClient": return DependencyClientMacro.expand(context)
        case "DependencyEndpoint": return DependencyClientMacro.expandEndpoint(context)
        case "ViewAction": return ViewActionMacro.expand(context)
        case "Preview": return PreviewMacro.expand(context)
        case "Entry": return EntryMacro.expand(context)
        case "ObservationStateIgnored", "ObservationStateTracked", "ReducerCaseIgnored", "ReducerCaseEphemeral",
            "DependencyEndpointIgnored":
            // Markers read by other macros, or observation that a still picture does not need.
            return .empty
        default:
            return context.failure("the macro '\(request.macroName)' is not one Wireframe's plugin expands")
        }
    }
}

/// A macro use with its declaration scanned.
struct MacroContext {
    let request: MacroRequest
    /// The declaration the attribute is attached to (for a freestanding macro: none).
    let declaration: SwiftDeclaration?
    /// The scanned declaration text, for slicing.
    let file: SwiftFile

    init(request: MacroRequest) {
        self.request = request
        self.file = SwiftFile(request.declaration)
        self.declaration = file.declarations.first
    }

    /// The parent declaration (for member attributes and accessors), scanned.
    var parent: SwiftDeclaration? {
        request.parentDeclaration.flatMap { SwiftFile($0).declarations.first }
    }

    /// The attribute's arguments, between its parentheses, or `nil`: the attribute is scanned
    /// as the attribute of a placeholder declaration.
    var attributeArguments: String? {
        SwiftFile("\(request.attribute) var _x = 0").declarations.first?.attributes.first?.arguments
    }

    /// An expansion that fails with `message` at the attribute.
    func failure(_ message: String) -> MacroExpansion {
        MacroExpansion(source: nil, diagnostics: [diagnostic(message)])
    }

    func diagnostic(_ message: String, severity: String = "error") -> MacroDiagnostic {
        MacroDiagnostic(message: message, severity: severity, fileName: request.fileName, offset: request.attributeOffset)
    }

    /// The extension role's answer: `extension Type: Conformances {}` for those of
    /// `conformances` the compiler says are still missing, or nothing when none are.
    func conformanceExtension(_ conformances: [String], whereClause: String = "") -> MacroExpansion {
        // The compiler lists the protocols still to conform to as the inheritance of a
        // placeholder declaration: `struct Placeholder: Reducer, CaseReducer {}`.
        let listed = request.conformances.map { SwiftFile($0).declarations.first?.inheritance ?? [] }
        let missing = conformances.filter { conformance in
            guard let listed else { return true }
            let bare = conformance.split(separator: ".").last.map(String.init) ?? conformance
            return listed.contains { $0 == conformance || $0 == bare || $0.hasSuffix(".\(bare)") }
        }
        guard !missing.isEmpty else { return .empty }
        let type = request.extendedType?.trimmingWhitespace ?? declaration?.name ?? ""
        return MacroExpansion(source: "extension \(type): \(missing.joined(separator: ", "))\(whereClause) {\n}")
    }

}

extension SwiftDeclaration {
    /// The access modifier, with a trailing space, that members must carry to be as visible as
    /// this type: `public ` for a public or open type, `package ` for a package one, else none.
    var memberAccess: String {
        switch accessLevel {
        case "public", "open": "public "
        case "package": "package "
        default: ""
        }
    }
}

/// `lines` of generated code indented four spaces a level, levels counted by the braces and
/// parentheses that open and close on each line (generated code holds none in strings); a
/// `case …:` label sits a level out, at its `switch`.
func indented(_ lines: [String]) -> String {
    var depth = 0
    var output: [String] = []
    for line in lines.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
        let text = line.trimmingWhitespace
        let opens = text.filter { $0 == "{" || $0 == "(" }.count
        let closes = text.filter { $0 == "}" || $0 == ")" }.count
        let leadingCloses = text.prefix { $0 == "}" || $0 == ")" }.count
        let isLabel = (text.hasPrefix("case ") || text == "default:") && text.hasSuffix(":")
        let level = max(0, depth - leadingCloses - (isLabel ? 1 : 0))
        output.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
        depth = max(0, depth + opens - closes)
    }
    return output.joined(separator: "\n")
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
