import Foundation

extension View {
    /// Shows the scroll views and lists inside scrolled to `anchor` at rest: the content's point
    /// at `anchor` sits at the visible area's point at `anchor`, along the scrolling axes. A chat
    /// scrolled to its last message is `.bottom`; content shorter than its scroll view moves to
    /// that edge too, as iOS 18 aligns it. `nil` leaves the content at the top-leading corner.
    ///
    /// ```swift
    /// ScrollView { ForEach(messages) { MessageRow($0) } }
    ///     .defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor.map(Self.finite))
    }

    /// Sets the anchor of the scroll views inside for one `role`. Where the content rests and how
    /// content shorter than its scroll view is aligned both show in a picture; how it follows a
    /// change of size does not.
    ///
    /// ```swift
    /// ScrollView { log }.defaultScrollAnchor(.bottom, for: .initialOffset)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(ScrollAnchorModifier(anchor: role == .sizeChanges ? .unchanged : .set(anchor.map(Self.finite))))
    }

    private static func finite(_ point: UnitPoint) -> UnitPoint {
        UnitPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }
}

/// Sets the scroll anchor of the content's environment, or leaves it.
private struct ScrollAnchorModifier: ViewModifier, PrimitiveModifier {
    enum Change {
        case unchanged
        case set(UnitPoint?)
    }

    let anchor: Change

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        guard case .set(let anchor) = anchor else { return try content(context) }
        return try content(context.with { $0.defaultScrollAnchor = anchor })
    }
}

/// What a scroll anchor set by `defaultScrollAnchor(_:for:)` decides, as iOS 18's
/// `ScrollAnchorRole`.
///
/// ```swift
/// ScrollView { rows }.defaultScrollAnchor(.bottom, for: .alignment)
/// ```
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String

    /// Where the content rests when the scroll view first shows it.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// Where content keeps its place when its size changes.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// How content shorter than the scroll view is aligned.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// The anchor the scroll views inside rest at, as `defaultScrollAnchor(_:)` sets it; `nil` for
    /// the top-leading corner.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension Node {
    /// `content` as a scroll view along `axes` shows it at rest with the environment's scroll
    /// anchor: unchanged without one.
    static func anchoredScrollContent(_ content: Node, axes: Axis.Set, in environment: EnvironmentValues) -> Node {
        guard let anchor = environment.defaultScrollAnchor, anchor != .topLeading else { return content }
        let x = axes.contains(.horizontal) ? anchor.x : 0
        let y = axes.contains(.vertical) ? anchor.y : 0
        return Node(ScrollAnchorLayout(x: x, y: y), children: [content])
    }
}

/// The layout of a scroll view's content moved to its anchor: the content's size, with the
/// content placed so that its point at (`x`, `y`) meets the scroll view's at the same fractions.
/// The scroll view is the container this layout reads.
struct ScrollAnchorLayout: PrimitiveLayout {
    var x: CGFloat
    var y: CGFloat

    static let jsonName = "scrollAnchor"
    static let jsonFields = ["x", "y"]
    static var isModifier: Bool { true }

    init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    init(json object: JSONObjectReader) throws {
        (x, y) = try coordinates(in: object)
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        if x != 0 { fields.append("x", .number(Double(x))) }
        if y != 0 { fields.append("y", .number(Double(y))) }
    }

    var summary: String { "scrollAnchor(x: \(formatPoints(x)), y: \(formatPoints(y)))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let container = subview.node.context.containerSize
        let size = subview.sizeThatFits(proposal)
        let dx = container.width.map { ($0 - size.width) * x } ?? 0
        let dy = container.height.map { ($0 - size.height) * y } ?? 0
        subview.place(at: CGPoint(x: bounds.minX + dx, y: bounds.minY + dy), proposal: proposal)
    }
}
