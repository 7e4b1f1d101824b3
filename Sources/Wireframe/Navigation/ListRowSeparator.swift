import Foundation

extension View {
    /// Shows or hides the separator below this list row.
    ///
    /// ```swift
    /// MemoView(memo: memo).listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        modifier(WrappingModifier(kind: .listRowSeparator(hidden: visibility == .hidden)))
    }
}

/// The node of `listRowSeparator`: whether the list draws the separator below the row.
struct ListRowSeparatorNode: ContentModifierPrimitive {
    var isHidden: Bool

    static let jsonSchema = [JSONKindSchema("listRowSeparator", fields: ["hidden"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .listRowSeparator(hidden: try object["hidden"]?.bool() ?? true)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("listRowSeparator", isHidden ? [] : [JSONField("hidden", .bool(false))])
    }

    var summary: String { "listRowSeparator(\(isHidden ? "hidden" : "visible"))" }

    /// The row draws as usual; the list reads the setting.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// A list row that shows or hides the separator below it.
    package static func listRowSeparator(hidden: Bool) -> Self { Self(ListRowSeparatorNode(isHidden: hidden)) }
}
