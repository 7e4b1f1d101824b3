import Foundation

/// What one kind of node is to the engine, from JSON to the display list.
///
/// A node's ``Node/Kind`` holds its payload, a value of one type conforming to this protocol,
/// which lives in the file of the view or modifier that makes the node: that file says how the
/// node reads from and writes to JSON, how it prints in dumps, how it is measured and placed, and
/// what it draws. The engine's phases call these requirements and never name a kind.
///
/// Adding a primitive means writing its file (the view, the payload type, this conformance and
/// the kind's constructor) and listing its type in ``NodePrimitives/all`` when JSON can name it.
protocol NodePrimitive: NodePayload {
    /// The kind's names in JSON, each with the fields it takes besides `kind` and `children`, in
    /// the order they are written.
    static var jsonSchema: [JSONKindSchema] { get }
    /// Reads the kind named `name` (one of ``jsonSchema``'s) from its object, clamping lengths as
    /// the view modifiers do.
    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind
    /// The kind's JSON name and the fields that differ from their defaults.
    func jsonFields(path: String) throws -> (name: String, fields: [JSONField])

    /// One line for dumps, such as `padding(16)`.
    var summary: String { get }

    /// How many children the node lays out.
    var childArity: Node.Kind.ChildArity { get }
    /// Whether a layout reads the priority and layout values of the node's first child as the
    /// node's own, as it does through the modifiers that wrap one view.
    var isTransparentToLayout: Bool { get }
    /// The axis of the stack the node's children are in, given the one the node is in: a stack's
    /// own axis, `nil` inside a container that is not a stack, and the node's own for a modifier.
    func childStackAxis(in stackAxis: Axis?) -> Axis?
    /// The ``Layout`` that arranges the node's children, for containers; `nil` for the rest.
    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)?
    /// Whether the node's size depends on its container's (`containerRelativeFrame`), so its
    /// measurements are forgotten when the container's size changes.
    var isSizedByContainer: Bool { get }
    /// For a view whose frame the next pass of a render reads (a geometry reader's, an anchor's),
    /// its place among the render's measured views; `nil` for every other node.
    var geometrySlot: Int? { get }
    /// Whether the node's children join the subviews of a layout around it that expands groups,
    /// as a `GridRow`'s cells are the subviews of its `Grid`; anywhere else it lays them out itself.
    var isSubviewGroup: Bool { get }
    /// Whether the node's layout sees the children of its subview groups as its own subviews,
    /// each knowing its group through ``LayoutSubview/group``.
    var expandsSubviewGroups: Bool { get }

    /// The size the node chooses for `proposal` (already sanitized: no NaN, no negative length).
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize
    /// The node placed in `frame`, the size it chose for `proposal`, with its children placed.
    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode

    /// Appends what the placed node draws, the taps it takes and what VoiceOver reads of it to
    /// `builder`; a container or modifier draws its children through `builder` in the order they
    /// are stacked. A leaf that is read adds its element
    /// (``DisplayListBuilder/addAccessibilityElement(of:_:)``); a node that changes how its
    /// content is read draws it through ``DisplayListBuilder/reading(_:as:_:)``; the rest are
    /// read as their children are.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder)
    /// How the node is named in an accessibility element's path (`VStack`, `Button`, `Text`);
    /// `nil` for a modifier, which is not named. By default, a container or leaf by the first word
    /// of its summary.
    var accessibilityPathName: String? { get }
    /// What the node adds to the text of a control's label (a text its string, an image its
    /// name), and whether its children add theirs after it.
    var labelText: (part: String?, readsChildren: Bool) { get }
    /// The kind as it is laid out mirrored, right to left: a text's or a field's alignment turned
    /// to the other side; `nil` when mirroring changes only the node's frame.
    var mirroredKind: Node.Kind? { get }
    /// The node named in an error message about a tap or a field, such as `button 'Save'`.
    func interactionName(of node: PlacedNode) -> String
}

extension NodePrimitive {
    /// Whether `other` is a primitive of the same type, equal to this one.
    func isEqual(to other: any NodePrimitive) -> Bool {
        (other as? Self) == self
    }

    var accessibilityPathName: String? {
        guard childArity == .many || childArity == .none else { return nil }
        return summaryName
    }

    /// The summary's first word: `VStack` of `VStack(spacing: 8)`.
    var summaryName: String {
        String(summary.prefix { $0 != "(" && $0 != " " })
    }

    var labelText: (part: String?, readsChildren: Bool) { (nil, true) }

    var mirroredKind: Node.Kind? { nil }

    func interactionName(of node: PlacedNode) -> String { summary }

    func childStackAxis(in stackAxis: Axis?) -> Axis? { stackAxis }

    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)? { nil }

    var isSizedByContainer: Bool { false }

    var geometrySlot: Int? { nil }

    var isSubviewGroup: Bool { false }

    var expandsSubviewGroups: Bool { false }
}

/// A kind's name in JSON and the fields it takes besides `kind` and `children`.
struct JSONKindSchema: Sendable {
    let name: String
    let fields: [String]

    init(_ name: String, fields: [String]) {
        self.name = name
        self.fields = fields
    }
}

/// The primitives JSON can name, and their schemas.
enum NodePrimitives {
    /// Every primitive type whose kind JSON can name.
    static let all: [any NodePrimitive.Type] = [
        EmptyNode.self, TextNode.self, ImageNode.self, ShapeNode.self, SpacerNode.self, DividerNode.self, StackNode.self,
        ZStackNode.self, PaddingNode.self, FrameNode.self, FlexibleFrameNode.self, FixedSizeNode.self,
        LayoutPriorityNode.self, BackgroundNode.self, OverlayNode.self, ClipNode.self, BorderNode.self, OpacityNode.self,
        ShadowNode.self, RotationNode.self, TransformNode.self, GraphicsEffectNode.self, MaskNode.self, ZIndexNode.self,
        LayoutDirectionNode.self, ColorSchemeNode.self, HiddenNode.self,
        IdentityNode.self,
        ButtonNode.self,
        TextFieldNode.self, ScrollNode.self, DeletableNode.self, ListNode.self, ListRowSeparatorNode.self, NavigationStackNode.self,
        IgnoresSafeAreaNode.self, OnAppearNode.self, AccessibilityNode.self, HitTestingDisabledNode.self,
        OffsetLayout.self, PositionLayout.self, AspectRatioLayout.self, ViewThatFitsLayout.self, LazyVGridLayout.self,
        LazyHGridLayout.self, GeometryReaderLayout.self, AnchorSourceLayout.self, GridLayout.self, GridRowLayout.self,
        GridCellLayout.self, ScrollAnchorLayout.self, BarRowLayout.self, TrackLayout.self, CellsOrPointsLayout.self,
        ContainerRelativeFrameLayout.self,
    ]

    /// The primitive type of each JSON kind name.
    static let byJSONName: [String: any NodePrimitive.Type] = Dictionary(
        uniqueKeysWithValues: all.flatMap { type in type.jsonSchema.map { ($0.name, type) } })

    /// The fields of each JSON kind name besides `kind` and `children`.
    static let fields: [String: [String]] = Dictionary(
        uniqueKeysWithValues: all.flatMap { type in type.jsonSchema.map { ($0.name, $0.fields) } })
}

extension Node.Kind {
    /// How many children a node of this kind lays out.
    enum ChildArity {
        /// None: a leaf draws itself.
        case none
        /// One view: a modifier's content, a scroll view's or a button's. Several given by hand
        /// or in JSON are stacked vertically, as several views in a `ScrollView` are.
        case one
        /// The content, then the decoration drawn behind or over it.
        case contentAndDecoration
        /// Any number, arranged by the kind's layout.
        case many
    }

    /// How many children a node of this kind lays out.
    var childArity: ChildArity { primitive.childArity }

    /// One line describing the node, without its children.
    public var summary: String { primitive.summary }

    /// Reads the kind named `name` from its object.
    init(_ name: String, _ object: JSONObjectReader) throws {
        guard let type = NodePrimitives.byJSONName[name] else {
            throw JSONReader(value: .string(name), path: object.path + ".kind").error("unknown node kind \"\(name)\"")
        }
        self = try type.kind(named: name, json: object)
    }

    /// The kind's name and its fields, leaving out those equal to their defaults.
    func jsonFields(path: String) throws -> (String, [JSONField]) {
        try primitive.jsonFields(path: path)
    }
}

/// A primitive that modifies one view and lays it out where it is, at its own proposal, as
/// `id(_:)` or `onAppear` do: its size is its content's.
protocol ContentModifierPrimitive: NodePrimitive {}

extension ContentModifierPrimitive {
    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, content: node.placeContent(at: frame.origin, proposal: proposal))
    }
}

/// A primitive whose children a ``Layout`` arranges, as stacks and a program's own layouts are:
/// its size and its children's places are the layout's, made by ``NodePrimitive/makeContainer(in:)``;
/// it draws its children in order of their `zIndex`, then as they are written.
protocol ContainerPrimitive: NodePrimitive {}

extension ContainerPrimitive {
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.container?.sizeThatFits(proposal, subviews: node.subviews) ?? .zero
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, children: node.placeSubviews(in: frame, proposal: proposal))
    }

    /// A container draws nothing of its own: where its layout placed the children is all it decides.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildrenInZOrder(of: node)
    }
}
