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

    /// Creates a list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let style = context.environment.listStyle
        let rows = try context.with {
            $0.stackAxis = .vertical
            $0.isInListRow = true
        }.resolve(content)
        var children: [Node] = []
        for (index, row) in rows.enumerated() {
            children.append(Self.rowNode(row))
            if index < rows.count - 1, !row.hidesSeparator {
                children.append(try context.resolveSingle(Divider().padding(.leading, 16)))
            }
        }
        let stack = Node(.stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0)), children: children)
        let body: Node
        switch style {
        case .plain:
            body = stack
        case .insetGrouped, .inset, .grouped:
            let card = Node(
                .background(.center),
                children: [
                    stack, Node(.shape(ShapeNode(shape: .roundedRectangle(cornerRadius: 10), fill: .white, stroke: nil, lineWidth: 0))),
                ])
            body = Node(.padding(EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)), children: [card])
        }
        let scroll = Node(
            .scroll(.vertical),
            children: [
                Node(.flexibleFrame(FlexibleFrameNode(maxWidth: .infinity, alignment: .top)), children: [body])
            ])
        guard style != .plain else { return [Node(.list(style), children: [scroll])] }
        let background = Color(red: 0.949, green: 0.949, blue: 0.969)
        let decorated = Node(
            .background(.center),
            children: [scroll, Node(.shape(ShapeNode(shape: .rectangle, fill: background, stroke: nil, lineWidth: 0)))])
        return [Node(.list(style), children: [decorated])]
    }

    /// A row with the list's insets and minimum height; a deletable row keeps its marker outside,
    /// so swiping finds the whole row.
    private static func rowNode(_ row: Node) -> Node {
        if case .deletable = row.kind, let inner = row.children.first {
            return Node(row.kind, children: [rowNode(inner)])
        }
        let padded = Node(.padding(EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)), children: [row])
        return Node(.flexibleFrame(FlexibleFrameNode(maxWidth: .infinity, minHeight: 44, alignment: .leading)), children: [padded])
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
    /// Whether the row asked for no separator below it.
    var hidesSeparator: Bool {
        var node = self
        while true {
            if case .listRowSeparator(let hidden) = node.kind { return hidden }
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
public struct ListStyle: Hashable, Sendable {
    let kind: ListStyleKind
    /// Rows edge to edge on white.
    public static let plain = ListStyle(kind: .plain)
    /// Rows on a rounded card over a grey background (the iOS default).
    public static let insetGrouped = ListStyle(kind: .insetGrouped)
    /// Rows on a card, as `.insetGrouped`.
    public static let grouped = ListStyle(kind: .grouped)
    /// Rows inset from the edges, as `.insetGrouped`.
    public static let inset = ListStyle(kind: .inset)
    /// The platform's default: `.insetGrouped`.
    public static let automatic = ListStyle(kind: .insetGrouped)
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
    public func listStyle(_ style: ListStyle) -> some View {
        modifier(EnvironmentModifier { $0.listStyle = style.kind })
    }

    /// Shows or hides the separator below this list row.
    ///
    /// ```swift
    /// MemoView(memo: memo).listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        modifier(WrappingModifier(kind: .listRowSeparator(hidden: visibility == .hidden)))
    }
}
