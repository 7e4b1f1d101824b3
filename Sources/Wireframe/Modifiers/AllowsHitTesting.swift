import Foundation

extension View {
    /// Sets whether the view takes taps. With `false` the view is drawn as before, but a tap
    /// passes through it to what lies behind, as in SwiftUI: a scripted screen's tap on the
    /// buttons behind an overlay that allows no hit testing reaches them.
    ///
    /// ```swift
    /// content.overlay { Circle().fill(.blue.opacity(0.3)).allowsHitTesting(false) }
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(isEnabled: enabled))
    }
}

/// Wraps the content in a node that takes no taps, when hit testing is off.
private struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    let isEnabled: Bool

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        return isEnabled ? nodes : nodes.map { Node(.hitTestingDisabled, children: [$0]) }
    }
}

/// The node of `allowsHitTesting(false)`: the content drawn, taking no taps.
struct HitTestingDisabledNode: ContentModifierPrimitive {
    static let jsonSchema = [JSONKindSchema("hitTestingDisabled", fields: [])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind { .hitTestingDisabled }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) { ("hitTestingDisabled", []) }

    var summary: String { "allowsHitTesting(false)" }

    /// The content draws as usual and adds no hit regions, so taps reach what is behind it.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawControlContent(of: node)
    }
}

extension Node.Kind {
    /// The child drawn, taking no taps: `allowsHitTesting(false)`.
    package static var hitTestingDisabled: Self { Self(HitTestingDisabledNode()) }
}
