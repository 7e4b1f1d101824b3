import Foundation
import Wireframe

/// Remembers which `onAppear` views the previous render showed, so each runs its action once when
/// it appears and again only after it has gone and come back.
///
/// A view's identity is structural, as SwiftUI's is without explicit ids: the path of child indices
/// from the root to its `onAppear` node, and the kind of every node on that path (`VStack`,
/// `Button`, `id("toast")`, …, without their attributes). A view whose text changes keeps its
/// identity; one that moves to another position, or whose `id(_:)` changes, is a new view. Rows
/// of a `ForEach` are identified by their offset, so inserting a row in front makes the last row
/// the one that appears.
package struct AppearanceTracker {
    /// Where an `onAppear` node is and what lies on the way to it.
    package struct Key {
        package var path: [Int]
        package var kinds: [String]
    }

    private var present: Set<Key> = []

    /// Records the `onAppear` nodes of `root` and returns, in tree order, the actions of those that
    /// the previous call did not see.
    package mutating func newlyAppeared(in root: Node) -> [ActionID] {
        var current: Set<Key> = []
        var appeared: [ActionID] = []
        var stack: [(node: Node, key: Key)] = [(root, Key(path: [], kinds: [Self.kindName(root.kind)]))]
        while let (node, key) = stack.popLast() {
            if let action = node.kind.as(OnAppearNode.self)?.action {
                current.insert(key)
                if !present.contains(key) { appeared.append(action) }
            }
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, Key(path: key.path + [index], kinds: key.kinds + [Self.kindName(child.kind)])))
            }
        }
        present = current
        return appeared
    }

    /// The kind of a node without its attributes (`VStack`, `Text`, `onAppear`); an explicit id
    /// keeps its value, since changing it makes a new view.
    private static func kindName(_ kind: Node.Kind) -> String {
        if kind.is(IdentityNode.self) { return kind.summary }
        let summary = kind.summary
        return summary.firstIndex(of: "(").map { String(summary[..<$0]) } ?? summary
    }
}

extension AppearanceTracker.Key: Hashable {}
