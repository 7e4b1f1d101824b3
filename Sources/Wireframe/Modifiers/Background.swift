import Foundation

extension View {
    /// Draws `content` behind the view, at the view's size.
    ///
    /// ```swift
    /// Text("Memo").padding().background(Color.black)
    /// ```
    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(isBackground: true, alignment: alignment, decoration: content))
    }

    /// Draws the views `content` builds behind the view, at the view's size.
    ///
    /// ```swift
    /// Text("Memo").background(alignment: .leading) { Color.blue.frame(width: 4) }
    /// ```
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the view's frame behind it with `style`.
    ///
    /// ```swift
    /// Text("Memo").padding().background(.black)
    /// ```
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills the view's frame behind it with `color`.
    ///
    /// ```swift
    /// Text("Memo").padding().background(Color.white)
    /// ```
    public func background(_ color: Color) -> some View {
        background(Rectangle().fill(color))
    }

    /// Fills `shape` behind the view with `style`.
    ///
    /// ```swift
    /// HStack { Text("Banner") }.padding(8).background(Color.white, in: .rect(cornerRadius: 8))
    /// ```
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        background(StyledShapeFill(shape: shape.shapeKind, content: style, drawsGradient: false))
    }
}

/// Adds a decoration behind or over each content node, at the content's size.
struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let isBackground: Bool
    let alignment: Alignment
    let decoration: Decoration

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let decorationContext = context.with { $0.stackAxis = nil }
        return try nodes.map { node in
            // Several decoration views layer in an implicit ZStack with the modifier's alignment.
            let decorations = try decorationContext.resolve(decoration)
            let decorationNode = decorations.count == 1 ? decorations[0] : Node(.zStack(alignment), children: decorations)
            let kind: Node.Kind = isBackground ? .background(alignment) : .overlay(alignment)
            return Node(kind, children: [node, decorationNode])
        }
    }
}

/// The node of `background`: the content (the first child) with a decoration (the second) laid
/// out at its size and drawn behind it.
struct BackgroundNode: DecorationPrimitive {
    var alignment: Alignment

    static let jsonName = "background"

    static func kind(alignment: Alignment) -> Node.Kind { .background(alignment) }

    /// A background draws its decoration (the second child) first, then the content over it.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node, in: node.children.indices.reversed())
    }
}

/// A primitive that lays a decoration (its second child) out at the size of its content (the
/// first) and aligns it there, as backgrounds and overlays do; each says only in which order the
/// two draw.
protocol DecorationPrimitive: NodePrimitive {
    var alignment: Alignment { get }
    /// The kind's name in JSON, such as `background`.
    static var jsonName: String { get }
    /// The kind of a decoration with `alignment`.
    static func kind(alignment: Alignment) -> Node.Kind
}

extension DecorationPrimitive {
    static var jsonSchema: [JSONKindSchema] { [JSONKindSchema(jsonName, fields: ["alignment"])] }

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        kind(alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try fields.append("alignment", alignment, unless: .center)
        return (Self.jsonName, fields.fields)
    }

    var summary: String { "\(Self.jsonName)(alignment: \(alignment))" }

    var childArity: Node.Kind.ChildArity { .contentAndDecoration }
    var isTransparentToLayout: Bool { true }

    /// A decorated view is the size of its content.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placeDecorated(in: frame, proposal: proposal, alignment: alignment)
    }
}

extension LayoutNode {
    /// The content placed in `frame`, then the decoration proposed the content's size and
    /// aligned on it, as backgrounds and overlays place theirs.
    func placeDecorated(in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> PlacedNode {
        guard let content else { return placed(in: frame) }
        var placedChildren = [content.place(at: frame.origin, proposal: proposal)]
        if children.count > 1 {
            let decoration = children[1]
            let decorationProposal = ProposedViewSize(frame.size)
            // The decoration's guides go on the content's, those it sets or their defaults.
            let decorationDimensions = ViewDimensions(
                size: decoration.sizeThatFits(decorationProposal), explicit: decoration.explicitGuides(for: decorationProposal))
            let contentDimensions = ViewDimensions(size: frame.size, explicit: content.explicitGuides(for: proposal))
            let origin = alignment.origin(of: decorationDimensions, in: frame, on: contentDimensions)
            placedChildren.append(decoration.place(at: origin, proposal: decorationProposal))
        }
        return placed(in: frame, children: placedChildren)
    }
}

extension Node.Kind {
    /// The first child is the content, the second is drawn behind it at its size.
    package static func background(_ alignment: Alignment) -> Self { Self(BackgroundNode(alignment: alignment)) }
}
