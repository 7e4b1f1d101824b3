import Foundation

/// The space a view prefers between itself and its neighbours, edge by edge.
///
/// A stack with `spacing: nil` puts between two neighbours the larger of what each prefers on
/// the facing edges. Every view prefers 8 points on each edge, so
/// `HStack { Text("a"); Text("b") }` separates them by 8.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Hashable, Sendable {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// The system's spacing on every edge.
    public init() {
        self.init(all: defaultSpacing)
    }

    private init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// Takes on each of `edges` the larger preference of this and `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    /// This spacing with the larger preference of it and `other` on each of `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: Swift.max(trailing, next.leading)
        case .vertical: Swift.max(bottom, next.top)
        }
    }
}
