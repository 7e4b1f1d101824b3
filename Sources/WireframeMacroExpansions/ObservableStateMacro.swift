import WireframeSyntax

/// `@ObservableState` on a feature's state struct or enum: the conformance to `ObservableState`
/// (which refines `Observable`). Views are resolved afresh at every render, so no registrar or tracking is
/// generated; `@ObservationStateIgnored` and `@ObservationStateTracked` are accepted and add
/// nothing.
///
/// ```swift
/// @ObservableState struct State { var count = 0 }
/// // extension State: WireframeStore.ObservableState {}
/// ```
enum ObservableStateMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        guard let declaration = context.declaration, declaration.keyword == "struct" || declaration.keyword == "enum" else {
            guard context.request.role == "extension" else { return .empty }
            let kind = context.declaration.map { "\($0.keyword) '\($0.name)'" } ?? "this declaration"
            return context.failure("'@ObservableState' cannot be applied to \(kind): it applies to a struct or an enum")
        }
        guard context.request.role == "extension" else { return .empty }
        return context.conformanceExtension(["WireframeStore.ObservableState"])
    }
}

/// `@ViewAction(for: Feature.self)` on a view: the conformance to `ViewActionSending`, so
/// `send(.tapped)` sends `.view(.tapped)` to the view's store.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View { let store: StoreOf<Feature> … }
/// // extension FeatureView: WireframeStore.ViewActionSending {}
/// ```
enum ViewActionMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        guard let declaration = context.declaration, declaration.keyword == "struct" || declaration.keyword == "class" else {
            guard context.request.role == "extension" else { return .empty }
            return context.failure("'@ViewAction(for:)' applies to a view struct or class with a 'store' property")
        }
        let hasStore = declaration.memberDeclarations.contains { ($0.keyword == "var" || $0.keyword == "let") && $0.name == "store" }
        guard hasStore else {
            guard context.request.role == "extension" else { return .empty }
            return context.failure(
                "'@ViewAction(for:)' needs a 'store' property on '\(declaration.name)', such as 'let store: StoreOf<Feature>'")
        }
        guard context.request.role == "extension" else { return .empty }
        return context.conformanceExtension(["WireframeStore.ViewActionSending"])
    }
}
