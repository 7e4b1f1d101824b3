import WireframeSyntax

/// `@DependencyClient` on a struct of closures, as swift-dependencies' macro: every closure
/// property without a default becomes an endpoint (`@DependencyEndpoint`) that, until set,
/// reports an issue naming it and returns its default or throws; the struct gains a memberwise
/// initializer and `init()`, where every endpoint is unimplemented.
///
/// ```swift
/// @DependencyClient struct NumberFact {
///     var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// NumberFact().fetch(1)           // reports "Unimplemented: 'NumberFact.fetch'" and throws
/// NumberFact(fetch: { "\($0)" })  // implemented
/// ```
enum DependencyClientMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        switch context.request.role {
        case "memberAttribute":
            guard let member = context.declaration, isEndpoint(member) else { return .empty }
            return MacroExpansion(source: "@WireframeStore.DependencyEndpoint")
        case "member":
            guard let client = context.declaration, client.keyword == "struct" else {
                let kind = context.declaration.map { "\($0.keyword) '\($0.name)'" } ?? "this declaration"
                return context.failure("'@DependencyClient' cannot be applied to \(kind): it applies to a struct of closures")
            }
            return MacroExpansion(source: initializers(of: client))
        default:
            return .empty
        }
    }

    /// Whether `member` is a closure property the macro makes an endpoint of.
    static func isEndpoint(_ member: SwiftDeclaration) -> Bool {
        guard member.keyword == "var", !member.hasModifier("static"), !member.hasAttribute("DependencyEndpointIgnored"),
            member.bindings.count == 1, let binding = member.bindings.first, binding.isStored, let type = binding.type
        else { return false }
        return FunctionType(type) != nil
    }

    /// The memberwise initializer and, when every stored property then has a value, `init()`.
    static func initializers(of client: SwiftDeclaration) -> String {
        let access = client.memberAccess
        var parameters: [String] = []
        var assignments: [String] = []
        var everyPropertyHasDefault = true
        for member in client.memberDeclarations where member.keyword == "var" || member.keyword == "let" {
            guard !member.hasModifier("static"), let binding = member.bindings.first, binding.isStored, let type = binding.type else {
                continue
            }
            if member.keyword == "let", binding.initializer != nil { continue }
            let isClosure = FunctionType(type) != nil
            parameters.append("\(binding.name): \(isClosure ? "@escaping " : "")\(type)")
            assignments.append("    self.\(binding.name) = \(binding.name)")
            if isClosure, let initializer = binding.initializer {
                parameters[parameters.count - 1] += " = \(initializer)"
            }
            if !isEndpoint(member), binding.initializer == nil { everyPropertyHasDefault = false }
        }
        var lines = ["\(access)init(", parameters.map { "    \($0)" }.joined(separator: ",\n"), ") {"]
        lines += assignments
        lines.append("}")
        if everyPropertyHasDefault, !parameters.isEmpty {
            lines.append("\n\(access)init() {\n}")
        }
        return lines.joined(separator: "\n")
    }

    /// `@DependencyEndpoint` on one closure property: accessors over a `_name` storage whose
    /// default reports the missing implementation, and a method with the closure's argument
    /// labels when it names them.
    static func expandEndpoint(_ context: MacroContext) -> MacroExpansion {
        guard let member = context.declaration, let binding = member.bindings.first, let type = binding.type,
            let function = FunctionType(type)
        else {
            guard context.request.role == "peer" else { return .empty }
            return context.failure("'@DependencyEndpoint' applies to a 'var' of a closure type")
        }
        let name = binding.name
        let storage = "_\(name.filter { $0 != "`" })"
        let client = context.parent?.name ?? "Client"
        switch context.request.role {
        case "accessor":
            return MacroExpansion(
                source: """
                    @storageRestrictions(initializes: \(storage))
                    init(initialValue) {
                        \(storage) = initialValue
                    }
                    get {
                        \(storage)
                    }
                    set {
                        \(storage) = newValue
                    }
                    """)
        case "peer":
            let endpoint = "\(client).\(name.filter { $0 != "`" })"
            guard
                let unimplemented = binding.initializer.map({ function.reportingClosure(named: endpoint, type: type, default: $0) })
                    ?? function.unimplementedClosure(named: endpoint)
            else {
                return context.failure(
                    "'@DependencyClient' needs a default for the endpoint '\(name)', which neither throws nor returns Void "
                        + "or an optional: write 'var \(name): \(type) = { … }'")
            }
            var lines = ["private var \(storage): \(type) = \(unimplemented)"]
            if let method = function.labeledMethod(named: name, access: context.parent?.memberAccess ?? "") {
                lines.append(method)
            }
            return MacroExpansion(source: lines.joined(separator: "\n\n"))
        default:
            return .empty
        }
    }
}

/// A closure type as written, `@Sendable (_ id: Int) async throws -> String`, in parts.
struct FunctionType {
    var parameters: [(label: String?, type: String)]
    var isAsync: Bool
    var isThrowing: Bool
    var result: String

    init?(_ text: String) {
        let source = SwiftSource(text)
        var index = 0
        let tokens = source.tokens
        // Attributes: @Sendable, @MainActor, @escaping.
        while source.isToken(index, "@"), index + 1 < tokens.count { index += 2 }
        guard source.isToken(index, "(") else { return nil }
        var depth = 0
        var close = index
        while close < tokens.count {
            if ["(", "[", "<"].contains(source.text(tokens[close])) { depth += 1 }
            if [")", "]", ">"].contains(source.text(tokens[close])) { depth -= 1 }
            if depth == 0 { break }
            close += 1
        }
        guard close < tokens.count else { return nil }
        var after = close + 1
        var isAsync = false
        var isThrowing = false
        while after < tokens.count, !source.isToken(after, "->") {
            let word = source.text(tokens[after])
            if word == "async" { isAsync = true }
            if word == "throws" || word == "rethrows" { isThrowing = true }
            after += 1
        }
        guard after < tokens.count else { return nil }
        self.result = source.compactText(of: (after + 1)..<tokens.count)
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        let inner = SwiftFile("case f(\(source.compactText(of: (index + 1)..<close)))")
        let values = inner.declarations.first?.cases.first?.associatedValues ?? []
        // A parameter written `_ name: Type` names its argument `name`; the scanner reads `_`
        // as the label, so the name is read again here.
        self.parameters = values.map { value in (value.label, value.type) }
        let spelledNames = Self.argumentNames(in: source.compactText(of: (index + 1)..<close))
        if spelledNames.count == parameters.count {
            for offset in parameters.indices where parameters[offset].label == nil {
                parameters[offset].label = spelledNames[offset]
            }
        }
    }

    /// The names in `_ name: Type` parameters (or `nil` for a bare type), in order.
    static func argumentNames(in list: String) -> [String?] {
        let source = SwiftSource(list)
        var names: [String?] = []
        var depth = 0
        var entryStart = 0
        let tokens = source.tokens
        func finish(_ end: Int) {
            guard end > entryStart else { return }
            if end - entryStart >= 4, source.isToken(entryStart, "_"), source.isToken(entryStart + 2, ":") {
                names.append(source.text(tokens[entryStart + 1]))
            } else {
                names.append(nil)
            }
        }
        for index in tokens.indices {
            switch source.text(tokens[index]) {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                finish(index)
                entryStart = index + 1
            default: break
            }
        }
        finish(tokens.count)
        return names
    }

    /// The closure an unimplemented endpoint holds, or `nil` when it has no value to return.
    func unimplementedClosure(named name: String) -> String? {
        let arguments = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        let report = "WireframeStore.reportIssue(\"Unimplemented: '\(name)'\")"
        let trimmed = result.trimmingWhitespace
        if isThrowing {
            return "{ \(arguments)\n    \(report)\n    throw WireframeStore.UnimplementedEndpointError(endpoint: \"\(name)\")\n}"
        }
        if trimmed == "Void" || trimmed == "()" {
            return "{ \(arguments)\n    \(report)\n}"
        }
        if trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<") {
            return "{ \(arguments)\n    \(report)\n    return nil\n}"
        }
        return nil
    }

    /// The closure an unimplemented endpoint with a default holds: it reports the missing
    /// implementation, then returns what the default returns.
    ///
    /// The default is held in a constant of the endpoint's own type before it is called, so a
    /// default that does not suspend (`{ .notDetermined }` for an `async` endpoint) is still
    /// called as the `async` closure the endpoint declares, without an `await` that the
    /// compiler would find needless.
    func reportingClosure(named name: String, type: String, default initializer: String) -> String {
        let arguments = parameters.indices.map { "p\($0)" }
        let head = arguments.isEmpty ? "" : " " + arguments.joined(separator: ", ") + " in"
        let report = "WireframeStore.reportIssue(\"Unimplemented: '\(name)'\")"
        let implementation = "let implementation: \(type) = \(initializer)"
        let call = (isThrowing ? "try " : "") + (isAsync ? "await " : "") + "implementation(\(arguments.joined(separator: ", ")))"
        return "{\(head)\n    \(report)\n    \(implementation)\n    return \(call)\n}"
    }

    /// `func name(label: Type, …) … { try await self.name(label, …) }` when any parameter has a
    /// name, so `client.fetch(number: 1)` reads as the endpoint's declaration does.
    func labeledMethod(named name: String, access: String) -> String? {
        guard parameters.contains(where: { $0.label != nil }) else { return nil }
        let declared = parameters.enumerated().map { offset, parameter in
            let type = parameter.type.hasPrefix("inout ") ? String(parameter.type.dropFirst(6)) : parameter.type
            return parameter.label.map { "\($0): \(type)" } ?? "_ p\(offset): \(type)"
        }
        let passed = parameters.enumerated().map { offset, parameter in parameter.label ?? "p\(offset)" }
        let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        let call = (isThrowing ? "try " : "") + (isAsync ? "await " : "") + "self.\(name)(\(passed.joined(separator: ", ")))"
        return "\(access)func \(name)(\(declared.joined(separator: ", ")))\(effects) -> \(result) {\n    \(call)\n}"
    }
}
