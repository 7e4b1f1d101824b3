import Foundation

#if !canImport(CoreGraphics)
    /// How the ends of a stroked line are drawn, as Core Graphics' `CGLineCap`.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: 2, lineCap: .round)
    /// ```
    public enum CGLineCap: Int32, Hashable, Sendable {
        /// Square ends at the end points.
        case butt
        /// Round ends reaching half the line's width past the end points.
        case round
        /// Square ends reaching half the line's width past the end points.
        case square
    }

    /// How the corners of a stroked line are drawn, as Core Graphics' `CGLineJoin`.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: 4, lineJoin: .round)
    /// ```
    public enum CGLineJoin: Int32, Hashable, Sendable {
        /// Sharp corners, cut off past the miter limit.
        case miter
        /// Rounded corners.
        case round
        /// Corners cut off square.
        case bevel
    }
#endif

/// How a shape's outline is stroked: its width, ends, corners and dashes, as SwiftUI's
/// `StrokeStyle`.
///
/// SVG draws every field (`stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`,
/// `stroke-dasharray`, `stroke-dashoffset`); ASCII draws the outline in its cells, as it draws
/// every stroke. Widths and lengths are clamped where the style is made: not finite or negative
/// becomes the default.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.3).stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
/// RoundedRectangle(cornerRadius: 8).stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, in points.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, as a multiple of the line's width.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth.isFinite ? Swift.min(Swift.max(lineWidth, 0), 100) : 1
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit.isFinite && miterLimit >= 1 ? miterLimit : 10
        // A pattern with a length that is not finite or negative, or only zeros, draws solid.
        let lengths = dash.map { $0.isFinite ? Swift.min(Swift.max($0, 0), 10_000) : 0 }
        self.dash = lengths.contains { $0 > 0 } ? lengths : []
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }

    /// The SVG attributes of everything but the width, leaving out the defaults.
    var svgAttributes: [(String, SVGValue)] {
        var attributes: [(String, SVGValue)] = []
        switch lineCap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        @unknown default: break
        }
        switch lineJoin {
        case .miter: break
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        @unknown default: break
        }
        if miterLimit != 10 { attributes.append(("stroke-miterlimit", .number(Double(miterLimit)))) }
        if !dash.isEmpty {
            attributes.append(("stroke-dasharray", .numbers(dash.map(Double.init))))
            if dashPhase != 0 { attributes.append(("stroke-dashoffset", .number(Double(dashPhase)))) }
        }
        return attributes
    }

    /// The style a shape's JSON object describes with `lineCap`, `lineJoin`, `miterLimit`, `dash`
    /// and `dashPhase`, or `nil` when it names none of them; clamped as the initializer clamps.
    init?(json object: JSONObjectReader, lineWidth: CGFloat) throws {
        let names = ["lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
        guard names.contains(where: object.contains) else { return nil }
        let cap = try object["lineCap"]?.name(of: "line cap", among: ["butt", "round", "square"])
        let join = try object["lineJoin"]?.name(of: "line join", among: ["miter", "round", "bevel"])
        self.init(
            lineWidth: lineWidth,
            lineCap: cap == "round" ? .round : cap == "square" ? .square : .butt,
            lineJoin: join == "round" ? .round : join == "bevel" ? .bevel : .miter,
            miterLimit: try object["miterLimit"].map { CGFloat(try $0.number()) } ?? 10,
            dash: try object["dash"].map { try $0.array().map { CGFloat(try $0.number()) } } ?? [],
            dashPhase: try object["dashPhase"].map { CGFloat(try $0.number()) } ?? 0)
    }

    /// Writes the fields that differ from the defaults; a style of defaults writes `lineCap`, so
    /// it reads back as a style.
    func write(to fields: inout JSONFieldWriter) throws {
        let cap =
            switch lineCap {
            case .round: "round"
            case .square: "square"
            default: "butt"
            }
        let join =
            switch lineJoin {
            case .round: "round"
            case .bevel: "bevel"
            default: "miter"
            }
        fields.append("lineCap", .string(cap))
        if join != "miter" { fields.append("lineJoin", .string(join)) }
        if miterLimit != 10 { try fields.appendLength("miterLimit", miterLimit) }
        if !dash.isEmpty { fields.append("dash", .array(dash.map { .number(Double($0)) })) }
        if dashPhase != 0 { fields.append("dashPhase", .number(Double(dashPhase))) }
    }

    /// A short description for dumps, leaving out the defaults.
    var summary: String {
        var parts: [String] = []
        if lineCap != .butt { parts.append("cap: \(lineCap)") }
        if lineJoin != .miter { parts.append("join: \(lineJoin)") }
        if !dash.isEmpty { parts.append("dash: " + dash.map { formatPoints($0) }.joined(separator: ",")) }
        if dashPhase != 0 { parts.append("phase: \(formatPoints(dashPhase))") }
        return parts.joined(separator: " ")
    }
}

extension Shape {
    /// The shape's outline stroked in `style`, in `content`.
    ///
    /// ```swift
    /// Capsule().stroke(.blue, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        var node = ShapeNode(shape: shapeKind, fill: nil, stroke: content.resolvedColor, lineWidth: style.lineWidth)
        node.strokeStyle = style
        return ShapeView(node: node)
    }

    /// The shape's outline stroked in `style`, in the foreground colour.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
    /// ```
    public func stroke(style: StrokeStyle) -> some View {
        ForegroundStyledStroke(shape: self, style: style)
    }

    /// The shape's outline stroked inside its frame in `style`, in `content`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1, dash: [2]))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(content, style: style)
    }
}

/// A shape's outline in a stroke style, in the foreground colour of where it is drawn.
private struct ForegroundStyledStroke<S: Shape>: View, PrimitiveView {
    let shape: S
    let style: StrokeStyle
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let color = context.environment.foregroundColor ?? .primary
        var node = ShapeNode(shape: shape.shapeKind, fill: nil, stroke: color, lineWidth: style.lineWidth)
        node.strokeStyle = style
        return [Node(.shape(node))]
    }
}
