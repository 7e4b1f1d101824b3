import Foundation
import Wireframe

/// View strategies render on the main actor, where view bodies are evaluated: assert view
/// snapshots from `@MainActor` tests (elsewhere the assertion fails with ``ViewSnapshotError``).
extension Snapshotting where Value: View, Format == String {
    /// The view as an ASCII picture on a `width` × `height` point screen (`nil` height fits the
    /// content), in a `.txt` golden; a mismatch marks the first differing column.
    ///
    /// ```swift
    /// assertSnapshot(of: MemoView(memo: memo), as: .ascii(width: 390, height: nil))
    /// ```
    public static func ascii(width: CGFloat, height: CGFloat?) -> Snapshotting {
        ascii(on: Screen(width: width, height: height))
    }

    /// The view as an ASCII picture on `screen`, laid out inside its safe area.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .ascii(on: .iPhone15))
    /// ```
    public static func ascii(on screen: Screen) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .grid(cellWidth: displayWidth(of:))) { view in
            try onMainActor(view) { try $0.renderASCII(on: screen) }
        }
    }

    /// The view as SVG on a `width` × `height` point screen, in an `.svg` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .svg(width: 390, height: 844))
    /// ```
    public static func svg(width: CGFloat, height: CGFloat?) -> Snapshotting {
        svg(on: Screen(width: width, height: height))
    }

    /// The view as SVG on `screen`.
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .svg(on: .iPhone15))
    /// ```
    public static func svg(on screen: Screen) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            try onMainActor(view) { try $0.renderSVG(on: screen) }
        }
    }

    /// The view's resolved node tree, one line per node (``Node/dump()``), in a `.tree.txt` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: MemoView(memo: memo), as: .tree)
    /// ```
    public static var tree: Snapshotting {
        Snapshotting(pathExtension: "tree.txt", diffing: .lines) { view in
            try onMainActor(view) { try $0.node().dump() }
        }
    }
}

/// Runs `render` on `view` synchronously on the main actor, where the caller already is.
///
/// - Throws: ``ViewSnapshotError`` when called off the main thread, instead of trapping.
private func onMainActor<V: View>(_ view: V, _ render: @MainActor (V) throws -> String) throws -> String {
    guard Thread.isMainThread else { throw ViewSnapshotError() }
    // The view never leaves this thread: assumeIsolated runs the closure here, now.
    nonisolated(unsafe) let view = view
    return try MainActor.assumeIsolated { try render(view) }
}

/// A view snapshot asserted off the main actor, where view bodies cannot be evaluated.
///
/// ```swift
/// @MainActor @Test func card() { assertSnapshot(of: Card(), as: .ascii(width: 390, height: nil)) }
/// ```
public struct ViewSnapshotError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    public var description: String {
        "views render on the main actor: mark the test (or its suite) @MainActor to snapshot a view"
    }
}
