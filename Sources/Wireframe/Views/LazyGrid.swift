import Foundation

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: its size rule, the spacing after it
/// and how its cells align.
///
/// ```swift
/// let columns = [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]
/// ```
public struct GridItem: Hashable, Sendable {
    /// How long a track is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// An equal share of the space the fixed tracks leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` points as fit in an equal share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size rule.
    public var size: Size
    /// The space after the track, or `nil` for 8 points.
    public var spacing: CGFloat?
    /// How cells sit in the track, or `nil` for centred.
    public var alignment: Alignment?

    /// Creates a track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills its columns row by row, growing downwards; a still picture has every cell,
/// so it lays out all of them.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///     ForEach(memos) { MemoView(memo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: LazyVGridLayout
    let content: Content

    /// Creates a grid of `columns`; `spacing` is between rows (8 when `nil`), `alignment` places
    /// the columns when the grid is wider than they are.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyVGridLayout(
            grid: GridTracks(items: columns, lineSpacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)))
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(layout, children: children)]
    }
}

/// A grid that fills its rows column by column, growing to the trailing side.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(tags, id: \.self) { Text($0) } } }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: LazyHGridLayout
    let content: Content

    /// Creates a grid of `rows`; `spacing` is between columns (8 when `nil`), `alignment` places
    /// the rows when the grid is taller than they are.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyHGridLayout(
            grid: GridTracks(items: rows, lineSpacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment)))
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(layout, children: children)]
    }
}

/// The layout of ``LazyVGrid``.
struct LazyVGridLayout: PrimitiveLayout {
    var grid: GridTracks

    static let jsonName = "lazyVGrid"
    static let jsonFields = GridTracks.jsonFields
    init(grid: GridTracks) { self.grid = grid }
    init(json object: JSONObjectReader) throws { grid = try GridTracks(json: object, itemsKey: "columns") }
    func writeJSON(to fields: inout JSONFieldWriter) throws { try grid.write(to: &fields, itemsKey: "columns") }
    var summary: String { "LazyVGrid(\(grid.summary))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        grid.arrange(along: .horizontal, proposal: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        grid.place(along: .horizontal, in: bounds, proposal: proposal, subviews: subviews)
    }

    func snapped(to metrics: LayoutMetrics) -> LazyVGridLayout {
        LazyVGridLayout(grid: grid.snapped(to: metrics, tracksAlong: .horizontal))
    }
}

/// The layout of ``LazyHGrid``.
struct LazyHGridLayout: PrimitiveLayout {
    var grid: GridTracks

    static let jsonName = "lazyHGrid"
    static let jsonFields = GridTracks.jsonFields.map { $0 == "columns" ? "rows" : $0 }
    init(grid: GridTracks) { self.grid = grid }
    init(json object: JSONObjectReader) throws { grid = try GridTracks(json: object, itemsKey: "rows") }
    func writeJSON(to fields: inout JSONFieldWriter) throws { try grid.write(to: &fields, itemsKey: "rows") }
    var summary: String { "LazyHGrid(\(grid.summary))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        grid.arrange(along: .vertical, proposal: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        grid.place(along: .vertical, in: bounds, proposal: proposal, subviews: subviews)
    }

    func snapped(to metrics: LayoutMetrics) -> LazyHGridLayout {
        LazyHGridLayout(grid: grid.snapped(to: metrics, tracksAlong: .vertical))
    }
}
