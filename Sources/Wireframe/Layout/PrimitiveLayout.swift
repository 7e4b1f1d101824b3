import Foundation

/// A primitive of the engine's own that is a ``Layout``: its file holds the view or modifier, the
/// layout, its JSON name and fields, and its line in dumps; it draws its children.
///
/// Adding one means writing that file and listing its type in ``primitiveLayouts``; nothing else
/// in the engine names it.
protocol PrimitiveLayout: Layout, Sendable {
    /// The node kind's name in JSON, such as `offset`.
    static var jsonName: String { get }
    /// The JSON fields besides `kind` and `children`, in the order they are written.
    static var jsonFields: [String] { get }
    /// Reads the layout from its JSON object, clamping lengths as the view modifiers do.
    init(json object: JSONObjectReader) throws
    /// Writes the fields that differ from their defaults.
    func writeJSON(to fields: inout JSONFieldWriter) throws
    /// One line for dumps, such as `offset(x: 4, y: 0)`.
    var summary: String { get }
    /// Whether the layout modifies one view, so that view's stack axis, priority and layout
    /// values pass through it, as through `padding`.
    static var isModifier: Bool { get }
    /// Whether leaving a subview unplaced is the layout's choice (`ViewThatFits`), so the subview
    /// is hidden without a warning.
    static var hidesUnplacedSubviews: Bool { get }
    /// Whether the layout's children join the subviews of a layout around it that expands groups,
    /// as a `GridRow`'s cells are the subviews of its `Grid`; anywhere else it lays them out itself.
    static var isSubviewGroup: Bool { get }
    /// Whether the layout sees the children of its subview groups as its own subviews, each
    /// knowing its group through ``LayoutSubview/group``.
    static var expandsSubviewGroups: Bool { get }
    /// The layout with its own lengths (spacing) as the target lays them out: in the ASCII
    /// target, whole cells (`LayoutMetrics.snapped(_:along:)`).
    func snapped(to metrics: LayoutMetrics) -> Self
}

extension PrimitiveLayout {
    static var hidesUnplacedSubviews: Bool { false }
    static var isModifier: Bool { false }
    static var isSubviewGroup: Bool { false }
    static var expandsSubviewGroups: Bool { false }
    func snapped(to metrics: LayoutMetrics) -> Self { self }

    /// The layout, snapped to the target's metrics, bound to a container of `context`.
    func snappedContainer(in context: LayoutContext) -> any ContainerLayout {
        snapped(to: context.metrics).container(in: context)
    }

    /// The node kind of a JSON object naming this layout.
    static func kind(from object: JSONObjectReader) throws -> Node.Kind {
        .layout(CustomLayoutNode(try Self(json: object)))
    }
}

/// Every primitive layout, by JSON name.
let primitiveLayouts: [String: any PrimitiveLayout.Type] = Dictionary(
    uniqueKeysWithValues: [
        OffsetLayout.self, PositionLayout.self, AspectRatioLayout.self, ViewThatFitsLayout.self, LazyVGridLayout.self,
        LazyHGridLayout.self, GeometryReaderLayout.self, AnchorSourceLayout.self, GridLayout.self, GridRowLayout.self, GridCellLayout.self,
        ScrollAnchorLayout.self,
        BarRowLayout.self, TrackLayout.self, CellsOrPointsLayout.self, ContainerRelativeFrameLayout.self,
    ].map { ($0.jsonName, $0) })

extension CustomLayoutNode {
    /// The layout when it is one of the engine's primitives.
    var primitive: (any PrimitiveLayout)? { layout as? any PrimitiveLayout }

    /// Whether the layout is a modifier of one view.
    var isModifier: Bool { primitive.map { type(of: $0).isModifier } ?? false }

    /// Whether the layout is a group whose children join an expanding layout's subviews.
    var isSubviewGroup: Bool { primitive.map { type(of: $0).isSubviewGroup } ?? false }

    /// Whether the layout expands the subview groups among its children.
    var expandsSubviewGroups: Bool { primitive.map { type(of: $0).expandsSubviewGroups } ?? false }
}

/// The `x` and `y` fields of a JSON object, 0 when missing, made safe as ``cleanCoordinate(_:)`` does.
func coordinates(in object: JSONObjectReader) throws -> (x: CGFloat, y: CGFloat) {
    func read(_ key: String) throws -> CGFloat {
        try object[key].map { cleanCoordinate(CGFloat(try $0.number())) } ?? 0
    }
    return (try read("x"), try read("y"))
}

/// A coordinate made safe: NaN and infinities become 0, and lengths are clamped. Negative zero
/// becomes 0 (adding 0 does it), so layouts and paths that compare by their description are
/// equal whichever zero they were given.
func cleanCoordinate(_ value: CGFloat) -> CGFloat {
    value.isFinite ? Swift.min(Swift.max(value, -maximumLength), maximumLength) + 0 : 0
}

/// Wraps each content node in the node of a primitive layout.
struct PrimitiveLayoutModifier<L: PrimitiveLayout>: ViewModifier, PrimitiveModifier {
    let layout: L

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        try content(context).map { Node(.layout(CustomLayoutNode(layout)), children: [$0]) }
    }
}
