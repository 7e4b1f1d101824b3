import Foundation

/// A tree of views: each element with children is a `DisclosureGroup` whose label is the
/// element's view and whose content is its children, in turn; each element without is the view
/// alone, as SwiftUI's `OutlineGroup`.
///
/// The groups start collapsed, as on iOS, and a tap on a group's label expands it. The children
/// of an expanded group are drawn below it, indented by 20 points. A `nil` children value makes
/// a leaf; an empty array a group that opens on nothing, as an empty folder does.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id: String
///     var children: [FileItem]?
/// }
/// OutlineGroup(folders, children: \.children) { item in
///     Label(item.id, systemImage: item.children == nil ? "doc" : "folder")
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    private let roots: [Data.Element]
    private let id: KeyPath<Data.Element, ID>
    private let children: KeyPath<Data.Element, Data?>
    private let content: (Data.Element) -> Leaf

    /// The roots, each a group or a leaf.
    public var body: some View {
        ForEach(roots, id: id) { element in
            OutlineNode(element: element, id: id, children: children, content: content)
        }
    }
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a group of the elements of `data` and, below each, the elements at `children`.
    ///
    /// ```swift
    /// OutlineGroup(folders, children: \.children) { Text($0.name) }
    /// ```
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// Creates a group of `root` and, below it, the elements at `children`.
    ///
    /// ```swift
    /// OutlineGroup(home, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates a group of the elements of `data`, identified by `id`, and the elements at
    /// `children` below each.
    ///
    /// ```swift
    /// OutlineGroup(paths, id: \.self, children: \.subpaths) { Text($0.name) }
    /// ```
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// Creates a group of `root`, identified by `id`, and the elements at `children` below it.
    ///
    /// ```swift
    /// OutlineGroup(home, id: \.path, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}

/// The children of a group of an `OutlineGroup`, each a group or a leaf in turn.
///
/// ```swift
/// let subgroup: DisclosureGroup<Text, OutlineSubgroupChildren>
/// ```
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    /// The children, indented.
    public var body: some View {
        children
    }
}

/// One element of an outline: a disclosure group over its children, or its view alone.
private struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let elements = element[keyPath: children] {
            DisclosureGroup {
                OutlineSubgroupChildren(children: AnyView(subtree(Array(elements))))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }

    private func subtree(_ elements: [Data.Element]) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(elements, id: id) { element in
                OutlineNode(element: element, id: id, children: children, content: content)
            }
        }
        .padding(.leading, 20)
    }
}

extension List {
    /// Creates a hierarchical list: a row for each element of `data`, each with children a
    /// disclosure group that shows its children below it when expanded, as `OutlineGroup`.
    ///
    /// ```swift
    /// List(folders, children: \.children) { Label($0.name, systemImage: "folder") }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Data.Element: Identifiable,
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list of `data`, identified by `id`.
    ///
    /// ```swift
    /// List(paths, id: \.self, children: \.subpaths) { Text($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
