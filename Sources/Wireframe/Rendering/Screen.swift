import Foundation

/// The screen a view is rendered on: its size in points and the safe-area insets of its device.
///
/// Content is laid out inside the safe area; views that call `ignoresSafeArea()` extend to the
/// screen's edges. A `nil` height fits the screen to the content.
///
/// ```swift
/// let text = try dialog.renderASCII(on: .iPhone15)
/// let custom = Screen(width: 390, height: 844, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
/// ```
public struct Screen: Hashable, Sendable {
    /// The width in points.
    public var width: CGFloat
    /// The height in points, or `nil` to fit the content.
    public var height: CGFloat?
    /// The insets of the safe area.
    public var safeAreaInsets: EdgeInsets
    /// The preset's name, when the screen is one.
    public var name: String?

    /// Creates a screen; the safe area covers the whole screen unless insets are given.
    public init(width: CGFloat, height: CGFloat?, safeAreaInsets: EdgeInsets = EdgeInsets(), name: String? = nil) {
        self.width = width
        self.height = height
        self.safeAreaInsets = safeAreaInsets
        self.name = name
    }

    /// iPhone 15 and 16: 393 × 852 with the Dynamic Island's insets.
    public static let iPhone15 = Screen(width: 393, height: 852, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), name: "iphone15")
    /// iPhone 15 Pro Max: 430 × 932.
    public static let iPhone15ProMax = Screen(
        width: 430, height: 932, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), name: "iphone15promax")
    /// iPhone 13 and 14: 390 × 844.
    public static let iPhone13 = Screen(width: 390, height: 844, safeAreaInsets: EdgeInsets(top: 47, bottom: 34), name: "iphone13")
    /// iPhone SE: 375 × 667 with a status bar.
    public static let iPhoneSE = Screen(width: 375, height: 667, safeAreaInsets: EdgeInsets(top: 20), name: "iphonese")
    /// The presets, for command-line `--device` options.
    public static let presets: [Screen] = [.iPhone15, .iPhone15ProMax, .iPhone13, .iPhoneSE]

    /// Checks that the screen can be rendered.
    func validate() throws {
        func check(_ value: CGFloat, _ name: String) throws {
            guard value.isFinite else {
                throw RenderError(.invalidViewport, "the \(name) is not a finite number (\(value))")
            }
            guard value > 0 else {
                throw RenderError(.invalidViewport, "the \(name) must be greater than zero (got \(formatPoints(value)))")
            }
            guard value <= maximumLength else {
                throw RenderError(
                    .budgetExceeded,
                    "the \(name) of \(formatPoints(value)) points is more than the \(formatPoints(maximumLength)) a render allows")
            }
        }
        try check(width, "width")
        if let height { try check(height, "height") }
        let insets = safeAreaInsets
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !value.isFinite || value < 0 {
            throw RenderError(.invalidViewport, "safe-area insets must be finite and not negative")
        }
    }
}

extension View {
    /// The view laid out on `screen` for `metrics`: the placed tree and the resolved actions.
    @MainActor
    ///
    /// State lives in `graph` across calls; without one, the render starts from a fresh graph.
    /// Texts measured stay in `textMeasurements`, for every pass of this render and for the later
    /// renders given the same cache: by default, the one every render on the main actor shares.
    package func layout(
        on screen: Screen, metrics: LayoutMetrics, graph: ViewGraph = ViewGraph(),
        textMeasurements: TextMeasurementCache = .shared
    ) throws -> (placed: PlacedNode, resolved: ResolvedView, canvas: CGSize) {
        try screen.validate()
        var frames: [CGRect] = []
        var pass = 1
        graph.beginRender()
        while true {
            graph.beginPass()
            let size = CGSize(width: screen.width, height: screen.height ?? 844)
            let resolved = try UIScreen.$renderedSize.withValue(size) { try resolve(geometryFrames: frames, graph: graph) }
            let (placed, canvas) = try layoutResolved(
                resolved.node, on: screen, metrics: metrics, textMeasurements: textMeasurements)
            // Geometry readers and anchors were built for the frames of the last pass: when layout
            // moved one, build again with the new frames, a bounded number of times.
            let measured = placed.geometrySlotFrames(count: resolved.geometrySlotCount)
            if measured == frames || pass == maximumGeometryPasses {
                graph.endRender()
                return (placed, resolved, canvas)
            }
            frames = measured
            pass += 1
        }
    }

    /// The view laid out on a `width` × `height` point screen, with every node's frame, as the
    /// ASCII renderer sees it (`svg: true` for the SVG renderer's font metrics).
    ///
    /// ```swift
    /// let placed = try VStack { Text("a"); Text("b") }.placedTree(width: 390, height: nil)
    /// placed.children.map(\.frame.minY)   // [0, 32]: 16 pt lines, the 8 pt between them a row
    /// ```
    /// - Throws: ``RenderError`` for an unusable viewport or a tree nested too deeply.
    @MainActor
    public func placedTree(width: CGFloat, height: CGFloat?, safeAreaInsets: EdgeInsets = EdgeInsets(), svg: Bool = false) throws
        -> PlacedNode
    {
        let metrics: LayoutMetrics =
            svg ? .svg : .cells(width: ASCIIRenderer.Options.default.cellWidth, height: ASCIIRenderer.Options.default.cellHeight)
        return try layout(on: Screen(width: width, height: height, safeAreaInsets: safeAreaInsets), metrics: metrics).placed
    }
}

/// The most times a render resolves and lays out a view whose geometry readers keep moving.
let maximumGeometryPasses = 3

/// Lays out `node` on `screen`: the root is proposed the safe area and centred in it, as SwiftUI
/// centres a window's content; with no height, the screen grows to fit the content. Texts are
/// measured through `textMeasurements`, which may hold those of earlier renders.
package func layoutResolved(
    _ node: Node, on screen: Screen, metrics: LayoutMetrics, textMeasurements: TextMeasurementCache = TextMeasurementCache()
) throws -> (placed: PlacedNode, canvas: CGSize) {
    let insets = screen.safeAreaInsets
    let safeWidth = max(screen.width - insets.horizontal, 0)
    let proposal = ProposedViewSize(width: safeWidth, height: screen.height.map { max($0 - insets.vertical, 0) })
    // Sizing never reads the screen, so one tree measures the content, then learns the screen
    // (whose height may depend on that measurement) and places.
    let context = LayoutContext(metrics: metrics, screen: .zero, safeArea: .zero, textMeasurements: textMeasurements)
    let root = LayoutNode(node, stackAxis: nil, context: context)
    defer { context.removeTree() }
    // The window is the outermost container: its safe area is what the root is offered.
    return try context.withContainer(proposal) {
        guard !context.isTooDeep else {
            throw RenderError(.nestingTooDeep, "the node tree is nested deeper than \(maximumViewDepth) levels")
        }
        let size = root.sizeThatFits(proposal).clampedToFinite
        let height = screen.height ?? (size.height + insets.vertical)
        let canvas = CGSize(width: screen.width, height: height)
        let safeArea = CGRect(x: insets.leading, y: insets.top, width: safeWidth, height: max(height - insets.vertical, 0))
        context.screen = CGRect(origin: .zero, size: canvas)
        context.safeArea = safeArea
        let origin = CGPoint(
            x: safeArea.minX + (safeArea.width - size.width) / 2,
            y: screen.height == nil ? safeArea.minY : safeArea.minY + (safeArea.height - size.height) / 2
        )
        return (root.place(at: origin, proposal: proposal), canvas)
    }
}
