import Foundation

/// A shape: a view that fills the space it is offered with its outline filled, as SwiftUI's.
///
/// Shapes fill with the foreground colour unless given one with `fill(_:)` or `stroke(_:lineWidth:)`;
/// they also describe clips and backgrounds (`clipShape(_:)`, `background(_:in:)`). Write your own
/// by returning its ``Path`` for a frame; as in SwiftUI, the frame is the view's own bounds, with
/// its origin at the top-leading corner, and the path is drawn where the view is placed:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// Triangle().stroke(.black, lineWidth: 2).frame(width: 40, height: 32)
/// RoundedRectangle(cornerRadius: 12).fill(.white).frame(height: 48)
/// ```
public protocol Shape: View, Sendable, _RemoveGlobalActorIsolation {
    /// The outline of the shape drawn in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The outline the renderers draw: the built-in shapes name theirs, so the renderers draw
    /// them natively; any other shape is drawn from ``path(in:)``.
    nonisolated var shapeKind: ShapeKind { get }
}

extension Shape {
    /// A shape of your own is drawn from its path.
    public nonisolated var shapeKind: ShapeKind { .path(CustomShape(self)) }

    /// A shape of your own is the shape filled with the foreground colour.
    public var body: ShapeBody<Self> { ShapeBody(shape: self) }
}

/// The view a shape of your own stands for: its outline filled with the foreground colour.
///
/// ```swift
/// Triangle()   // body: ShapeBody(shape: Triangle())
/// ```
public struct ShapeBody<S: Shape>: View, PrimitiveView {
    let shape: S

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] { shape.makeShapeNodes(in: context) }
}

extension Shape {
    /// The shape filled with `content`: a colour, a material or a gradient, inside the outline as
    /// `style` decides it. With `FillStyle(eoFill: true)` SVG fills by the even-odd rule
    /// (`fill-rule="evenodd"`), so a path inside another is a hole; ASCII draws outlines, the same
    /// either way.
    ///
    /// ```swift
    /// Circle().fill(LinearGradient(colors: [.green, .yellow], startPoint: .top, endPoint: .bottom))
    /// Ring().fill(.blue, style: FillStyle(eoFill: true))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        StyledShapeFill(shape: shapeKind, content: content, isEOFilled: style.isEOFilled)
    }

    /// The shape filled with the foreground style, inside the outline as `style` decides it.
    ///
    /// ```swift
    /// Ring().fill(style: FillStyle(eoFill: true)).foregroundStyle(.blue)
    /// ```
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ForegroundFill(shape: self, isEOFilled: style.isEOFilled)
    }

    /// The shape's outline drawn with `style`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(node: ShapeNode(shape: shapeKind, fill: nil, stroke: style.resolvedColor, lineWidth: cleanLineWidth(lineWidth)))
    }

    /// The shape's outline drawn inside its frame with `style`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        stroke(style, lineWidth: lineWidth)
    }

    /// The shape's outline drawn `lineWidth` points wide in the foreground colour.
    ///
    /// ```swift
    /// Circle().stroke(lineWidth: 4).foregroundStyle(.blue)
    /// ```
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        ForegroundStroke(shape: self, lineWidth: cleanLineWidth(lineWidth))
    }

    /// The shape's outline drawn inside its frame, `lineWidth` points wide, in the foreground
    /// colour.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 2)
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        stroke(lineWidth: lineWidth)
    }

    func makeShapeNodes(in context: ResolveContext) -> [Node] {
        let color = context.environment.foregroundColor ?? .primary
        return [Node(.shape(ShapeNode(shape: shapeKind, fill: color, stroke: nil, lineWidth: 0)))]
    }
}

private func cleanLineWidth(_ width: CGFloat) -> CGFloat {
    width.isFinite ? Swift.min(Swift.max(width, 0), 100) : 1
}

/// A shape's outline in the foreground colour of where it is drawn.
private struct ForegroundStroke<S: Shape>: View, PrimitiveView {
    let shape: S
    let lineWidth: CGFloat
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let color = context.environment.foregroundColor ?? .primary
        return [Node(.shape(ShapeNode(shape: shape.shapeKind, fill: nil, stroke: color, lineWidth: lineWidth)))]
    }
}

/// A shape's inside in the foreground colour of where it is drawn.
private struct ForegroundFill<S: Shape>: View, PrimitiveView {
    let shape: S
    let isEOFilled: Bool
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        var node = ShapeNode(shape: shape.shapeKind, fill: context.environment.foregroundColor ?? .primary, stroke: nil, lineWidth: 0)
        node.isEOFilled = isEOFilled
        return [Node(.shape(node))]
    }
}

/// A shape filled with a style, which a style the environment decides (`.background`) resolves
/// where the shape is drawn.
struct StyledShapeFill<S: ShapeStyle>: View, PrimitiveView {
    let shape: ShapeKind
    let content: S
    var isEOFilled = false
    /// Whether a gradient is drawn as one, or as its average colour, as `background(_:in:)` draws it.
    var drawsGradient = true
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let (color, gradient) = shapeFill(of: content, in: context.environment)
        var node = ShapeNode(shape: shape, fill: color, stroke: nil, lineWidth: 0, fillGradient: drawsGradient ? gradient : nil)
        node.isEOFilled = isEOFilled
        return [Node(.shape(node))]
    }
}

/// The colour and the gradient `style` fills with in `environment`.
func shapeFill<S: ShapeStyle>(of style: S, in environment: EnvironmentValues) -> (Color, GradientFill?) {
    if let dynamic = style as? any EnvironmentDependentStyle { return dynamic.resolvedFill(in: environment) }
    return (style.resolvedColor, (style as? any GradientStyle)?.gradientFill)
}

/// A shape with its fill or stroke decided.
struct ShapeView: View, PrimitiveView {
    let node: ShapeNode
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { [Node(.shape(node))] }
}

/// A rectangle.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public struct Rectangle: Shape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    /// The outline: a rectangle.
    public var shapeKind: ShapeKind { .rectangle }
    /// The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 6).fill(.black)
/// ```
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The radius of the corners in points.
    public var cornerRadius: CGFloat
    /// Creates a rounded rectangle; a negative or non-finite radius is treated as zero.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius.isFinite ? Swift.min(Swift.max(cornerRadius, 0), maximumLength) : 0
    }
    /// Creates a rounded rectangle whose corners have `style`; both styles are drawn as circular
    /// arcs of the radius (a continuous corner differs from one by under a point at the radii
    /// apps use).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue)
    /// ```
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
        self.init(cornerRadius: cornerRadius)
    }
    /// The outline: a rectangle with corners of ``cornerRadius`` points.
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    /// The outline of `rect` with the corners rounded.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Text("Tag").padding(.horizontal, 8).background(Color.gray, in: Capsule())
/// ```
public struct Capsule: Shape, PrimitiveView {
    /// Creates a capsule.
    public init() {}
    /// The outline: a capsule.
    public var shapeKind: ShapeKind { .capsule }
    /// The outline of `rect` with half circles at its short ends.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

/// An ellipse filling its frame.
///
/// ```swift
/// Ellipse().stroke(.blue).frame(width: 60, height: 30)
/// ```
public struct Ellipse: Shape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    /// The outline the renderers draw.
    public var shapeKind: ShapeKind { .ellipse }
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as in `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}

/// A circle centred in its frame.
///
/// ```swift
/// Circle().fill(.red).frame(width: 8, height: 8)
/// ```
public struct Circle: Shape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    /// The outline: a circle.
    public var shapeKind: ShapeKind { .circle }
    /// The circle centred in `rect`, as wide as its shorter side.
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { makeShapeNodes(in: context) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Color: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.shape(ShapeNode(shape: .rectangle, fill: self, stroke: nil, lineWidth: 0)))]
    }
}

/// The outline of a shape.
///
/// ```swift
/// ShapeKind.roundedRectangle(cornerRadius: 8).description   // "roundedRectangle(8)"
/// ```
public enum ShapeKind: Equatable, Sendable, CustomStringConvertible {
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with corners of `cornerRadius` points, at most half its shorter side.
    case roundedRectangle(cornerRadius: CGFloat)
    /// A rectangle whose short sides are half circles.
    case capsule
    /// A circle centred in the frame.
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// A shape of the program's own, drawn from its path.
    case path(CustomShape)

    /// The shape as dumps print it, such as `roundedRectangle(8)`.
    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(formatPoints(radius)))"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .path(let shape): "path(\(terminalSafe(shape.description)))"
        }
    }

    /// The corner radius of the shape in a frame of `size`.
    func cornerRadius(in size: CGSize) -> CGFloat {
        switch self {
        case .rectangle: 0
        case .roundedRectangle(let radius): Swift.min(radius, Swift.min(size.width, size.height) / 2)
        case .capsule, .circle, .ellipse: Swift.min(size.width, size.height) / 2
        case .path: 0
        }
    }
}

/// A shape of a program's own, kept with its value so its path can be drawn in any frame.
///
/// ```swift
/// if let node = try Triangle().node().kind.as(ShapeNode.self), case .path(let shape) = node.shape {
///     shape.description   // "Triangle()"
/// }
/// ```
public struct CustomShape: Equatable, Sendable, CustomStringConvertible {
    // Boxed, so a shape node stays a few bytes: nodes are copied through deep recursions.
    private final class Storage: Sendable {
        let shape: any Shape
        let description: String

        init(shape: any Shape, description: String) {
            self.shape = shape
            self.description = description
        }
    }

    private let storage: Storage

    init<S: Shape>(_ shape: S) {
        storage = Storage(shape: shape, description: String(describing: shape))
    }

    /// The shape's value as `String(describing:)` prints it, which is what makes two equal.
    public var description: String { storage.description }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { storage.shape.path(in: rect) }

    /// The shape's outline drawn in `frame` on the screen: made for the frame's size in the
    /// view's own coordinates, whose origin is the frame's top-leading corner, as SwiftUI asks a
    /// shape for its path, then moved there.
    func path(drawnIn frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The shape when it is a ``Path``, which draws the same in every frame.
    var fixedPath: Path? { storage.shape as? Path }

    /// Two shapes are equal when they have the same type and print the same.
    public static func == (lhs: CustomShape, rhs: CustomShape) -> Bool {
        lhs.storage === rhs.storage
            || (type(of: lhs.storage.shape) == type(of: rhs.storage.shape) && lhs.description == rhs.description)
    }
}

/// A shape filled and stroked with colours.
///
/// ```swift
/// if let shape = try Circle().fill(.red).node().kind.as(ShapeNode.self) { shape.fill == .red }   // true
/// ```
package struct ShapeNode: Equatable, Sendable {
    /// The outline.
    package var shape: ShapeKind
    /// The colour inside the outline, or `nil` for none.
    package var fill: Color?
    /// The colour of the outline, or `nil` for none.
    package var stroke: Color?
    /// The width of the outline in points; 0 when there is no stroke.
    package var lineWidth: CGFloat
    /// The ends, corners and dashes of the outline, when `stroke(_:style:)` set them.
    package var strokeStyle: StrokeStyle?
    /// The gradient inside the outline, drawn in place of ``fill`` where the renderer can (SVG);
    /// ``fill`` holds its average colour for the renderers that cannot (ASCII).
    package var fillGradient: GradientFill?
    /// Whether the inside is decided by the even-odd rule, as `FillStyle(eoFill: true)` asks.
    package var isEOFilled = false

    /// Creates a shape node.
    package init(
        shape: ShapeKind, fill: Color?, stroke: Color?, lineWidth: CGFloat, strokeStyle: StrokeStyle? = nil,
        fillGradient: GradientFill? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.strokeStyle = strokeStyle
        self.fillGradient = fillGradient
    }
}

extension ShapeNode: NodePrimitive {
    static let jsonSchema = [
        JSONKindSchema(
            "shape",
            fields: [
                "shape", "cornerRadius", "path", "fill", "eoFill", "stroke", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash",
                "dashPhase",
            ])
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .shape(try ShapeNode(object))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        try write(to: &fields)
        return ("shape", fields.fields)
    }

    var summary: String {
        var parts = [shape.description]
        if let fill { parts.append("fill: \(fill)") }
        if isEOFilled { parts.append("eoFill") }
        if let stroke { parts.append("stroke: \(stroke) \(formatPoints(lineWidth))") }
        if let strokeStyle, !strokeStyle.summary.isEmpty { parts.append(strokeStyle.summary) }
        if let fillGradient { parts.append("gradient: \(fillGradient.summary)") }
        return "Shape(" + parts.joined(separator: ", ") + ")"
    }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// A shape takes the space it is offered, 10 points where nothing is proposed.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame)
    }

    /// A shape draws its fill and stroke where they are not clear, and takes taps where it draws.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let frame = node.frame
        let fill = fill.map { builder.drawn($0) }.flatMap { $0.isClear ? nil : $0 }
        let stroke = stroke.map { builder.drawn($0) }.flatMap { $0.isClear || !(lineWidth > 0) ? nil : $0 }
        guard fill != nil || stroke != nil else { return }
        // A stroke is centred on the outline, so half of it lies outside the frame.
        let reach = stroke == nil ? 0 : lineWidth / 2
        if builder.isVisible(frame.insetBy(dx: -reach, dy: -reach)) {
            let drawing = ShapeDrawing(
                frame: frame,
                lineWidth: stroke == nil ? 0 : lineWidth,
                fill: fill.map { builder.id(of: $0) },
                stroke: stroke.map { builder.id(of: $0) },
                shape: shape,
                strokeStyle: stroke == nil ? nil : strokeStyle,
                fillGradient: fill == nil ? nil : fillGradient.map { builder.drawn($0) },
                isEOFilled: fill != nil && isEOFilled
            )
            builder.append(drawing)
        }
        builder.addRegion(frame, .opaque)
    }
}

extension ShapeKind {
    private static let names = ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "path"]

    init(_ object: JSONObjectReader) throws {
        let name = try object.required("shape").name(of: "shape", among: ShapeKind.names)
        switch name {
        case "roundedRectangle":
            self = .roundedRectangle(cornerRadius: clampLength(try object.required("cornerRadius").number(), minimum: 0))
        case "capsule": self = .capsule
        case "circle": self = .circle
        case "ellipse": self = .ellipse
        case "path": self = .path(CustomShape(try Path(svgData: try object.required("path").string(), at: object.path + ".path")))
        default: self = .rectangle
        }
        if name != "path", object.contains("path") {
            throw NodeDecodingError(path: object.path + ".path", message: "only a path shape has path data")
        }
        if name != "roundedRectangle", object.contains("cornerRadius") {
            throw NodeDecodingError(path: object.path + ".cornerRadius", message: "only a roundedRectangle has a corner radius")
        }
    }

    func write(to fields: inout JSONFieldWriter) throws {
        switch self {
        case .rectangle: fields.append("shape", .string("rectangle"))
        case .roundedRectangle(let radius):
            fields.append("shape", .string("roundedRectangle"))
            try fields.appendLength("cornerRadius", radius)
        case .capsule: fields.append("shape", .string("capsule"))
        case .circle: fields.append("shape", .string("circle"))
        case .ellipse: fields.append("shape", .string("ellipse"))
        case .path(let shape):
            guard let path = shape.fixedPath else {
                throw unencodable(fields.path, "the shape \(shape.description) is a program's own Shape, which JSON cannot name")
            }
            fields.append("shape", .string("path"))
            fields.append("path", .string(path.exactData))
        }
    }
}

extension ShapeNode {
    /// Without `fill` a shape fills with the primary colour, unless it has a `stroke`;
    /// `"fill": null` asks for no fill.
    init(_ object: JSONObjectReader) throws {
        shape = try ShapeKind(object)
        stroke = try object["stroke"].map(Color.init(json:))
        let defaultFill = object.contains("fill") || stroke != nil ? nil : Color.primary
        fill = try object["fill"].map(Color.init(json:)) ?? defaultFill
        lineWidth = try object["lineWidth"].map { min(max(try $0.number(), 0), 100) } ?? (stroke == nil ? 0 : 1)
        strokeStyle = try StrokeStyle(json: object, lineWidth: lineWidth)
        isEOFilled = try object["eoFill"]?.bool() ?? false
    }

    func write(to fields: inout JSONFieldWriter) throws {
        try shape.write(to: &fields)
        if let fill {
            try fields.append("fill", fill, unless: stroke == nil ? .primary : nil)
        } else if stroke == nil {
            fields.append("fill", .null)
        }
        if isEOFilled { fields.append("eoFill", .bool(true)) }
        if let stroke { try fields.append("stroke", stroke, unless: nil) }
        if lineWidth != (stroke == nil ? 0 : 1) { try fields.appendLength("lineWidth", lineWidth) }
        if let strokeStyle { try strokeStyle.write(to: &fields) }
        if fillGradient != nil {
            throw unencodable(fields.path, "a gradient fill has no JSON form yet")
        }
    }
}

extension ShapeNode {
    /// A shape filled partly transparent is a dim layer, as a presentation's scrim is.
    func interactionName(of node: PlacedNode) -> String {
        guard let fill, fill.opacity > 0, fill.opacity < 1 else { return summary }
        return "a dim layer, \(summary),"
    }
}

extension Node.Kind {
    /// A filled or stroked shape that takes the space it is offered.
    package static func shape(_ shape: ShapeNode) -> Self { Self(shape) }
}
