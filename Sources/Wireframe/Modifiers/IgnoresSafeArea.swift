import Foundation

extension View {
    /// Extends the view into the screen's safe area on `edges`.
    ///
    /// ```swift
    /// Color.black.opacity(0.4).ignoresSafeArea(.all)
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(WrappingModifier(kind: .ignoresSafeArea(edges)))
    }

    /// Extends the view into the screen's safe area on `edges`: the iOS 13 spelling of
    /// ``ignoresSafeArea(_:edges:)``.
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// The kinds of safe area a view can extend into; the renderers have only the screen's.
///
/// ```swift
/// Color.white.ignoresSafeArea(.container)
/// ```
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits: 1 for the container, 2 for the keyboard.
    public let rawValue: Int
    /// Creates a set of regions from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The area kept clear of the screen's edges and bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The node of `ignoresSafeArea`: the content extended to the screen's edges where it reaches the
/// safe area.
struct IgnoresSafeAreaNode: NodePrimitive {
    var edges: Edge.Set

    static let jsonSchema = [JSONKindSchema("ignoresSafeArea", fields: ["edges"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .ignoresSafeArea(try object["edges"].map(Edge.Set.init(json:)) ?? .all)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if edges != .all { fields.append("edges", edges.jsonValue) }
        return ("ignoresSafeArea", fields.fields)
    }

    var summary: String { "ignoresSafeArea(\(edges == .all ? "all" : String(edges.rawValue)))" }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    /// The view is measured as its content; extending it happens when it is placed.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal)
    }

    /// The frame grows to the screen's edge on each edge where it touches the safe area, and the
    /// content is proposed the grown frame.
    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let frame = frame.extended(into: node.context, on: edges)
        return node.placed(in: frame, content: node.placeContent(in: frame, proposal: ProposedViewSize(frame.size), alignment: .center))
    }

    /// The content draws as usual.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension CGRect {
    /// The rectangle extended to the screen's edge on each of `edges` where it reaches the safe area
    /// (within half a point, or in the ASCII target half a cell: there a view is placed on the
    /// nearest cell's corner, which may be up to half a cell off a safe area's edge between cells).
    func extended(into context: LayoutContext, on edges: Edge.Set) -> CGRect {
        let safe = context.safeArea
        let screen = context.screen
        let metrics = context.metrics
        let tolerance = CGSize(
            width: max(0.5, (metrics.cellLength(along: .horizontal) ?? 0) / 2),
            height: max(0.5, (metrics.cellLength(along: .vertical) ?? 0) / 2))
        var minX = self.minX
        var minY = self.minY
        var maxX = self.maxX
        var maxY = self.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance.height { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance.height { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance.width { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance.width { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Node.Kind {
    /// The child extended into the safe area on the given edges.
    package static func ignoresSafeArea(_ edges: Edge.Set) -> Self { Self(IgnoresSafeAreaNode(edges: edges)) }
}
