import Foundation

/// An image: a system image drawn as a glyph (a character in ASCII, a small vector path in SVG),
/// or an image from the app's asset catalogue drawn as a labelled placeholder of its size.
///
/// System image names follow SF Symbols (`xmark`, `plus`, `magnifyingglass`, `chevron.right`,
/// `trash`, …); an unknown name draws a visible placeholder glyph. A system image sizes with the
/// font (and ``View/imageScale(_:)``), as symbols do. An asset has the size registered for it in
/// the ``ImageCatalog``. Like a picture on iOS, an image keeps that size whatever it is offered
/// until it is made ``resizable(capInsets:resizingMode:)``; then it takes the size it is
/// offered, and ``View/scaledToFit()`` or ``View/aspectRatio(_:contentMode:)-(CGFloat?,_)`` keep its
/// proportions.
///
/// ```swift
/// Button { close() } label: { Image(systemName: "xmark") }
/// ImageCatalog.register(CGSize(width: 1200, height: 800), named: "hero")
/// Image("hero").resizable().scaledToFit().frame(width: 300)   // 300 × 200
/// ```
public struct Image: View, PrimitiveView, Equatable, Sendable {
    let name: String
    private var source: Source
    private var isResizable = false
    private var renderingMode: TemplateRenderingMode?
    /// The size of an image made from decoded pixels, which no catalogue knows.
    private var pixelSize: CGSize?

    private enum Source: Equatable, Sendable {
        case system
        case asset(isDecorative: Bool)
    }

    /// An image of the SF Symbol called `systemName`.
    public init(systemName: String) {
        name = systemName
        source = .system
    }

    /// An image from an asset catalogue, drawn as a labelled placeholder of the size registered
    /// for `name` in the ``ImageCatalog``. An image nobody registered draws as a placeholder of
    /// ``ImageCatalog/unregisteredSize``, with a warning the first time each name is drawn. The
    /// bundle is not consulted.
    ///
    /// ```swift
    /// Image("logo").resizable().frame(width: 40, height: 40)
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        source = .asset(isDecorative: false)
    }

    /// An image of decoded pixels, `size` points large, drawn as a placeholder labelled "image".
    init(pixelsOfSize size: CGSize) {
        name = "image"
        source = .asset(isDecorative: false)
        pixelSize = size
    }

    /// An image from an asset catalogue that VoiceOver skips, as a picture that only decorates.
    ///
    /// ```swift
    /// Image(decorative: "wave").resizable().frame(height: 40)
    /// ```
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        source = .asset(isDecorative: true)
    }

    /// How an image is stretched: SwiftUI's choices; both draw the placeholder stretched.
    public enum ResizingMode: Sendable, Hashable {
        /// The image is repeated.
        case tile
        /// The image is scaled.
        case stretch
    }

    /// Whether an image draws in its own colours or as a mask in the foreground colour.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// The image is a mask filled with the foreground colour.
        case template
        /// The image draws in its own colours.
        case original
    }

    /// The quality an image is scaled with; a still picture at this resolution shows none.
    public enum Interpolation: Sendable, Hashable {
        /// No interpolation.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }

    /// The sizes a system image comes in beside its text, for ``View/imageScale(_:)``.
    public enum Scale: Sendable, Hashable {
        /// Smaller than the text.
        case small
        /// As tall as the text.
        case medium
        /// Larger than the text.
        case large

        /// The factor a glyph's size is multiplied by.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The image made to take the size it is offered, as a picture stretched to fill it. The cap
    /// insets and the resizing mode change nothing in the placeholder drawn.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFill().frame(width: 80, height: 80).clipped()
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The image drawn as a mask in the foreground colour (`.template`) or in its own colours
    /// (`.original`). System images are drawn in the foreground colour either way; an asset's
    /// placeholder is tinted with the foreground colour as a template.
    ///
    /// ```swift
    /// Image("badge").renderingMode(.template).foregroundColor(.red)
    /// ```
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Accepted: the quality an image is scaled with shows in no still picture at this resolution.
    ///
    /// ```swift
    /// Image("pixel-art").resizable().interpolation(.none)
    /// ```
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted: whether an image is drawn antialiased shows in no still picture at this
    /// resolution.
    ///
    /// ```swift
    /// Image("pixel-art").resizable().antialiased(false)
    /// ```
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The SF Symbol drawn for the image inside a text: a system image's own, and for an asset
    /// `photo`, a picture's glyph, sized by the text's font as a symbol is.
    nonisolated var systemNameInText: String {
        source == .system ? name : "photo"
    }

    /// The asset names already warned about, so each is reported once.
    private static let warnedAssets = Locked<Set<String>>([])

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        let font = environment.drawnFont(environment.isBold ? (environment.font ?? .body).bold() : environment.font ?? .body)
        let color = environment.foregroundColor ?? .primary
        switch source {
        case .system:
            var scaledFont = font
            scaledFont.size *= environment.imageScale.factor
            var image = ImageNode(systemName: environment.symbolVariants.applied(to: name), font: scaledFont, color: color)
            image.isResizable = isResizable
            // A `backward` or `forward` symbol, or one a view asked to flip, points the other way
            // right to left.
            image.isFlipped =
                environment.layoutDirection == .rightToLeft
                && (environment.flipsForRightToLeftLayoutDirection || SystemImageGlyph.isDirectional(name))
            return [Node(.image(image))]
        case .asset(let isDecorative):
            if isDecorative {
                var image = self
                image.source = .asset(isDecorative: false)
                return try context.resolve(image.accessibilityHidden(true))
            }
            let registered = pixelSize ?? ImageCatalog.size(named: name)
            let size = registered ?? ImageCatalog.unregisteredSize
            if registered == nil, Self.warnedAssets.withLock({ $0.insert(name).inserted }) {
                LayoutWarnings.report(
                    "no image named \"\(name)\" in the ImageCatalog: it draws as a \(formatPoints(size.width)) × \(formatPoints(size.height)) pt placeholder; register its size first"
                )
            }
            var image = ImageNode(systemName: name, font: font, color: color)
            image.assetSize = size
            image.isResizable = isResizable
            let picture = AssetPlaceholder(name: name, tint: renderingMode == .template ? color : nil)
            return [Node(.image(image), children: [try context.resolveSingle(picture)])]
        }
    }
}

/// What an asset image draws in place of its picture: a light box, outlined, with the asset's
/// name in its middle.
private struct AssetPlaceholder: View {
    let name: String
    /// The foreground colour of a template image, which the box is tinted with.
    let tint: Color?

    /// The asset's name, or the file name of a remote image's URL.
    private var label: String {
        guard let url = URL(string: name), url.scheme != nil, !url.lastPathComponent.isEmpty else { return name }
        return url.lastPathComponent
    }

    var body: some View {
        Rectangle()
            .fill(tint.map { $0.opacity(0.25) } ?? Color(white: 0.92))
            .overlay(Rectangle().stroke(tint ?? Color(white: 0.78), lineWidth: 1))
            .overlay(Text(label).font(.caption2).foregroundColor(.secondary).lineLimit(1).truncationMode(.middle).padding(.horizontal, 8))
            .clipped()
    }
}

extension View {
    /// Sets the size system images inside are drawn at beside their text: `.small` is 0.8 of
    /// the text's size, `.large` 1.3 of it.
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

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
/// try Image(systemName: "xmark").node().kind.as(ImageNode.self)?.systemName   // "xmark"
/// ```
package struct ImageNode: Equatable, Sendable {
    /// The SF Symbols name, such as `"xmark"`.
    package var systemName: String
    /// The font whose size the image is drawn at.
    package var font: Font
    /// The colour the image is drawn in.
    package var color: Color
    /// Whether the glyph is drawn mirrored, as right to left draws a `backward` symbol.
    package var isFlipped = false
    /// For an image from the asset catalogue, its size in points (its child draws the picture);
    /// `nil` for a system image, which sizes with its font.
    package var assetSize: CGSize?
    /// Whether the image takes the size it is offered, as `resizable()` makes it.
    package var isResizable = false

    /// Creates an image node.
    package init(systemName: String, font: Font, color: Color, isFlipped: Bool = false, assetSize: CGSize? = nil, isResizable: Bool = false)
    {
        self.systemName = systemName
        self.font = font
        self.color = color
        self.isFlipped = isFlipped
        self.assetSize = assetSize.map {
            CGSize(width: Swift.max(cleanCoordinate($0.width), 0), height: Swift.max(cleanCoordinate($0.height), 0))
        }
        self.isResizable = isResizable
    }
}

extension ImageNode: NodePrimitive {
    static let jsonSchema = [
        JSONKindSchema("image", fields: ["systemName", "font", "color", "flipped", "assetWidth", "assetHeight", "resizable"])
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        let width = try object["assetWidth"]?.number()
        let height = try object["assetHeight"]?.number()
        if width == nil, let field = object["assetHeight"] { throw field.error("an asset's height needs its assetWidth") }
        return .image(
            ImageNode(
                systemName: try object.required("systemName").string(),
                font: try object["font"].map(Font.init(json:)) ?? .body,
                color: try object["color"].map(Color.init(json:)) ?? .primary,
                isFlipped: try object["flipped"]?.bool() ?? false,
                assetSize: width.map { CGSize(width: $0, height: height ?? $0) },
                isResizable: try object["resizable"]?.bool() ?? false
            ))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        fields.append("systemName", .string(systemName))
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
        if isFlipped { fields.append("flipped", .bool(true)) }
        if let assetSize {
            try fields.appendLength("assetWidth", assetSize.width)
            try fields.appendLength("assetHeight", assetSize.height)
        }
        if isResizable { fields.append("resizable", .bool(true)) }
        return ("image", fields.fields)
    }

    var summary: String {
        let asset = assetSize.map { ", asset: \(formatPoints($0.width)) × \(formatPoints($0.height))" } ?? ""
        return
            "Image(systemName: \(quoted(systemName)), font: \(font), color: \(color)\(isFlipped ? ", flipped" : "")\(asset)\(isResizable ? ", resizable" : ""))"
    }

    var childArity: Node.Kind.ChildArity { assetSize == nil ? .none : .one }
    var isTransparentToLayout: Bool { false }

    /// A system image is a square glyph at its font's size, an asset the size registered for it,
    /// whatever is proposed; a resizable image takes each length proposed, and its own where
    /// none (or an infinite one) is.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        let natural = assetSize ?? node.context.metrics.imageSize(in: font)
        guard isResizable else { return natural }
        func length(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return own }
            return proposed
        }
        return CGSize(width: length(proposal.width, natural.width), height: length(proposal.height, natural.height))
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, content: node.placeContent(at: frame.origin, proposal: ProposedViewSize(frame.size)))
    }

    /// A system image draws its glyph centred in its frame, an asset its picture; either absorbs
    /// taps over its frame.
    /// An image is read as an image labelled with roughly what VoiceOver says for its symbol;
    /// the name an asset image draws is not read again.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.addAccessibilityElement(of: node) { element in
            element.label = AccessibilityReader.spokenName(ofSymbol: systemName)
            element.traits = .isImage
        }
        guard assetSize == nil else {
            builder.reading(node, as: .unread) { $0.drawChildren(of: node) }
            builder.addRegion(node.frame, .opaque)
            return
        }
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

/// The ways SwiftUI colours the layers of a symbol. Wireframe's glyphs have one layer, so every
/// mode draws a symbol in the foreground colour, as ``monochrome`` does.
///
/// ```swift
/// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
/// ```
public struct SymbolRenderingMode: Sendable, Hashable {
    private let name: String

    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// One colour, its layers at decreasing opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour of its own for each layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// Sets how symbols inside colour their layers; drawn as ``SymbolRenderingMode/monochrome``,
    /// since the glyphs have one layer.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        self
    }
}

extension ImageNode {

    /// An image counts as its name; an asset image's child, which draws the name, is not counted
    /// again.
    var labelText: (part: String?, readsChildren: Bool) { (systemName, false) }
}

extension Node.Kind {
    /// A system image or an asset.
    package static func image(_ image: ImageNode) -> Self { Self(image) }
}
