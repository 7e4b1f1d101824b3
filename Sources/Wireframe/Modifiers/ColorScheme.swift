import Foundation

extension View {
    /// Sets the appearance of the whole screen the view is on, as SwiftUI sets the appearance of
    /// the presentation that holds it: every view of the render is resolved again in `scheme`, so
    /// `@Environment(\.colorScheme)` reads it everywhere, and the system colours are drawn in its
    /// values. `nil` states no preference. Of several views that state one, the last resolved wins.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: scheme))
    }
}

/// Passes the screen's preferred appearance up to the root, which applies it: a preference set
/// inside wins over the modifier's own, and of siblings the last one.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let scheme: ColorScheme?

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        try PreferenceTransformModifier<PreferredColorSchemeKey> { $0 = $0 ?? scheme }.apply(to: content, in: context)
    }
}

/// The appearance a view asked for with `preferredColorScheme(_:)`, the last one resolved.
struct PreferredColorSchemeKey: PreferenceKey {
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = nextValue() ?? value
    }
}

/// The node a change of `\.colorScheme` makes around each view it reaches, and around the root of
/// a render in the dark appearance: the colours inside are drawn in the appearance's values.
///
/// Colours keep both values in the node tree; the display list resolves each one as it is drawn,
/// in the appearance of the innermost node around it, so every renderer draws the same colour.
///
/// ```swift
/// Text("Hi").environment(\.colorScheme, .dark)   // drawn in white: .primary's dark value
/// ```
struct ColorSchemeNode: ContentModifierPrimitive {
    var scheme: ColorScheme

    static let jsonSchema = [JSONKindSchema("colorScheme", fields: ["scheme"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .colorScheme(try object["scheme"]?.caseNamed("colour scheme") ?? .dark)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if scheme == .light { fields.append("scheme", .string("light")) }
        return ("colorScheme", fields.fields)
    }

    var summary: String { "colorScheme(.\(scheme))" }

    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node, in: scheme)
    }
}

extension Node.Kind {
    /// The child drawn in an appearance: its colours in their light or dark values.
    package static func colorScheme(_ scheme: ColorScheme) -> Self { Self(ColorSchemeNode(scheme: scheme)) }
}
