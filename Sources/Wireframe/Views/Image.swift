import Foundation

/// A system image, drawn as a glyph: a character in ASCII and a small vector path in SVG.
///
/// The names follow SF Symbols (`xmark`, `plus`, `magnifyingglass`, `chevron.right`, `trash`, …);
/// an unknown name draws a visible placeholder. Images size with the font, like symbols do.
///
/// ```swift
/// Button { close() } label: { Image(systemName: "xmark") }
/// ```
public struct Image: View, PrimitiveView, Equatable, Sendable {
    let systemName: String

    /// An image of the SF Symbol called `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// An image from an asset catalogue. Assets are not loaded, so it is drawn as the visible
    /// placeholder glyph `⍰`, with a warning the first time each name is drawn.
    ///
    /// ```swift
    /// Image("logo").frame(width: 40, height: 40)
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = name
        isAsset = true
    }

    /// Whether the image names an asset rather than a system image.
    private var isAsset = false

    /// The asset names already warned about, so each is reported once.
    private static let warnedAssets = Locked<Set<String>>([])

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        if isAsset, SystemImageGlyph.named(systemName) == SystemImageGlyph.placeholder,
            Self.warnedAssets.withLock({ $0.insert(systemName).inserted })
        {
            LayoutWarnings.report("no image named \"\(systemName)\": assets are not loaded, so it draws as the placeholder ⍰")
        }
        let environment = context.environment
        var image = ImageNode(
            systemName: isAsset ? systemName : environment.symbolVariants.applied(to: systemName),
            font: environment.drawnFont(environment.isBold ? (environment.font ?? .body).bold() : environment.font ?? .body),
            color: environment.foregroundColor ?? .primary
        )
        // A `backward` or `forward` symbol, or one a view asked to flip, points the other way
        // right to left.
        image.isFlipped =
            environment.layoutDirection == .rightToLeft
            && (environment.flipsForRightToLeftLayoutDirection || SystemImageGlyph.isDirectional(systemName))
        return [Node(.image(image))]
    }
}

extension View {
    /// Sets whether the view flips its contents horizontally when it is laid out right to left,
    /// as SwiftUI does for a view drawn as a picture. The system images inside are drawn mirrored
    /// (a chevron points the other way); text keeps its own order and shapes their outline.
    /// SF Symbols' `backward` and `forward` symbols flip without it.
    ///
    /// ```swift
    /// Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        environment(\.flipsForRightToLeftLayoutDirection, enabled)
    }
}

/// A system image with the font and colour it draws at.
///
/// ```swift
/// if case .image(let image) = try Image(systemName: "xmark").node().kind { image.systemName }   // "xmark"
/// ```
public struct ImageNode: Equatable, Sendable {
    /// The SF Symbols name, such as `"xmark"`.
    public var systemName: String
    /// The font whose size the image is drawn at.
    public var font: Font
    /// The colour the image is drawn in.
    public var color: Color
    /// Whether the glyph is drawn mirrored, as right to left draws a `backward` symbol.
    public var isFlipped = false

    /// Creates an image node.
    public init(systemName: String, font: Font, color: Color, isFlipped: Bool = false) {
        self.systemName = systemName
        self.font = font
        self.color = color
        self.isFlipped = isFlipped
    }
}

extension ImageNode: NodePrimitive {
    static let jsonSchema = [JSONKindSchema("image", fields: ["systemName", "font", "color", "flipped"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .image(
            ImageNode(
                systemName: try object.required("systemName").string(),
                font: try object["font"].map(Font.init(json:)) ?? .body,
                color: try object["color"].map(Color.init(json:)) ?? .primary,
                isFlipped: try object["flipped"]?.bool() ?? false
            ))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        fields.append("systemName", .string(systemName))
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
        if isFlipped { fields.append("flipped", .bool(true)) }
        return ("image", fields.fields)
    }

    var summary: String {
        "Image(systemName: \(quoted(systemName)), font: \(font), color: \(color)\(isFlipped ? ", flipped" : ""))"
    }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    /// A square glyph at the font's size, whatever is proposed.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.context.metrics.imageSize(in: font)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame)
    }

    /// A system image draws its glyph centred in its frame and absorbs taps over the frame.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let frame = node.frame
        // The glyph's stroke may reach a little past the square it is drawn in.
        let side = Swift.min(frame.width, frame.height)
        let color = builder.drawn(color)
        if !color.isClear, builder.isVisible(frame.insetBy(dx: -side / 8, dy: -side / 8)) {
            let glyph = GlyphDrawing(
                frame: frame, systemName: systemName, color: builder.id(of: color), isBold: font.weight.isBold, isFlipped: isFlipped)
            builder.append(.glyph(glyph))
        }
        builder.addRegion(frame, .opaque)
    }
}
