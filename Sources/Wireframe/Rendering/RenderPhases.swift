import Foundation

/// The phases of a render, one entry point each, so the benchmarks can time them apart.
///
/// `renderASCII(on:)` is ``resolve(_:)``, then ``layout(_:on:for:)`` for ``Target/ascii``, then
/// ``drawASCII(_:canvas:cellBudget:)``; `renderSVG(on:)` is the same with ``Target/svg`` and
/// ``drawSVG(_:canvas:)``. Each entry point only calls the engine's own phase, so a phase timed
/// here is the phase a public render runs.
///
/// ```swift
/// @_spi(Benchmarks) import Wireframe
/// let node = try RenderPhases.resolve(Text("메모").padding(16))
/// let layout = try RenderPhases.layout(node, on: Screen(width: 390, height: nil), for: .ascii)
/// let text = try RenderPhases.drawASCII(layout.placed, canvas: layout.canvas)
/// ```
@_spi(Benchmarks)
public enum RenderPhases {
    /// The target a tree is laid out for: its text metrics.
    public enum Target: Sendable {
        /// Terminal cells of 8 × 16 points, as the ASCII renderer draws them.
        case ascii
        /// The advances of Liberation Sans, as the SVG renderer draws them.
        case svg
    }

    /// Resolves `view` into its node tree, evaluating bodies and applying the environment.
    ///
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    @MainActor
    public static func resolve<V: View>(_ view: V) throws -> Node {
        try view.resolve().node
    }

    /// Lays out `node` on `screen` for `target`.
    ///
    /// - Returns: The placed tree and the canvas, whose height is the content's when the screen
    ///   has none.
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    public static func layout(_ node: Node, on screen: Screen, for target: Target) throws -> (placed: PlacedNode, canvas: CGSize) {
        try screen.validate()
        let ascii = ASCIIRenderer.Options.default
        let metrics: LayoutMetrics =
            switch target {
            case .ascii: .cells(width: ascii.cellWidth, height: ascii.cellHeight)
            case .svg: .svg
            }
        return try layoutResolved(node, on: screen, metrics: metrics)
    }

    /// Draws a tree laid out for ``Target/ascii`` as a character picture.
    ///
    /// - Parameters:
    ///   - placed: The placed tree.
    ///   - canvas: The canvas ``layout(_:on:for:)`` returned with it.
    ///   - cellBudget: The most cells the grid may have; `nil` for the budget `renderASCII` allows.
    /// - Throws: ``RenderError`` when the grid would be larger than the budget.
    public static func drawASCII(_ placed: PlacedNode, canvas: CGSize, cellBudget: Int? = nil) throws -> String {
        var options = ASCIIRenderer.Options.default
        if let cellBudget { options.cellBudget = cellBudget }
        var renderer = try ASCIIRenderer(canvas: canvas, options: options)
        return renderer.render(DisplayList(placed, canvas: canvas))
    }

    /// Draws a tree laid out for ``Target/svg`` as an SVG document: ``draw(_:canvas:)``, then
    /// ``writeSVG(_:)``.
    ///
    /// - Throws: ``RenderError`` when the canvas or the document would be larger than the budget
    ///   `renderSVG` allows.
    public static func drawSVG(_ placed: PlacedNode, canvas: CGSize) throws -> String {
        try writeSVG(draw(placed, canvas: canvas))
    }

    /// What a laid-out tree draws, decided once for every renderer: the first half of
    /// ``drawSVG(_:canvas:)`` and ``drawASCII(_:canvas:cellBudget:)``.
    ///
    /// ```swift
    /// let drawing = RenderPhases.draw(layout.placed, canvas: layout.canvas)
    /// let svg = try RenderPhases.writeSVG(drawing)
    /// ```
    public static func draw(_ placed: PlacedNode, canvas: CGSize) -> Drawing {
        Drawing(placed: placed, list: DisplayList(placed, canvas: canvas))
    }

    /// Writes a drawing of a tree laid out for ``Target/svg`` as an SVG document: the second
    /// half of ``drawSVG(_:canvas:)``.
    ///
    /// - Throws: ``RenderError`` when the canvas or the document would be larger than the budget
    ///   `renderSVG` allows.
    public static func writeSVG(_ drawing: Drawing) throws -> String {
        var renderer = try SVGRenderer(canvas: drawing.list.canvas, options: .default)
        return try renderer.render(drawing.list)
    }

    /// A laid-out tree and what it draws, as ``draw(_:canvas:)`` decides it.
    ///
    /// ```swift
    /// let layout = try RenderPhases.layout(RenderPhases.resolve(Text("a")), on: screen, for: .svg)
    /// let drawing = RenderPhases.draw(layout.placed, canvas: layout.canvas)
    /// let svg = try RenderPhases.writeSVG(drawing)
    /// ```
    public struct Drawing: Sendable {
        let placed: PlacedNode
        let list: DisplayList
    }
}
