import Foundation

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    ///
    /// ```swift
    /// Text("a").listRowSeparatorTint(.red, edges: .bottom)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits: top 1, bottom 2.
        public let rawValue: Int8

        /// A set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
///
/// ```swift
/// List { Section("A") { Text("a") }; Section("B") { Text("b") } }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
    /// The points between sections; `nil` for the style's own (35 between grouped sections).
    let points: CGFloat?

    /// The style's spacing: 35 points between grouped sections.
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing: 20 points.
    public static let compact = ListSectionSpacing(points: 20)

    /// A spacing of `spacing` points (negative or not finite: 0).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing.isFinite ? Swift.min(Swift.max(spacing, 0), maximumLength) : 0)
    }
}

extension View {
    /// Sets the space between the sections of the lists inside: `.default`, `.compact` or
    /// `.custom(_:)`. A grouped list splits it between the sections' padding, as iOS does; a plain
    /// list, whose sections touch, is unchanged.
    ///
    /// ```swift
    /// Form { Section { a }; Section { b } }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(EnvironmentModifier { $0.listSectionSpacing = spacing.points })
    }

    /// Sets the space between the rows of the lists inside to `spacing` points; `nil` keeps the
    /// rows touching. An inset grouped list draws each spaced row on a rounded card of its own,
    /// with no separators, as iOS does; the other styles keep their separators between the
    /// spaced rows.
    ///
    /// ```swift
    /// List(memos) { MemoRow(memo: $0) }.listRowSpacing(8)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let points = spacing.map { $0.isFinite ? Swift.min(Swift.max($0, 0), maximumLength) : 0 }
        return environment(\.listRowSpacing, points)
    }

    /// Sets the space between the sections of the lists inside to `spacing` points.
    ///
    /// ```swift
    /// List { Section("A") { Text("a") }; Section("B") { Text("b") } }.listSectionSpacing(8)
    /// ```
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Colours the separators of this list row: the one below it (`.bottom`) and the one above
    /// (`.top`). SVG draws them in `color`; ASCII, which has no colour, draws them as before.
    ///
    /// ```swift
    /// Text("Urgent").listRowSeparatorTint(.red)
    /// ```
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(SeparatorTintModifier(tint: ListRowSeparatorTint(color: color, edges: edges)))
    }
}

/// The colour a row gave its separators and the edges it gave it to.
struct ListRowSeparatorTint: Sendable {
    var color: Color?
    var edges: VerticalEdge.Set
}

/// Where a row keeps the tint `listRowSeparatorTint(_:edges:)` gave its separators.
enum ListRowSeparatorTintKey: LayoutValueKey {
    static let defaultValue: ListRowSeparatorTint? = nil
}

private struct SeparatorTintModifier: ViewModifier, PrimitiveModifier {
    let tint: ListRowSeparatorTint

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        guard tint.color != nil else { return nodes }
        let value = LayoutValueNode(key: ListRowSeparatorTintKey.self, value: tint)
        return nodes.map { Node(.layoutValue(value), children: [$0]) }
    }
}

extension Node {
    /// The colour of the separator between this row and `next`: this row's bottom tint, else the
    /// next row's top tint, else `nil` for the system separator.
    func separatorTint(before next: Node) -> Color? {
        if let tint = layoutValue(for: ListRowSeparatorTintKey.self), tint.edges.contains(.bottom), let color = tint.color {
            return color
        }
        if let tint = next.layoutValue(for: ListRowSeparatorTintKey.self), tint.edges.contains(.top), let color = tint.color {
            return color
        }
        return nil
    }

    /// The node with every divider inside drawn in `color`.
    func recolouringDividers(_ color: Color) -> Node {
        if kind.is(DividerNode.self) { return Node(.divider(color)) }
        return Node(kind, children: children.map { $0.recolouringDividers(color) })
    }
}

/// The points between the rows of lists inside, set with `listRowSpacing(_:)`.
private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The points between the rows of lists inside, as `listRowSpacing(_:)` sets; `nil` for rows
    /// that touch.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}
