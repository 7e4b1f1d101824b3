import Foundation

extension View {
    /// Runs `action` when the view appears; a scripted screen runs it after each render that shows it.
    ///
    /// ```swift
    /// MemosView(store: store).onAppear { store.send(.onAppear) }
    /// ```
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action ?? {}))
    }
}

/// Registers an action when the view appears and wraps each content node.
struct AppearModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let id = context.registerAppearance(action)
        return nodes.map { Node(.onAppear(id), children: [$0]) }
    }
}

/// The node of `onAppear`: the content with the action a scripted screen runs when it appears.
package struct OnAppearNode: ContentModifierPrimitive {
    package var action: ActionID

    static let jsonSchema = [JSONKindSchema("onAppear", fields: ["action"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .onAppear(try ActionID(json: try object.required("action")))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("onAppear", [JSONField("action", .number(Double(action.rawValue)))])
    }

    var summary: String { "onAppear(\(action))" }

    /// The content draws as usual.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The child with an action that runs when it appears.
    package static func onAppear(_ action: ActionID) -> Self { Self(OnAppearNode(action: action)) }
}
