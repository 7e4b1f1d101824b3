import Foundation

/// What a tap at a point reaches.
package enum HitTarget: Equatable {
    /// An enabled button: its action runs.
    case button(ActionID)
    /// A text field: it takes focus.
    case textField(placeholder: String, setter: ActionID?)
    /// Something opaque — a dim layer, a card, text, a disabled button, a list row — that
    /// absorbs the tap.
    case blocked
}

/// A part of the canvas that takes taps, and the node that made it.
///
/// A region is its node's frame, cut to the area the enclosing clips (and the canvas) leave
/// visible. Regions are listed back to front, so the last one holding a point is the front-most.
package struct HitRegion: Equatable, Sendable {
    /// What kind of node made the region.
    package enum Role: Equatable, Sendable {
        /// A button; a tap inside its frame reaches the button, never its label.
        case button(action: ActionID?, isEnabled: Bool)
        /// A text field.
        case textField(placeholder: String, setter: ActionID?)
        /// A row that can be swiped to delete, which takes taps over its whole frame as a list
        /// cell does.
        case deletableRow(action: ActionID, offset: Int)
        /// Drawn content that absorbs taps: a filled or stroked shape, text, an image, a divider.
        case opaque
    }

    /// The node's frame, in points.
    package var frame: CGRect
    /// The part of the canvas the enclosing clips leave visible.
    package var clip: CGRect
    /// What made the region.
    package var role: Role
    /// Where the region's path lies in ``DisplayList/pathStorage``.
    var pathRange: Range<Int>

    /// Whether a tap at `point` lands in the region: inside the frame and inside every clip.
    package func contains(_ point: CGPoint) -> Bool {
        frame.contains(point) && clip.contains(point)
    }

    /// What a tap in the region reaches.
    package var target: HitTarget {
        switch role {
        case .button(let action, let isEnabled):
            guard isEnabled, let action else { return .blocked }
            return .button(action)
        case .textField(let placeholder, let setter):
            return .textField(placeholder: placeholder, setter: setter)
        case .deletableRow, .opaque:
            return .blocked
        }
    }
}

extension DisplayList {
    /// The index in ``regions`` of the front-most region holding `point`, or `nil` when a tap there
    /// passes through everything.
    ///
    /// - Complexity: O(*n*) for *n* regions.
    package func regionIndex(at point: CGPoint) -> Int? {
        regions.lastIndex { $0.contains(point) }
    }

    /// What a tap at `point` reaches, as on a device: the front-most region under the point takes
    /// the tap; clear colours, spacers, hidden views and empty space let it through.
    ///
    /// ```swift
    /// let list = DisplayList(try Button("OK") {}.placedTree(width: 160, height: 64), canvas: size)
    /// list.hitTest(CGPoint(x: 80, y: 32))   // .button(#0)
    /// ```
    package func hitTest(_ point: CGPoint) -> HitTarget? {
        regionIndex(at: point).map { regions[$0].target }
    }

    /// The index of the region made by the node at `path`, or `nil` when that node makes none:
    /// it is hidden, transparent, clipped away, off the canvas or takes no taps.
    package func regionIndex(ofPath path: [Int]) -> Int? {
        regions.indices.first { index in
            let range = regions[index].pathRange
            return range.count == path.count && zip(pathStorage[range], path).allSatisfy { Int($0) == $1 }
        }
    }

    /// Whether the region at `inner` was made by the node of the region at `outer` or a node inside it.
    package func region(_ inner: Int, isInside outer: Int) -> Bool {
        let innerPath = pathStorage[regions[inner].pathRange]
        let outerPath = pathStorage[regions[outer].pathRange]
        return innerPath.starts(with: outerPath)
    }
}
