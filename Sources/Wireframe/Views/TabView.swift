import Foundation

/// A view that shows one of several tabs, with iOS's tab bar of their items at the bottom.
///
/// Each child is a tab; `tabItem(_:)` gives it its item in the bar (an icon over a title) and
/// `tag(_:)` the value a `selection` binding holds while it is shown. Without a binding the first
/// tab is shown until another is tapped. A scripted screen switches tabs by tapping an item:
/// `try await host.tap("Settings")`.
///
/// ```swift
/// TabView {
///     MemosView(store: store).tabItem { Label("Memos", systemImage: "note.text") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var shownIndex = 0

    /// Creates a tab view showing the tab tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The shown tab above the tab bar.
    public var body: some View {
        TabViewBody(selection: selection, content: AnyView(content), shownIndex: $shownIndex)
    }
}

extension TabView {
    /// Creates a tab view of iOS 18's ``Tab``s, showing the one whose value `selection` holds;
    /// a tap on an item sets it.
    ///
    /// ```swift
    /// TabView(selection: $selection) {
    ///     Tab("Memos", systemImage: "note.text", value: Section.memos) { MemosView() }
    ///     Tab(value: Section.search, role: .search) { SearchView() }
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that shows its first tab until another is tapped.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension View {
    /// Sets the item this view shows in the tab bar of the `TabView` around it: usually a
    /// `Label`, drawn as an icon over its title.
    ///
    /// ```swift
    /// HomeView().tabItem { Label("Home", systemImage: "house") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}

/// Where a tab keeps its item, for the tab view around it to draw in its bar.
private enum TabItemKey: LayoutValueKey {
    static var defaultValue: AnyView? { nil }
}

private struct TabItemModifier<Item: View>: ViewModifier, PrimitiveModifier {
    let label: Item

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        // The item is drawn by the tab view, in the colour that says whether its tab is shown.
        let item = AnyView(label)
        return try content(context).map { Node(.layoutValue(LayoutValueNode(key: TabItemKey.self, value: item)), children: [$0]) }
    }
}

/// A tab item's label: the icon over a small title, as iOS's tab bar draws it.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.caption2)
        }
    }
}

extension Node {
    /// The item `tabItem(_:)` gave the tab, read through the modifiers around it.
    fileprivate var tabItem: AnyView? { layoutValue(for: TabItemKey.self) }
}

/// The tabs resolved: the shown one over the bar of items.
private struct TabViewBody<SelectionValue: Hashable>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: AnyView
    let shownIndex: Binding<Int>

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let tabs = try context.with { $0.stackAxis = nil }.resolve(content)
        guard !tabs.isEmpty else { return [] }
        let shown: Int
        if let selection {
            shown = tabs.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) } ?? 0
        } else {
            shown = Swift.min(Swift.max(shownIndex.wrappedValue, 0), tabs.count - 1)
        }
        let select: @MainActor (Int) -> Void = { [selection, shownIndex] index in
            shownIndex.wrappedValue = index
            if let selection, let tag = tabs[index].tag?.base as? SelectionValue { selection.wrappedValue = tag }
        }
        if let indexDisplayMode = context.environment[TabViewStyleKey.self].pageIndexDisplayMode {
            let paged = PagedTabViewLayout(
                shown: tabs[shown], pageCount: tabs.count, shownIndex: shown,
                showsIndex: indexDisplayMode.showsIndex(pageCount: tabs.count),
                hasIndexBackground: context.environment[IndexBackgroundKey.self], select: select)
            return try context.resolve(paged)
        }
        let items = tabs.map { $0.tabItem ?? AnyView(EmptyView()) }
        return try context.resolve(TabViewLayout(shown: tabs[shown], items: items, shownIndex: shown, select: select))
    }
}

/// The shown tab filling the screen above a bar of items, the shown one in the accent colour.
private struct TabViewLayout: View {
    let shown: Node
    let items: [AnyView]
    let shownIndex: Int
    let select: @MainActor (Int) -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        VStack(spacing: 0) {
            ResolvedNodesView(nodes: [shown]).frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    item(index)
                }
            }
            .padding(.top, 6)
            // The divider marks the bar on the grid, where a material would draw a box whose
            // bottom border the titles sit on.
            .background(
                CellsOrPoints {
                    Color.clear
                } points: {
                    Rectangle().fill(Material.bar)
                })
        }
    }

    private func item(_ index: Int) -> some View {
        Button {
            select(index)
        } label: {
            items[index]
                .labelStyle(TabItemLabelStyle())
                .foregroundStyle(index == shownIndex ? tint ?? .accentColor : .gray)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
    }
}
