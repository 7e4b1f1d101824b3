import Foundation

extension View {
    /// Sets the order the view is drawn in among its siblings, as SwiftUI's `zIndex(_:)`: in a
    /// `ZStack`, an `HStack`, a `VStack`, a layout of the program's own or the several views of an
    /// overlay or a background, views with higher values are drawn over those with lower ones,
    /// and views with equal values (0 unless set) keep the order they are written in.
    ///
    /// The order is the drawing's and the taps': the front-most view takes a tap where views
    /// overlap. VoiceOver reads the views in the order it always does, as on iOS. The value is read
    /// through the modifiers around the view (`.zIndex(1).padding()` still carries it). A value
    /// that is not a finite number is 0.
    ///
    /// ```swift
    /// ZStack {
    ///     Card("front").zIndex(1)
    ///     Card("back").offset(x: 20, y: 20)
    /// }
    /// ```
    ///
    /// - Parameter value: The view's place in its siblings' drawing order; 0 by default.
    /// - Returns: The view, drawn in that order.
    public func zIndex(_ value: Double) -> some View {
        modifier(WrappingModifier(kind: .zIndex(value.isFinite ? value : 0)))
    }
}

/// The node of `zIndex`: the content, with its place in its siblings' drawing order.
struct ZIndexNode: ContentModifierPrimitive {
    var value: Double

    static let jsonSchema = [JSONKindSchema("zIndex", fields: ["value"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        let value = try object.required("value").number()
        return .zIndex(value.isFinite ? value : 0)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.appendLength("value", value)
        return ("zIndex", fields.fields)
    }

    var summary: String { "zIndex(\(formatPoints(CGFloat(value))))" }

    /// The content draws as usual; the container around it reads the value.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension PlacedNode {
    /// The `zIndex` this node is drawn with among its siblings, read through single-child
    /// modifiers; 0 when none is set.
    var zIndex: Double {
        var node = self
        while true {
            if let value = node.kind.as(ZIndexNode.self)?.value { return value }
            guard node.kind.primitive.isTransparentToLayout, let first = node.children.first else { return 0 }
            node = first
        }
    }
}

extension DisplayListBuilder {
    /// Draws the node's children from the lowest `zIndex` to the highest, those with equal values
    /// in their order, as a container stacks its subviews.
    mutating func drawChildrenInZOrder(of node: PlacedNode) {
        let values = node.children.map(\.zIndex)
        guard values.contains(where: { $0 != 0 }) else { return drawChildren(of: node) }
        let order = node.children.indices.sorted { (values[$0], $0) < (values[$1], $1) }
        drawChildren(of: node, in: order)
    }
}

extension Node.Kind {
    /// The child drawn in front of its siblings with lower values, behind those with higher.
    package static func zIndex(_ value: Double) -> Self { Self(ZIndexNode(value: value)) }
}
