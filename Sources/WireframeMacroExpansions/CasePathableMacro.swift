import WireframeSyntax

/// `@CasePathable` on an enum: a case path per case, so `\.child` is a case key path, and the
/// conformance to `CasePathable`.
///
/// ```swift
/// @CasePathable enum Action { case child(Child.Action), tapped }
/// // member:    struct AllCasePaths {
/// //                var child: AnyCasePath<Action, Child.Action> { … }   // case 0
/// //                …
/// //                static func _caseIndex(of root: Action) -> Int? { switch root { … } }
/// //            }
/// //            static var allCasePaths: AllCasePaths { AllCasePaths() }
/// // extension: extension Action: WireframeStore.CasePathable {}
/// ```
enum CasePathableMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        guard let declaration = context.declaration, declaration.keyword == "enum" else {
            // Said once, for the member role; the other roles add nothing.
            guard context.request.role == "member" else { return .empty }
            let kind = context.declaration.map { "\($0.keyword) '\($0.name)'" } ?? "this declaration"
            return context.failure("'@CasePathable' cannot be applied to \(kind): it applies to an enum")
        }
        switch context.request.role {
        case "member":
            return MacroExpansion(source: members(of: declaration))
        case "extension":
            return context.conformanceExtension(["WireframeStore.CasePathable"])
        default:
            return .empty
        }
    }

    /// `AllCasePaths` and `allCasePaths` for `enumeration`.
    static func members(of enumeration: SwiftDeclaration) -> String {
        let access = enumeration.memberAccess
        let root = enumeration.name
        var numbering = CaseNumbering()
        var lines = ["\(access)struct AllCasePaths: Sendable {"]
        lines += casePaths(enumeration.members, root: root, access: access, numbering: &numbering)
        lines += caseIndexFunction(enumeration.members, root: root, access: access)
        lines.append("}")
        lines.append("\(access)static var allCasePaths: AllCasePaths { AllCasePaths() }")
        return lines.joined(separator: "\n")
    }

    /// The case path properties for the cases among `members`, `#if` blocks kept.
    static func casePaths(_ members: [SwiftMember], root: String, access: String, numbering: inout CaseNumbering) -> [String] {
        var lines: [String] = []
        for member in members {
            switch member {
            case .declaration(let declaration) where declaration.keyword == "case":
                // A case's availability (`@available(*, deprecated)`) is its path's too.
                let availability = declaration.attributes.filter { $0.name == "available" }
                    .map { "    @available(\($0.arguments ?? ""))\n" }.joined()
                for element in declaration.cases {
                    let index = numbering.next(numbered: availability.isEmpty)
                    lines.append(availability + casePath(element, root: root, access: access, index: index))
                }
            case .ifConfig(let clauses):
                for clause in clauses {
                    lines.append("    " + clause.directive)
                    lines += casePaths(clause.members, root: root, access: access, numbering: &numbering)
                }
                lines.append("    #endif")
            default:
                break
            }
        }
        return lines
    }

    /// One case's path: `var child: AnyCasePath<Root, Payload> { … }`, numbered `index` when the
    /// case has a number.
    static func casePath(_ element: SwiftEnumCase, root: String, access: String, index: Int?) -> String {
        let payload = EnumCasePayload(element)
        let numbered = index.map { ",\n            caseIndex: \($0),\n            caseIndexOf: { AllCasePaths._caseIndex(of: $0) }" } ?? ""
        return """
                \(access)var \(element.name): WireframeStore.AnyCasePath<\(root), \(payload.type)> {
                    WireframeStore.AnyCasePath<\(root), \(payload.type)>(
                        _generatedEmbed: { \(payload.embed(in: root)) },
                        extract: { root in
                            guard case \(payload.pattern) = root else { return nil }
                            return \(payload.value)
                        }\(numbered)
                    )
                }
            """
    }

    /// `static func _caseIndex(of:)`: the number of a value's case, by a `switch` over the cases.
    ///
    /// A case with an `@available` attribute has no number (naming a deprecated case in the
    /// `switch` would warn at every use of the macro), and its values read `nil` through a
    /// `default`.
    static func caseIndexFunction(_ members: [SwiftMember], root: String, access: String) -> [String] {
        var numbering = CaseNumbering()
        var cases = caseIndexCases(members, numbering: &numbering)
        if numbering.skipsACase { cases.append("        default: return nil") }
        let opening = ["    \(access)static func _caseIndex(of root: \(root)) -> Int? {", "        switch root {"]
        return opening + cases + ["        }", "    }"]
    }

    /// The `switch` cases of `_caseIndex(of:)` for the cases among `members`, `#if` blocks kept.
    private static func caseIndexCases(_ members: [SwiftMember], numbering: inout CaseNumbering) -> [String] {
        var lines: [String] = []
        for member in members {
            switch member {
            case .declaration(let declaration) where declaration.keyword == "case":
                let isNumbered = !declaration.attributes.contains { $0.name == "available" }
                for element in declaration.cases {
                    guard let index = numbering.next(numbered: isNumbered) else { continue }
                    lines.append("        case .\(element.name): return \(index)")
                }
            case .ifConfig(let clauses):
                for clause in clauses {
                    lines.append("        " + clause.directive)
                    lines += caseIndexCases(clause.members, numbering: &numbering)
                }
                lines.append("        #endif")
            default:
                break
            }
        }
        return lines
    }
}

/// The numbers of an enum's cases: their positions in source order, across every `#if` clause,
/// so that two cases never share one whichever clauses are compiled.
struct CaseNumbering {
    private var count = 0
    /// Whether a case was left without a number.
    private(set) var skipsACase = false

    /// The next case's number when it is `numbered`; `nil`, leaving a gap, when it is not.
    mutating func next(numbered: Bool) -> Int? {
        defer { count += 1 }
        guard numbered else {
            skipsACase = true
            return nil
        }
        return count
    }
}

/// How to write one enum case's payload in generated code: its type, how to build the case from
/// it, the pattern that matches the case and the value the pattern binds.
struct EnumCasePayload {
    let element: SwiftEnumCase

    init(_ element: SwiftEnumCase) {
        self.element = element
    }

    var values: [SwiftAssociatedValue] { element.associatedValues ?? [] }

    /// `Void`, the one value's type, or a tuple of the values' types with their labels.
    var type: String {
        switch values.count {
        case 0: return "Void"
        case 1: return values[0].type
        default:
            return "(" + values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }.joined(separator: ", ") + ")"
        }
    }

    /// The case built from the closure's `$0`.
    func embed(in root: String) -> String {
        let name = element.name
        switch values.count {
        case 0: return "_ in \(root).\(name)"
        case 1: return "\(root).\(name)(\(values[0].label.map { "\($0): " } ?? "")$0)"
        default:
            let arguments = values.enumerated().map { offset, value in "\(value.label.map { "\($0): " } ?? "")$0.\(offset)" }
            return "\(root).\(name)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// `.name` or `let .name(v0, v1)`.
    var pattern: String {
        values.isEmpty ? ".\(element.name)" : "let .\(element.name)(\(values.indices.map { "v\($0)" }.joined(separator: ", ")))"
    }

    /// `()`, `v0` or `(v0, v1)`.
    var value: String {
        switch values.count {
        case 0: "()"
        case 1: "v0"
        default: "(" + values.indices.map { "v\($0)" }.joined(separator: ", ") + ")"
        }
    }
}
