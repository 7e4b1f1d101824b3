/// The compiler's side of a macro plugin conversation, answered: capability first, then one
/// expansion per macro use. Each message is an 8-byte little-endian length and that many bytes
/// of JSON (the "Porting an app" article says what expands); ``respond(to:)`` maps one request to one answer and
/// never fails, so a message the plugin does not know is answered with an error the compiler
/// shows instead of a hang.
///
/// ```swift
/// let answer = MacroPlugin.respond(to: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
/// // {"getCapabilityResult":{"capability":{"protocolVersion":7}}}
/// ```
package enum MacroPlugin {
    /// The answer to one message's JSON bytes, as JSON bytes.
    package static func respond(to message: [UInt8]) -> [UInt8] {
        Array(response(to: PluginJSON.parse(message)).serialized.utf8)
    }

    static func response(to message: PluginJSON?) -> PluginJSON {
        guard let message, case .object(let members) = message, let (name, body) = members.first.map({ ($0.key, $0.value) }) else {
            return failure("the macro plugin received a message that is not a JSON object")
        }
        switch name {
        case "getCapability":
            return .object([("getCapabilityResult", .object([("capability", .object([("protocolVersion", .number(7))]))]))])
        case "expandAttachedMacro", "expandFreestandingMacro":
            guard let request = MacroRequest(message: body, isAttached: name == "expandAttachedMacro") else {
                return failure("the macro plugin could not read the '\(name)' message")
            }
            return result(MacroExpander.expand(request))
        case "loadPluginLibrary":
            return .object([
                ("loadPluginLibraryResult", .object([("loaded", .bool(false)), ("diagnostics", .array([]))]))
            ])
        default:
            return failure("the macro plugin does not know the message '\(name)'")
        }
    }

    static func result(_ expansion: MacroExpansion) -> PluginJSON {
        .object([
            (
                "expandMacroResult",
                .object([
                    ("expandedSource", expansion.source.map(PluginJSON.string) ?? .null),
                    ("diagnostics", .array(expansion.diagnostics.map(\.json))),
                ])
            )
        ])
    }

    static func failure(_ message: String) -> PluginJSON {
        result(MacroExpansion(source: nil, diagnostics: [MacroDiagnostic(message: message, fileName: "", offset: 0)]))
    }
}

/// One macro use, as the compiler sends it.
package struct MacroRequest: Sendable {
    /// The macro's name as declared (`Reducer`, `CasePathable`, `Preview`).
    package var macroName: String
    /// The role being expanded: `member`, `memberAttribute`, `extension`, `peer`, `accessor`,
    /// `declaration`, `expression`.
    package var role: String
    /// A string unique to this use, for unique names.
    package var discriminator: String
    /// The attribute (`@Reducer(…)`) or the whole freestanding use (`#Preview { … }`).
    package var attribute: String
    /// The declaration the attribute is on, attributes included; `""` for a freestanding macro.
    package var declaration: String
    /// The declaration around the one the attribute is on: the compiler's parent declaration
    /// for member attributes and accessors, else the innermost declaration of the lexical
    /// context (its members left out).
    package var parentDeclaration: String?
    /// The type an extension extends, as written, for the extension role.
    package var extendedType: String?
    /// The conformances the extension role may add, as written (`Reducer, CaseReducer`).
    package var conformances: String?
    /// Where the attribute starts, for diagnostics.
    package var fileName: String
    package var attributeOffset: Int
    /// The line the attribute starts on, 1-based; 0 when not known.
    package var attributeLine: Int

    /// A request for tests and tools, with the file position left empty.
    package init(
        macroName: String, role: String, attribute: String, declaration: String = "", parentDeclaration: String? = nil,
        extendedType: String? = nil, conformances: String? = nil, discriminator: String = "$s4Test0036_macro_1fMf_"
    ) {
        self.macroName = macroName
        self.role = role
        self.discriminator = discriminator
        self.attribute = attribute
        self.declaration = declaration
        self.parentDeclaration = parentDeclaration
        self.extendedType = extendedType
        self.conformances = conformances
        self.fileName = ""
        self.attributeOffset = 0
        self.attributeLine = 0
    }

    init?(message body: PluginJSON, isAttached: Bool) {
        guard let name = body["macro"]?["name"]?.string else { return nil }
        let attribute = isAttached ? body["attributeSyntax"] : body["syntax"]
        guard let attributeSource = attribute?["source"]?.string else { return nil }
        // The compiler sends the name as the attribute spells it, trailing trivia included when
        // the declaration follows on the same line (`@ReducerCaseIgnored case …`).
        self.macroName = name.trimmingWhitespace
        self.role = body["macroRole"]?.string ?? (isAttached ? "" : "declaration")
        self.discriminator = body["discriminator"]?.string ?? ""
        self.attribute = attributeSource
        self.declaration = body["declSyntax"]?["source"]?.string ?? ""
        var lexicalParent: String?
        if case .array(let contexts)? = body["lexicalContext"] { lexicalParent = contexts.first?["source"]?.string }
        self.parentDeclaration = body["parentDeclSyntax"]?["source"]?.string ?? lexicalParent
        self.extendedType = body["extendedTypeSyntax"]?["source"]?.string
        self.conformances = body["conformanceListSyntax"]?["source"]?.string
        self.fileName = attribute?["location"]?["fileName"]?.string ?? ""
        self.attributeOffset = attribute?["location"]?["offset"]?.int ?? 0
        self.attributeLine = attribute?["location"]?["line"]?.int ?? 0
    }
}

/// What a macro use expands to: source text (or `nil` when it cannot expand) and diagnostics.
package struct MacroExpansion: Equatable, Sendable {
    package var source: String?
    package var diagnostics: [MacroDiagnostic]

    package init(source: String?, diagnostics: [MacroDiagnostic] = []) {
        self.source = source
        self.diagnostics = diagnostics
    }

    /// An expansion that adds nothing.
    package static let empty = MacroExpansion(source: "")
}

/// A message the compiler shows at a macro's attribute.
package struct MacroDiagnostic: Equatable, Sendable {
    package var message: String
    package var severity = "error"
    package var fileName: String
    package var offset: Int

    var json: PluginJSON {
        let position = PluginJSON.object([("fileName", .string(fileName)), ("offset", .number(Double(offset)))])
        return .object([
            ("message", .string(message)),
            ("severity", .string(severity)),
            ("position", position),
            ("highlights", .array([])),
            ("notes", .array([])),
            ("fixIts", .array([])),
        ])
    }
}
