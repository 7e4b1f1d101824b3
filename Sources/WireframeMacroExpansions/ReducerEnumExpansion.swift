import WireframeSyntax

/// `@Reducer` on an enum of features, as TCA writes it: each case holding a reducer becomes a
/// case of `State` (the reducer's state) and of `Action` (its actions) and a `Scope` in the
/// static `body`; a case holding an `AlertState<A>` or `ConfirmationDialogState<A>` keeps that
/// state and has `A` for actions; a case marked `@ReducerCaseIgnored`, or holding no value or
/// several, keeps its values as state and has no actions. `CaseScope` and `scope(_:)` give
/// `store.case` a store per feature, and a store of its state for an alert or a dialog.
///
/// An enum that declares its own `State`, `Action` or `static var body` keeps it and gets none
/// generated; its own `body` gains the builder attribute, as a struct's does. With its
/// own `Action`, a `@ReducerCaseIgnored` case of one value whose action case also holds one
/// value is scoped as an alert is: `store.case` gives a store of that value and that action.
///
/// ```swift
/// @Reducer enum Destination {
///     case edit(EditFeature)
///     case alert(AlertState<Alert>)
/// }
/// // State: case edit(EditFeature.State), alert(AlertState<Alert>)
/// // Action: case edit(EditFeature.Action), alert(Alert)
/// // static var body: Scope(state: \.edit, action: \.edit) { EditFeature() }
/// ```
struct ReducerEnumExpansion {
    let enumeration: SwiftDeclaration
    let context: MacroContext

    /// What one case of the enum is.
    enum Feature {
        /// A reducer: its type.
        case reducer(String)
        /// An alert or confirmation dialog: its state type and its action type.
        case ephemeral(state: String, action: String)
        /// Plain values, with no actions.
        case ignored
    }

    /// The enum's own `State` or `Action`, when it declares one.
    func declaredType(_ name: String) -> SwiftDeclaration? {
        enumeration.memberDeclarations.first { ($0.isType || $0.keyword == "typealias") && $0.name == name }
    }

    /// Whether the enum declares its own `static var body`.
    var declaresBody: Bool {
        enumeration.memberDeclarations.contains { $0.keyword == "var" && $0.name == "body" && $0.hasModifier("static") }
    }

    /// The type of the one value of the case named `name` in the enum's own `Action`, if any.
    func declaredActionType(of name: String) -> String? {
        guard let action = declaredType("Action"), action.keyword == "enum" else { return nil }
        let element = action.memberDeclarations.filter { $0.keyword == "case" }.flatMap(\.cases).first { $0.name == name }
        guard let values = element?.associatedValues, values.count == 1 else { return nil }
        return values[0].type
    }

    func feature(of element: SwiftEnumCase, in declaration: SwiftDeclaration) -> Feature {
        guard !declaration.hasAttribute("ReducerCaseIgnored"), let values = element.associatedValues, values.count == 1 else {
            if let values = element.associatedValues, values.count == 1, let action = declaredActionType(of: element.name) {
                return .ephemeral(state: values[0].type, action: action)
            }
            return .ignored
        }
        let type = values[0].type
        // `AlertState<A>` or `ConfirmationDialogState<A>`, module-qualified or not.
        if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let base = type[..<open].split(separator: ".").last.map(String.init) ?? ""
            if base == "AlertState" || base == "ConfirmationDialogState" {
                let action = String(type[type.index(after: open)..<type.index(before: type.endIndex)]).trimmingWhitespace
                return .ephemeral(state: type, action: action)
            }
        }
        if declaration.hasAttribute("ReducerCaseEphemeral") { return .ignored }
        return .reducer(type)
    }

    func members() -> MacroExpansion {
        let access = enumeration.memberAccess
        let name = enumeration.name
        let conformances = synthesizedConformances()
        let stateInheritance = (["WireframeStore.CaseReducerState"] + conformances.state).joined(separator: ", ")
        let actionInheritance = conformances.action.isEmpty ? "" : ": " + conformances.action.joined(separator: ", ")
        var lines: [String] = []
        if declaredType("State") == nil {
            lines.append("@WireframeStore.CasePathable\n@dynamicMemberLookup\n@WireframeStore.ObservableState")
            lines.append("\(access)enum State: \(stateInheritance) {")
            lines.append("    \(access)typealias StateReducer = \(name)")
            lines += walk(enumeration.members) { element, feature in
                switch feature {
                case .reducer(let type): ["case \(element.name)(\(type).State)"]
                case .ephemeral(let state, _): ["case \(element.name)(\(state))"]
                case .ignored: ["case \(caseText(element))"]
                }
            }
            lines.append("}\n")
        }
        if declaredType("Action") == nil {
            lines.append("@WireframeStore.CasePathable")
            lines.append("\(access)enum Action\(actionInheritance) {")
            lines += walk(enumeration.members) { element, feature in
                switch feature {
                case .reducer(let type): ["case \(element.name)(\(type).Action)"]
                case .ephemeral(_, let action): ["case \(element.name)(\(action))"]
                case .ignored: []
                }
            }
            lines.append("}\n")
        }
        let scopes = walk(enumeration.members) { element, feature in
            guard case .reducer(let type) = feature else { return [] }
            return [
                "WireframeStore.Scope(state: \\Self.State.Cases.\(element.name), action: \\Self.Action.Cases.\(element.name)) {\n    \(type)()\n}"
            ]
        }
        // An enum with its own `static var body` (running `ifCaseLet`s, say) keeps it.
        if !declaresBody {
            // Named, as a reducer's `Body` defaults to `Never` where it is not.
            lines.append("\(access)typealias Body = WireframeStore.Reduce<Self.State, Self.Action>\n")
            lines.append("\(access)static var body: WireframeStore.Reduce<Self.State, Self.Action> {")
            lines.append("WireframeStore.Reduce(")
            lines.append("WireframeStore.CombineReducers {")
            lines += scopes.contains { !$0.hasPrefix("#") } ? scopes : ["WireframeStore.EmptyReducer<Self.State, Self.Action>()"]
            lines.append("})")
            lines.append("}\n")
        }
        lines.append("@WireframeStore.CasePathable\n@dynamicMemberLookup")
        lines.append("\(access)enum CaseScope {")
        lines += walk(enumeration.members) { element, feature in
            switch feature {
            case .reducer(let type): ["case \(element.name)(WireframeStore.StoreOf<\(type)>)"]
            case .ephemeral(let state, let action): ["case \(element.name)(WireframeStore.Store<\(state), \(action)>)"]
            case .ignored: ["case \(caseText(element))"]
            }
        }
        lines.append("}\n")
        lines.append("@preconcurrency @MainActor")
        lines.append("\(access)static func scope(_ store: WireframeStore.Store<Self.State, Self.Action>) -> CaseScope {")
        lines.append("switch store.state {")
        let cases = walk(enumeration.members) { element, feature in
            switch feature {
            case .reducer, .ephemeral:
                return [
                    "case .\(element.name):",
                    "return .\(element.name)(store.scope(state: \\.\(element.name), action: \\.\(element.name))!)",
                ]
            case .ignored:
                let payload = EnumCasePayload(element)
                let values = payload.values.indices.map { "v\($0)" }
                if values.isEmpty { return ["case .\(element.name):", "return .\(element.name)"] }
                let arguments = zip(payload.values, values).map { value, name in value.label.map { "\($0): \(name)" } ?? name }
                return [
                    "case \(payload.pattern):",
                    "return .\(element.name)(\(arguments.joined(separator: ", ")))",
                ]
            }
        }
        lines += cases.isEmpty ? ["default:", "fatalError()"] : cases
        lines.append("}")
        lines.append("}")
        return MacroExpansion(source: indented(lines))
    }

    /// The lines `body` makes of each case among `members`, `#if` blocks kept.
    func walk(_ members: [SwiftMember], _ body: (SwiftEnumCase, Feature) -> [String]) -> [String] {
        var lines: [String] = []
        for member in members {
            switch member {
            case .declaration(let declaration) where declaration.keyword == "case":
                for element in declaration.cases {
                    lines += body(element, feature(of: element, in: declaration))
                }
            case .ifConfig(let clauses):
                for clause in clauses {
                    lines.append(clause.directive)
                    lines += walk(clause.members, body)
                }
                lines.append("#endif")
            default:
                break
            }
        }
        return lines
    }

    /// The case as written: `name` or `name(values)`.
    func caseText(_ element: SwiftEnumCase) -> String {
        guard let values = element.associatedValues else { return element.name }
        let list = values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }
        return "\(element.name)(\(list.joined(separator: ", ")))"
    }

    /// The conformances `@Reducer(state: .equatable, …, action: .sendable, …)` asks for.
    func synthesizedConformances() -> (state: [String], action: [String]) {
        guard let arguments = context.attributeArguments else { return ([], []) }
        let names = [
            "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable", "codable": "Codable",
            "decodable": "Decodable", "encodable": "Encodable",
        ]
        var state: [String] = []
        var action: [String] = []
        var isAction = false
        let source = SwiftSource(arguments)
        for token in source.tokens.map(source.text) {
            if token == "state" { isAction = false }
            if token == "action" { isAction = true }
            if let conformance = names[token] {
                if isAction { action.append(conformance) } else { state.append(conformance) }
            }
        }
        return (state, action)
    }
}
