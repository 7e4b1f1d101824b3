import Foundation
import Testing

@testable import Wireframe

/// A node's kind holds its primitive: asked for by type, compared by value, and as small as one
/// existential, whatever the primitive.
@MainActor
@Suite struct NodeKindTests {
    @Test func aKindGivesItsPrimitiveOnlyAsItsOwnType() throws {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let kind = Node.Kind.padding(insets)
        #expect(kind.as(PaddingNode.self)?.insets == insets)
        #expect(kind.is(PaddingNode.self))
        #expect(kind.as(OffsetLayout.self) == nil)
        #expect(!kind.is(FrameNode.self))
    }

    @Test func kindsAreEqualWhenTheirPrimitivesAreOfOneTypeAndEqual() {
        #expect(Node.Kind.opacity(0.5) == .opacity(0.5))
        #expect(Node.Kind.opacity(0.5) != .opacity(0.25))
        #expect(Node.Kind.zIndex(1) != .layoutPriority(1))
        #expect(Node.Kind(OffsetLayout(x: 1, y: 2)) == Node.Kind(OffsetLayout(x: 1, y: 2)))
        #expect(Node.Kind(OffsetLayout(x: 1, y: 2)) != Node.Kind(PositionLayout(x: 1, y: 2)))
    }

    @Test func aNodeIsOneExistentialAndItsChildren() {
        // The kind's payload lives in the existential's inline buffer or a box of its own, so
        // no kind makes every node larger.
        #expect(MemoryLayout<Node.Kind>.size == MemoryLayout<any NodePrimitive>.size)
        #expect(MemoryLayout<Node>.size == MemoryLayout<any NodePrimitive>.size + MemoryLayout<[Node]>.size)
    }

    @Test func theEnginesLayoutsAreTheirOwnKindsAndAProgramsIsACustomLayout() throws {
        let grid = try GridLayout(horizontalSpacing: 2) { Text("a") }.node()
        #expect(grid.kind.is(GridLayout.self))
        let offset = try Text("a").offset(x: 4).node()
        #expect(offset.kind.as(OffsetLayout.self)?.x == 4)
        let flow = try Diagonal { Text("a") }.node()
        #expect(flow.kind.as(CustomLayoutNode.self)?.name == "Diagonal")
    }

    @Test func jsonNamesAnEngineLayoutAsTheKindItIs() throws {
        let node = try Node(json: Data(#"{"kind": "offset", "x": 3, "children": [{"kind": "text", "text": "a"}]}"#.utf8))
        #expect(node.kind.as(OffsetLayout.self)?.x == 3)
        #expect(node.children.first?.kind.as(TextNode.self)?.string == "a")
        let written = try #require(try JSONSerialization.jsonObject(with: node.jsonData()) as? [String: Any])
        #expect(written["kind"] as? String == "offset")
        #expect(try Node(json: node.jsonData()) == node)
    }
}

/// A layout of a program's own: each subview one step right of and below the last.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 8 * CGFloat(subviews.count), height: 16 * CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 8 * CGFloat(index), y: bounds.minY + 16 * CGFloat(index)), proposal: .unspecified)
        }
    }
}
