import WireframeSyntax

/// `@Reducer`, as TCA's: on a struct, the `Reducer` conformance, `@CasePathable` on its
/// `Action` (and `@CasePathable @dynamicMemberLookup` on an enum `State`), the builder attribute
/// on `body`, and a `State`, `Action` or empty `body` where the struct has none; on an enum of
/// features, the whole `CaseReducer` (see ``ReducerEnumExpansion``).
///
/// ```swift
/// @Reducer struct Feature {
///     struct State {}
///     enum Action { case tapped }                 // gains @CasePathable
///     var body: some ReducerOf<Self> { … }         // gains @ReducerBuilder<Self.State, Self.Action>
/// }
/// // extension Feature: WireframeStore.Reducer {}
/// ```
enum ReducerMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        let role = context.request.role
        if role == "memberAttribute" {
            guard let parent = context.parent, let member = context.declaration else { return .empty }
            if parent.keyword == "enum" { return enumMemberAttributes(for: member) }
            guard parent.keyword == "struct" else { return .empty }
            return memberAttributes(for: member)
        }
        guard let declaration = context.declaration, declaration.keyword == "struct" || declaration.keyword == "enum" else {
            guard role == "member" else { return .empty }
            let kind = context.declaration.map { "\($0.keyword) '\($0.name)'" } ?? "this declaration"
            return context.failure("'@Reducer' cannot be applied to \(kind): it applies to a struct or an enum of features")
        }
        switch (role, declaration.keyword) {
        case ("member", "struct"):
            return MacroExpansion(source: missingRequirements(of: declaration))
        case ("member", _):
            return ReducerEnumExpansion(enumeration: declaration, context: context).members()
        case ("extension", "struct"):
            return context.conformanceExtension(["WireframeStore.Reducer"])
        case ("extension", _):
            return context.conformanceExtension(["WireframeStore.CaseReducer", "WireframeStore.Reducer"])
        default:
            return .empty
        }
    }

    /// The attribute TCA's macro adds to an enum of features' own `static var body`.
    static func enumMemberAttributes(for member: SwiftDeclaration) -> MacroExpansion {
        guard member.keyword == "var", member.name == "body", member.hasModifier("static"), !member.hasAttribute("ReducerBuilder"),
            member.bindings.first?.isStored == false
        else { return .empty }
        return MacroExpansion(source: "@WireframeStore.ReducerBuilder<Self.State, Self.Action>")
    }

    /// The attributes TCA's macro adds to a member of a reducer struct.
    static func memberAttributes(for member: SwiftDeclaration) -> MacroExpansion {
        var attributes: [String] = []
        let isCasePathable = member.hasAttribute("CasePathable") || member.inherits("CasePathable")
        if member.keyword == "enum", member.name == "Action", !isCasePathable {
            attributes.append("@WireframeStore.CasePathable")
        }
        if member.keyword == "enum", member.name == "State" {
            if !isCasePathable { attributes.append("@WireframeStore.CasePathable") }
            if !member.hasAttribute("dynamicMemberLookup") { attributes.append("@dynamicMemberLookup") }
        }
        if member.keyword == "var", member.name == "body", !member.hasModifier("static"), !member.hasAttribute("ReducerBuilder"),
            member.bindings.first?.isStored == false
        {
            attributes.append("@WireframeStore.ReducerBuilder<\(builderArguments(of: member.bindings.first?.type))>")
        }
        return MacroExpansion(source: attributes.joined(separator: "\n"))
    }

    /// The builder's state and action types, as TCA's macro takes them from the body's declared
    /// type: `some Reducer<Int, Action>` builds `Int` and `Action`, `some ReducerOf<Self>` builds
    /// `Self.State` and `Self.Action`, so a feature whose state is only named by its body
    /// (`var body: some Reducer<Int, Action>`, no `State` declared) still compiles.
    static func builderArguments(of type: String?) -> String {
        let fallback = "Self.State, Self.Action"
        guard let type, let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"), open < close else {
            return fallback
        }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in type[type.index(after: open)..<close] {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingWhitespace)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingWhitespace)
        switch arguments.count {
        case 1 where !arguments[0].isEmpty: return "\(arguments[0]).State, \(arguments[0]).Action"
        case 2: return arguments.joined(separator: ", ")
        default: return fallback
        }
    }

    /// `State`, `Action` and `body` for a struct that declares none of them, as TCA writes them.
    static func missingRequirements(of feature: SwiftDeclaration) -> String {
        let members = feature.memberDeclarations
        let access = feature.memberAccess
        func declares(_ name: String) -> Bool {
            members.contains { ($0.isType || $0.keyword == "typealias") && $0.name == name }
        }
        let hasBody = members.contains { ($0.keyword == "var" || $0.keyword == "let") && $0.name == "body" }
        let hasReduce = members.contains { $0.keyword == "func" && $0.name == "reduce" }
        // A body that is a value, or is typed as a reducer, already says what State and Action
        // are (`some Reducer<FavoritingState<ID>, FavoritingAction>`): none are made up then.
        let hasExplicitBody =
            hasReduce
            || members.contains { member in
                guard member.keyword == "var" || member.keyword == "let", member.name == "body", let binding = member.bindings.first else {
                    return false
                }
                if binding.initializer != nil { return true }
                let type = (binding.type ?? "").trimmingWhitespace
                return type.hasPrefix("some ")
                    && type.dropFirst(5).split(separator: "<").first.map(String.init).map {
                        ["Reducer", "ReducerOf"].contains($0.split(separator: ".").last.map(String.init) ?? $0)
                    } == true
            }
        var lines: [String] = []
        if !declares("State"), !hasExplicitBody {
            lines.append(
                "@WireframeStore.ObservableState\n\(access)struct State: Codable, Equatable, Hashable, Sendable {\n    \(access)init() {\n    }\n}"
            )
        }
        if !declares("Action"), !hasExplicitBody {
            lines.append("\(access)enum Action: Equatable, Hashable, Sendable {\n}")
        }
        if !hasBody, !hasReduce {
            lines.append("\(access)let body = WireframeStore.EmptyReducer<State, Action>()")
        }
        return lines.joined(separator: "\n\n")
    }
}
