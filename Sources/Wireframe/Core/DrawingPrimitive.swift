import Foundation

/// A view that measures and draws itself: the way to add a primitive to Wireframe from outside
/// the package, in one file, with no renderer learning its name.
///
/// Its measuring and drawing are `nonisolated`: layout and drawing run off the main actor, on the
/// view's value, so they read only its stored properties.
///
/// Conform a value type and implement how big it is for a proposal and what it draws in a
/// ``GraphicsContext``; its body, JSON form and resolution are provided. It is drawn with the
/// display list's generic commands (filled and stroked paths), so the ASCII grid, the SVG, the
/// semantic diff and hit testing all handle it. `Canvas` is one.
///
/// ```swift
/// struct Sparkline: DrawingPrimitive {
///     var values: [Double]
///
///     func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
///         CGSize(width: proposal.width ?? 120, height: 32)
///     }
///
///     func draw(in context: inout GraphicsContext, size: CGSize) {
///         var line = Path()
///         for (index, value) in values.enumerated() {
///             let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(max(values.count - 1, 1)),
///                                 y: size.height * (1 - value))
///             if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
///         }
///         context.stroke(line, with: .color(.blue), lineWidth: 2)
///     }
/// }
/// ```
public protocol DrawingPrimitive: View, Equatable, Sendable where Body == Never {
    /// The size the view chooses for `proposal`, whose lengths are never NaN or negative; a
    /// `nil` length asks for the view's ideal one. An answer that is not finite or is negative
    /// is clamped.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// Draws the view in a frame of `size` whose top-leading corner is the origin.
    nonisolated func draw(in context: inout GraphicsContext, size: CGSize)

    /// One line describing the view in dumps; its type name unless it says otherwise.
    nonisolated var summary: String { get }
}

extension DrawingPrimitive {
    /// The type's name.
    public nonisolated var summary: String { "\(Self.self)" }

    /// A drawing primitive has no body: it draws itself.
    public var body: Never { fatalError("\(Self.self) draws itself and has no body") }

    /// Makes the view's one node, which holds the view.
    public static func _makeNodes(view: Self, inputs: _ViewInputs) throws -> [Node] {
        [Node(.drawing(DrawingNode(view)))]
    }
}

/// The node of a ``DrawingPrimitive``: the view, compared by its own equality.
package struct DrawingNode: Equatable, Sendable {
    private let primitive: any DrawingPrimitive
    private let isEqual: @Sendable (any DrawingPrimitive) -> Bool

    init<P: DrawingPrimitive>(_ primitive: P) {
        self.primitive = primitive
        self.isEqual = { other in (other as? P) == primitive }
    }

    /// The view when it is of type `P`.
    ///
    /// ```swift
    /// let node = try Sparkline(values: [0, 1]).node().kind.as(DrawingNode.self)
    /// node?.view(as: Sparkline.self)?.values   // [0, 1]
    /// ```
    package func view<P: DrawingPrimitive>(as type: P.Type) -> P? {
        primitive as? P
    }

    package static func == (lhs: DrawingNode, rhs: DrawingNode) -> Bool {
        lhs.isEqual(rhs.primitive)
    }
}

extension DrawingNode: NodePrimitive {
    /// JSON cannot name a primitive of a program's own.
    static let jsonSchema: [JSONKindSchema] = []

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        throw JSONReader(value: .string(name), path: object.path + ".kind").error("unknown node kind \"\(name)\"")
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        throw unencodable(path, "\(summary) draws itself and has no JSON form")
    }

    var summary: String { terminalSafe(primitive.summary) }

    var childArity: Node.Kind.ChildArity { .none }

    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let size = primitive.sizeThatFits(proposal)
        func clean(_ length: CGFloat) -> CGFloat { length.isNaN ? 0 : Swift.min(Swift.max(length, 0), maximumLayoutLength) }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame)
    }

    /// The paths the view draws, as shapes in its frame (a path shape is drawn from the frame's
    /// top-leading corner); the frame takes taps, as a shape's does.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let frame = node.frame
        var context = GraphicsContext()
        primitive.draw(in: &context, size: frame.size)
        for operation in context.operations {
            let color = builder.drawn(operation.color)
            let lineWidth: CGFloat = if case .stroke(let style) = operation.paint { style.lineWidth } else { 0 }
            let bounds = operation.path.boundingRect.offsetBy(dx: frame.minX, dy: frame.minY)
            guard !color.isClear, bounds.minX.isFinite, bounds.minY.isFinite,
                builder.isVisible(bounds.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2))
            else { continue }
            let id = builder.id(of: color)
            var drawing = ShapeDrawing(
                frame: frame, lineWidth: lineWidth, fill: nil, stroke: nil, shape: .path(CustomShape(operation.path)))
            switch operation.paint {
            case .fill(let style):
                drawing.fill = id
                drawing.isEOFilled = style.isEOFilled
            case .stroke(let style):
                drawing.stroke = id
                drawing.strokeStyle = style
            }
            builder.append(drawing)
        }
        builder.addRegion(frame, .opaque)
    }
}

extension Node.Kind {
    /// A view that measures and draws itself: a ``DrawingPrimitive``, such as `Canvas`.
    package static func drawing(_ drawing: DrawingNode) -> Self { Self(drawing) }
}
