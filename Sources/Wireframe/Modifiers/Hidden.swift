import Foundation

extension View {
    /// Keeps the view's space but draws nothing and takes no taps.
    ///
    /// ```swift
    /// Text("off").hidden()
    /// ```
    public func hidden() -> some View {
        modifier(WrappingModifier(kind: .hidden))
    }
}

/// The node of `hidden()`: the content's space kept, with nothing drawn and no taps taken.
struct HiddenNode: ContentModifierPrimitive {
    static let jsonSchema = [JSONKindSchema("hidden", fields: [])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind { .hidden }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) { ("hidden", []) }

    var summary: String { "hidden" }

    /// Nothing inside a hidden view draws, takes taps or is read.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {}
}

extension Node.Kind {
    /// The child's space kept, with nothing drawn and no taps taken.
    package static var hidden: Self { Self(HiddenNode()) }
}
