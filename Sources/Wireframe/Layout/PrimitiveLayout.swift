import Foundation

/// A primitive of the engine's own that is a ``Layout``: a node primitive whose measuring and
/// placing are the layout's. Its file holds the view or modifier, the layout, its JSON name and
/// fields, and its line in dumps; it draws its children.
///
/// The layout is the node's payload: `Node(OffsetLayout(x: 4, y: 0), children: [content])`.
/// Adding one means writing that file and listing its type in ``NodePrimitives/all``; nothing
/// else in the engine names it.
protocol PrimitiveLayout: Layout, ContainerPrimitive {
    /// The node kind's name in JSON, such as `offset`.
    static var jsonName: String { get }
    /// The JSON fields besides `kind` and `children`, in the order they are written.
    static var jsonFields: [String] { get }
    /// Reads the layout from its JSON object, clamping lengths as the view modifiers do.
    init(json object: JSONObjectReader) throws
    /// Writes the fields that differ from their defaults.
    func writeJSON(to fields: inout JSONFieldWriter) throws
    /// Whether the layout modifies one view, so that view's stack axis, priority and layout
    /// values pass through it, as through `padding`.
    static var isModifier: Bool { get }
    /// Whether leaving a subview unplaced is the layout's choice (`ViewThatFits`), so the subview
    /// is hidden without a warning.
    static var hidesUnplacedSubviews: Bool { get }
    /// The layout with its own lengths (spacing) as the target lays them out: in the ASCII
    /// target, whole cells (`LayoutMetrics.snapped(_:along:)`).
    func snapped(to metrics: LayoutMetrics) -> Self
}

extension PrimitiveLayout {
    static var hidesUnplacedSubviews: Bool { false }
    static var isModifier: Bool { false }
    func snapped(to metrics: LayoutMetrics) -> Self { self }

    static var jsonSchema: [JSONKindSchema] { [JSONKindSchema(jsonName, fields: jsonFields)] }

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        Node.Kind(try Self(json: object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try writeJSON(to: &fields)
        return (Self.jsonName, fields.fields)
    }

    var childArity: Node.Kind.ChildArity { Self.isModifier ? .one : .many }
    var isTransparentToLayout: Bool { Self.isModifier }

    func childStackAxis(in stackAxis: Axis?) -> Axis? {
        Self.isModifier ? stackAxis : Self.layoutProperties.stackOrientation
    }

    /// The layout, snapped to the target's metrics, bound to a container of `context`.
    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)? {
        snapped(to: context.metrics).container(in: context)
    }
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
        try content(context).map { Node(layout, children: [$0]) }
    }
}
