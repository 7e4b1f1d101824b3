import Foundation
import Testing

@testable import Wireframe

/// A render's placed nodes are records in one array: a node is its tree and an index, and its
/// children are read from the tree without copying.
@MainActor
@Suite struct PlacedTreeTests {
    private func nodes(of root: PlacedNode) -> [PlacedNode] {
        [root] + root.children.flatMap(nodes(of:))
    }

    @Test func aPlacedNodeIsItsTreeAndAnIndex() {
        #expect(MemoryLayout<PlacedNode>.size == MemoryLayout<PlacedTree>.size + MemoryLayout<Int>.size)
    }

    @Test func everyNodeOfARenderIsARecordOfOneTreeAfterThoseInsideIt() throws {
        let view = VStack {
            Text("Title").padding(8).background(Color.blue)
            HStack {
                Image(systemName: "star")
                Spacer()
                Button("Save") {}
            }
            ForEach(0..<20, id: \.self) { Text("row \($0)") }
        }
        let placed = try view.placedTree(width: 320, height: nil)
        let all = nodes(of: placed)
        #expect(all.allSatisfy { $0.tree === placed.tree })
        // Nothing placed was thrown away, and each node is listed once.
        #expect(placed.tree.records.count == all.count)
        #expect(Set(all.map(\.index)).count == all.count)
        for node in all {
            #expect(node.children.allSatisfy { $0.index < node.index })
        }
    }

    @Test func twoRendersOfOneViewAreEqualAndADifferentFrameIsNot() throws {
        let view = VStack {
            Text("a")
            Text("b").padding(4)
        }
        let first = try view.placedTree(width: 200, height: nil)
        let second = try view.placedTree(width: 200, height: nil)
        #expect(first.tree !== second.tree)
        #expect(first == second)
        #expect(try view.placedTree(width: 400, height: nil) != first)
        let other = try VStack {
            Text("a")
            Text("c").padding(4)
        }.placedTree(width: 200, height: nil)
        #expect(other != first)
    }

    @Test func aRightToLeftSubtreeIsMirroredInItsRecords() throws {
        let view = HStack(spacing: 0) {
            Text("L")
            Spacer()
            Text("R")
        }
        .frame(width: 160)
        .environment(\.layoutDirection, .rightToLeft)
        let placed = try view.placedTree(width: 160, height: nil)
        #expect(placed.frame(ofText: "L")?.maxX == 160)
        #expect(placed.frame(ofText: "R")?.minX == 0)
    }
}
