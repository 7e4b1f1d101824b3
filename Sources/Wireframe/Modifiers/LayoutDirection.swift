import Foundation

/// The node a change of `\.layoutDirection` makes around each view it reaches: the view laid out
/// as in the other direction, which is its left-to-right layout mirrored in its own frame.
///
/// SwiftUI lays out right to left by swapping leading and trailing everywhere: a stack's first
/// child is on the right, `.leading` alignment and padding are on the right, and lines of text
/// start from the right. Mirroring the placed frames does all of that at once, while each text
/// still reads in its own order and a shape keeps its own outline. A change back to left to right
/// further in mirrors that part again, so it reads left to right in its mirrored place.
///
/// ```swift
/// HStack { Text("A"); Spacer(); Text("B") }.environment(\.layoutDirection, .rightToLeft)
/// // B on the left, A on the right
/// ```
struct LayoutDirectionNode: ContentModifierPrimitive {
    /// The direction the content is laid out in, the other one from the direction around it.
    var direction: LayoutDirection

    static let jsonSchema = [JSONKindSchema("layoutDirection", fields: ["direction"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .layoutDirection(try object["direction"]?.caseNamed("layout direction") ?? .rightToLeft)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if direction == .leftToRight { fields.append("direction", .string("leftToRight")) }
        return ("layoutDirection", fields.fields)
    }

    var summary: String { "layoutDirection(.\(direction))" }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let content = node.placeContent(at: frame.origin, proposal: proposal)
        content?.mirror(about: frame.midX)
        return node.placed(in: frame, content: content)
    }

    /// A view laid out in the other direction is read as a unit, from its leading side.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.reading(node, as: .container(isRightToLeft: direction == .rightToLeft)) { $0.drawChildren(of: node) }
    }
}

extension PlacedNode {
    /// Reflects the node and everything in it about the vertical line at `x`, with the lines of
    /// each text and the text of each field aligned to the other side: layout's step on a node it
    /// has just placed, which changes the node's tree.
    func mirror(about x: CGFloat) {
        var mirrored = frame
        mirrored.origin.x = 2 * x - frame.maxX
        tree.update(index, frame: mirrored, kind: kind.primitive.mirroredKind)
        for child in children { child.mirror(about: x) }
    }
}

extension TextAlignment {
    /// The alignment on the other side: leading and trailing swapped.
    var mirrored: TextAlignment {
        switch self {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}

extension Node.Kind {
    /// The child laid out in `direction`: its layout mirrored in its frame when that is the other one.
    package static func layoutDirection(_ direction: LayoutDirection) -> Self { Self(LayoutDirectionNode(direction: direction)) }
}
