import Foundation

/// A scrolling column of rows with separators, as SwiftUI's `List` draws them on iOS.
///
/// Rows get 16 points of inset on the sides, 11 above and below and at least 44 points of height,
/// with a divider between rows unless a row hides it with `listRowSeparator(.hidden)`. The
/// `.insetGrouped` style (the default) draws the rows on a rounded white card over a grey
/// background; `.plain` draws them edge to edge. Rows of a `ForEach` with `onDelete` can be
/// swiped to delete.
///
/// ```swift
/// List {
///     ForEach(memos) { MemoView(memo: $0) }
///         .onDelete { store.send(.deleteMemo($0)) }
/// }
/// .listStyle(.plain)
/// ```
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    /// The selection a tap on a row sets, from `List(selection:)`.
    let selection: ListSelection?

    /// Creates a list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }

    /// Creates a list whose rows a tap selects when `selection` is not `nil`.
    init(selection: ListSelection?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let style = context.environment.listStyle
        let selection = selection
        if let selection, let column = context.environment.object(of: SplitViewColumnSelection.self), column.selection == nil {
            column.selection = selection
        }
        let rows = try context.with {
            $0.stackAxis = .vertical
            $0.isInListRow = true
            if let selection {
                // Rows of a `ForEach` are selected by their ids; links select their values.
                $0.tagsForEachElement = true
                $0.setObject(selection, of: ListSelection.self)
            }
        }.resolve(content)
        // Each section is a group of its own; rows outside sections group between them.
        var groups: [(section: ListSection?, separators: ListSectionSeparators, rows: [Node])] = []
        for row in rows {
            let (unwrapped, separators) = row.unwrappingSectionSeparators
            if let section = unwrapped.listSection {
                groups.append((section, separators, unwrapped.children.first?.children ?? []))
            } else if let last = groups.indices.last, groups[last].section == nil {
                groups[last].rows.append(row)
            } else {
                groups.append((nil, ListSectionSeparators(), [row]))
            }
        }
        let body: Node
        if groups.count == 1, groups[0].section == nil {
            body = try Self.groupNode(groups[0].rows, style: style, selection: selection, in: context)
        } else {
            let nodes = try groups.map {
                try Self.sectionNode(
                    $0.rows, section: $0.section ?? ListSection(), separators: $0.separators, style: style, selection: selection,
                    in: context)
            }
            body = Node(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0)), children: nodes)
        }
        let wide = Node(.flexibleFrame(FlexibleFrameNode(maxWidth: .infinity, alignment: .top)), children: [body])
        let scroll = Node(.scroll(.vertical), children: [.anchoredScrollContent(wide, axes: .vertical, in: context.environment)])
        guard style == .insetGrouped || style == .grouped else { return [Node(.list(style), children: [scroll])] }
        let background = Color(.systemGroupedBackground)
        let decorated = Node(
            .background(.center),
            children: [scroll, Node(.shape(ShapeNode(shape: .rectangle, fill: background, stroke: nil, lineWidth: 0)))])
        return [Node(.list(style), children: [decorated])]
    }

    /// The rows of one group in the list's style: separated by dividers, on white edge to edge
    /// or on a rounded card, with the group's margins.
    private static func groupNode(
        _ rows: [Node], style: ListStyleKind, selection: ListSelection?, in context: ResolveContext, isSection: Bool = false
    ) throws
        -> Node
    {
        // Grouped rows are white from edge to edge: one white behind them all, or, when a row has a
        // `listRowBackground(_:)` of its own, a white behind each of the others.
        let white = Node(.shape(ShapeNode(shape: .rectangle, fill: Color(.secondarySystemGroupedBackground), stroke: nil, lineWidth: 0)))
        let hasRowBackgrounds = rows.contains { $0.rowBackground != nil }
        let rowFill: Node? = style == .grouped && hasRowBackgrounds ? white : nil
        let rowSpacing = context.environment.listRowSpacing.flatMap { $0 > 0 ? $0 : nil }
        if let rowSpacing, style == .insetGrouped {
            return spacedCardsNode(rows, spacing: rowSpacing, selection: selection, in: context, isSection: isSection)
        }
        var children: [Node] = []
        for (index, row) in rows.enumerated() {
            children.append(Self.rowNode(row, fill: rowFill, selection: selection, in: context))
            if index < rows.count - 1, !row.hidesSeparator {
                var divider = try context.resolveSingle(Divider().padding(.leading, 16))
                if let tint = row.separatorTint(before: rows[index + 1]) { divider = divider.recolouringDividers(tint) }
                if let background = row.rowBackground {
                    // iOS draws a separator inside the row above it, over that row's background;
                    // on the grid, where the separator has a row of cells of its own, it stays bare.
                    let onBackground = Node(.background(.center), children: [divider, background])
                    children.append(.cellsOrPoints(cells: divider, points: onBackground))
                } else {
                    children.append(rowFill.map { Node(.background(.center), children: [divider, $0]) } ?? divider)
                }
            }
            if index < rows.count - 1, let rowSpacing {
                children.append(Node(.frame(FrameNode(width: nil, height: rowSpacing, alignment: .center)), children: [Node(.empty)]))
            }
        }
        let stack = Node(.stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0)), children: children)
        // A section's margins above and below are its header's and footer's.
        let vertical: CGFloat = isSection ? 0 : 20
        switch style {
        case .plain:
            return stack
        case .inset:
            return Node(.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)), children: [stack])
        case .grouped:
            let rows = hasRowBackgrounds ? stack : Node(.background(.center), children: [stack, white])
            return Node(.padding(EdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: 0)), children: [rows])
        case .insetGrouped:
            let card = onCard(stack, clipsContent: hasRowBackgrounds)
            return Node(.padding(EdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 16)), children: [card])
        }
    }

    /// The rows of an inset grouped list with spacing between them: each on a rounded card of
    /// its own, `spacing` points apart, with no separators.
    private static func spacedCardsNode(
        _ rows: [Node], spacing: CGFloat, selection: ListSelection?, in context: ResolveContext, isSection: Bool
    ) -> Node {
        let cards = rows.map { onCard(rowNode($0, fill: nil, selection: selection, in: context), clipsContent: $0.rowBackground != nil) }
        let stack = Node(.stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: spacing)), children: cards)
        let vertical: CGFloat = isSection ? 0 : 20
        return Node(.padding(EdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 16)), children: [stack])
    }

    /// `content` on an inset grouped list's rounded card. When `clipsContent` (rows with a
    /// `listRowBackground(_:)` of their own fill the card to its edges), the content is clipped to
    /// the card's corners in points; the grid keeps it whole, since a stack of rows whose heights
    /// are not whole cells places its last row past the frame the clip would cut at.
    private static func onCard(_ content: Node, clipsContent: Bool = false) -> Node {
        let shape = ShapeKind.roundedRectangle(cornerRadius: 10)
        let card = ShapeNode(shape: shape, fill: Color(.secondarySystemGroupedBackground), stroke: nil, lineWidth: 0)
        let shown = clipsContent ? .cellsOrPoints(cells: content, points: Node(.clip(shape), children: [content])) : content
        return Node(.background(.center), children: [shown, Node(.shape(card))])
    }

    /// A section of the list: its header above its rows and its footer below, as iOS spaces
    /// them (35 points between grouped sections; a grey band behind a plain list's header).
    private static func sectionNode(
        _ rows: [Node], section: ListSection, separators: ListSectionSeparators, style: ListStyleKind, selection: ListSelection?,
        in context: ResolveContext
    ) throws
        -> Node
    {
        let isGrouped = style == .insetGrouped || style == .grouped
        let textInset: CGFloat = style == .insetGrouped || style == .inset ? 32 : 16
        var parts: [Node] = []
        if let header = section.header {
            let padded = Node(
                .padding(EdgeInsets(top: isGrouped ? 0 : 6, leading: textInset, bottom: isGrouped ? 7 : 6, trailing: textInset)),
                children: [header])
            let wide = Node(.flexibleFrame(FlexibleFrameNode(maxWidth: .infinity, alignment: .leading)), children: [padded])
            parts.append(
                isGrouped
                    ? wide
                    : Node(
                        .background(.center),
                        children: [
                            wide,
                            Node(
                                .shape(
                                    ShapeNode(
                                        shape: .rectangle, fill: Color(light: Color(white: 0.97), dark: .hex(0x1C1C1E)), stroke: nil,
                                        lineWidth: 0))),
                        ]))
        }
        // The section's own separators, the list's full width, in the styles whose sections are
        // not cards.
        let drawsSectionSeparators = style == .plain || style == .grouped
        func sectionSeparator(_ edge: (isVisible: Bool, tint: Color?)) throws -> Node? {
            guard drawsSectionSeparators, edge.isVisible else { return nil }
            let divider = try context.resolveSingle(Divider())
            return edge.tint.map { divider.recolouringDividers($0) } ?? divider
        }
        if let top = try sectionSeparator(separators.top) { parts.append(top) }
        parts.append(try groupNode(rows, style: style, selection: selection, in: context, isSection: true))
        if let bottom = try sectionSeparator(separators.bottom) { parts.append(bottom) }
        if let footer = section.footer {
            parts.append(Node(.padding(EdgeInsets(top: 7, leading: textInset, bottom: 0, trailing: textInset)), children: [footer]))
        }
        let stack = Node(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0)), children: parts)
        // Grouped sections sit 35 points apart, the first 17 below the top (more with no header);
        // `listSectionSpacing(_:)` scales both.
        let scale = context.environment.listSectionSpacing.map { $0 / 35 } ?? 1
        let top: CGFloat = isGrouped ? (section.header == nil ? 35 : 17) * scale : 0
        let bottom: CGFloat = isGrouped ? 18 * scale : 0
        return Node(.padding(EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)), children: [stack])
    }

    /// A row with the list's insets and minimum height; a deletable row keeps its marker outside,
    /// so swiping finds the whole row. In a list with a selection a tagged row is a button that
    /// selects its tag, grey while selected; a row whose tag is of another type (a `ForEach`'s
    /// identifier where the selection is the element) is left to the links inside it.
    private static func rowNode(_ row: Node, fill: Node?, selection: ListSelection?, in context: ResolveContext) -> Node {
        if row.kind.is(DeletableNode.self), let inner = row.children.first {
            return Node(row.kind, children: [rowNode(inner, fill: fill, selection: selection, in: context)])
        }
        let padded = Node(.padding(row.rowInsets ?? EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)), children: [row])
        var cell = Node(.flexibleFrame(FlexibleFrameNode(maxWidth: .infinity, minHeight: 44, alignment: .leading)), children: [padded])
        var highlight: Node?
        if let selection, let tag = row.tag, selection.accepts(tag) {
            let action = context.registerTap { _ = selection.select(tag) }
            cell = Node(.button(ButtonNode(action: action, isEnabled: context.environment.isEnabled, role: nil)), children: [cell])
            if selection.contains(tag) {
                highlight = Node(.shape(ShapeNode(shape: .rectangle, fill: Color(.systemGray4), stroke: nil, lineWidth: 0)))
            }
        }
        guard let background = highlight ?? row.rowBackground ?? fill else { return cell }
        return Node(.background(.center), children: [cell, background])
    }
}

extension List {
    /// Creates a list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension Node {
    /// The background `listRowBackground(_:)` gave the row, behind its whole cell.
    var rowBackground: Node? { layoutValue(for: ListRowBackgroundKey.self) }

    /// The insets `listRowInsets(_:)` gave the row, in place of the list's.
    var rowInsets: EdgeInsets? { layoutValue(for: ListRowInsetsKey.self) }

    /// Whether the row asked for no separator below it.
    var hidesSeparator: Bool {
        var node = self
        while true {
            if let hidden = node.kind.as(ListRowSeparatorNode.self)?.isHidden { return hidden }
            guard node.children.count == 1, let child = node.children.first else { return false }
            node = child
        }
    }
}

/// A look for a list.
///
/// ```swift
/// List { Text("a") }.listStyle(.plain)
/// ```
public protocol ListStyle: Sendable {
    /// How the list draws.
    var kind: ListStyleKind { get }
}

/// Rows edge to edge on white: `.plain`.
///
/// ```swift
/// List { … }.listStyle(PlainListStyle())
/// ```
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// ``ListStyleKind/plain``.
    public var kind: ListStyleKind { .plain }
}

/// Rows on a rounded card over a grey background, the iOS default: `.insetGrouped`.
///
/// ```swift
/// List { … }.listStyle(InsetGroupedListStyle())
/// ```
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// ``ListStyleKind/insetGrouped``.
    public var kind: ListStyleKind { .insetGrouped }
}

/// White rows running edge to edge over a grey background: `.grouped`.
///
/// ```swift
/// List { … }.listStyle(GroupedListStyle())
/// ```
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// ``ListStyleKind/grouped``.
    public var kind: ListStyleKind { .grouped }
}

/// Rows inset from the screen's edges on white: `.inset`.
///
/// ```swift
/// List { … }.listStyle(InsetListStyle())
/// ```
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// ``ListStyleKind/inset``.
    public var kind: ListStyleKind { .inset }
}

/// The platform's default, `.insetGrouped` on a phone: `.automatic`.
///
/// ```swift
/// List { … }.listStyle(DefaultListStyle())
/// ```
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// ``ListStyleKind/insetGrouped``.
    public var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on white.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows on a rounded card over a grey background (the iOS default).
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// White rows edge to edge over a grey background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on white.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: `.insetGrouped`.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Whether something is shown.
///
/// ```swift
/// Text("Row").listRowSeparator(.hidden)
/// ```
public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// `automatic` and `visible` show it; `hidden` hides it.
    case automatic, visible, hidden
}

extension View {
    /// Sets the look of the lists inside the view.
    ///
    /// ```swift
    /// List { Text("a") }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.listStyle = style.kind })
    }

    /// Insets the row's content by `insets` from the edges of its cell, in place of the list's
    /// 11 points above and below and 16 on the sides; `nil` keeps the list's.
    ///
    /// ```swift
    /// MemoView(memo: memo).listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(WrappingModifier(kind: .layoutValue(LayoutValueNode(key: ListRowInsetsKey.self, value: insets?.sanitized))))
    }

    /// Shows `count` at the trailing end of a list row, as iOS does for unread counts; 0 shows
    /// nothing. Outside a list there is nothing to show it on, and the view is unchanged.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").badge(3)
    /// ```
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(String(count)))
    }

    /// Shows `label` at the trailing end of a list row; `nil` shows nothing.
    ///
    /// ```swift
    /// Text("Updates").badge(Text("New"))
    /// ```
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// Draws `view` behind the row's whole cell, in place of the list's white.
    ///
    /// ```swift
    /// MemoView(memo: memo).listRowBackground(Color.clear)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(RowBackgroundModifier(background: view))
    }
}

/// Where a row keeps the insets `listRowInsets(_:)` gave it, for the list to use.
private enum ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// Where a row keeps the background `listRowBackground(_:)` gave it, for the list to draw.
private struct ListRowBackgroundKey: LayoutValueKey {
    static let defaultValue: Node? = nil
}

private struct RowBackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    let background: Background?

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        guard let background else { return nodes }
        let node = try context.with { $0.stackAxis = nil }.resolveSingle(background)
        let value = LayoutValueNode(key: ListRowBackgroundKey.self, value: node)
        return nodes.map { Node(.layoutValue(value), children: [$0]) }
    }
}

/// The look of a list.
///
/// ```swift
/// try List { Text("a") }.listStyle(.plain).node().kind.as(ListNode.self)?.style == .plain   // true
/// ```
public enum ListStyleKind: String, Equatable, Sendable, Codable {
    /// Rows edge to edge on white; on a rounded card over grey; edge to edge over grey; inset
    /// from the edges on white.
    case plain, insetGrouped, grouped, inset
}

/// The node of a `List`: its rows, drawn in its style, inside a scroll view.
struct ListNode: ContentModifierPrimitive {
    var style: ListStyleKind

    static let jsonSchema = [JSONKindSchema("list", fields: ["style"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        let names = ["insetGrouped", "inset", "grouped", "plain"]
        let style = try object["style"].map { try $0.name(of: "list style", among: names) }
        return .list(style.flatMap(ListStyleKind.init(rawValue:)) ?? .insetGrouped)
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("list", style == .insetGrouped ? [] : [JSONField("style", .string(style.rawValue))])
    }

    var summary: String { "List(style: \(style.rawValue))" }

    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { nil }

    /// A list draws its rows.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

/// Puts a badge at the trailing end of each list row it modifies.
private struct BadgeModifier: ViewModifier, PrimitiveModifier {
    let label: Text?

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        guard let label, context.environment.isInListRow else { return nodes }
        return try nodes.map { node in
            try context.with { $0.stackAxis = .horizontal }.resolveSingle(
                HStack {
                    ResolvedNodesView(nodes: [node])
                    Spacer(minLength: 8)
                    label.foregroundStyle(.gray)
                })
        }
    }
}

extension ListNode {
    /// Named in accessibility paths, as a container is, though it holds one view.
    var accessibilityPathName: String? { summaryName }
}

extension Node.Kind {
    /// A list in the given style; the child holds its rows.
    package static func list(_ style: ListStyleKind) -> Self { Self(ListNode(style: style)) }
}
