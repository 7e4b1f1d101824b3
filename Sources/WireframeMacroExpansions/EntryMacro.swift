import WireframeSyntax

/// `@Entry` on a property of an `extension EnvironmentValues` (or `FocusedValues`): a private key
/// type whose default is the property's initial value, and accessors that read and write the
/// values through it, as SwiftUI's `@Entry` writes them.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
/// // private struct __Key_accent: Wireframe.EnvironmentKey { static var defaultValue: Color { .blue } }
/// ```
enum EntryMacro {
    static func expand(_ context: MacroContext) -> MacroExpansion {
        guard let declaration = context.declaration, declaration.keyword == "var", let binding = declaration.bindings.first,
            !binding.name.isEmpty, binding.isStored
        else {
            guard context.request.role == "peer" else { return .empty }
            return context.failure("'@Entry' applies to a stored 'var' of an extension of EnvironmentValues or FocusedValues")
        }
        let key = "__Key_\(binding.name.filter { $0 != "`" })"
        switch context.request.role {
        case "accessor":
            return MacroExpansion(
                source: """
                    get {
                        self[\(key).self]
                    }
                    set {
                        self[\(key).self] = newValue
                    }
                    """)
        case "peer":
            return keyType(named: key, for: binding, in: context)
        default:
            return .empty
        }
    }

    /// The key of the values the property lives in, with the property's default.
    private static func keyType(named key: String, for binding: SwiftBinding, in context: MacroContext) -> MacroExpansion {
        let type = binding.type?.trimmingWhitespace
        let initializer = binding.initializer?.trimmingWhitespace
        switch context.parent?.name.split(separator: ".").last.map(String.init) {
        case "FocusedValues":
            // A focused value is optional: the key holds the wrapped type, and nothing by default.
            guard let type, type.hasSuffix("?") else {
                return context.failure("'@Entry' in FocusedValues needs an optional type, such as 'var note: Note?'")
            }
            return MacroExpansion(source: "private struct \(key): Wireframe.FocusedValueKey {\n    typealias Value = \(type.dropLast())\n}")
        case "EnvironmentValues":
            let defaultValue: String
            switch (type, initializer) {
            case (let type?, let initializer?):
                defaultValue = "static var defaultValue: \(type) {\n        \(initializer)\n    }"
            case (let type?, nil) where type.hasSuffix("?"):
                defaultValue = "static var defaultValue: \(type) {\n        nil\n    }"
            case (nil, let initializer?):
                defaultValue = "static let defaultValue = \(initializer)"
            default:
                return context.failure("'@Entry' needs a default value: write 'var \(binding.name): \(type ?? "Type") = …'")
            }
            return MacroExpansion(source: "private struct \(key): Wireframe.EnvironmentKey {\n    \(defaultValue)\n}")
        default:
            let parent = context.parent?.name ?? "this declaration"
            return context.failure(
                "'@Entry' in \(parent) is not provided: it makes keys for EnvironmentValues and FocusedValues")
        }
    }
}
