import Foundation

/// Two or three columns where a selection in one shows the next, drawn as iOS draws it on an
/// iPhone: collapsed into one navigation stack.
///
/// The sidebar is the stack's root screen. The next column (the content, or the detail of a
/// two-column view) is pushed over it while a `List(selection:)` in the sidebar has a selection,
/// or while `preferredCompactColumn` names it or a later column; its back button, titled with
/// the sidebar's title, clears the selection and sets `preferredCompactColumn` back. A
/// `NavigationLink(value:)` in such a list selects its value, so a tap pushes the next column.
/// The content column shows the detail the same way. `columnVisibility` and the styles and
/// widths of columns are accepted: a phone shows one column.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folderID) { Text($0.name) }
///         .navigationTitle("Folders")
/// } detail: {
///     if let folderID { FolderView(id: folderID) } else { Text("Pick a folder") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// The stack the columns collapse into, the sidebar at its root.
    public var body: some View {
        NavigationStack {
            if let content {
                SplitViewColumnScreen(column: sidebar, shownColumn: .content, preferred: preferredCompactColumn) {
                    SplitViewColumnScreen(column: content, shownColumn: .detail, preferred: preferredCompactColumn) { detail }
                }
            } else {
                SplitViewColumnScreen(column: sidebar, shownColumn: .detail, preferred: preferredCompactColumn) { detail }
            }
        }
    }
}

extension NavigationSplitView {
    /// Creates a three-column view: `sidebar`, then `content`, then `detail`.
    ///
    /// ```swift
    /// NavigationSplitView { Sidebar() } content: { Folder() } detail: { Memo() }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a three-column view whose leading columns' visibility `columnVisibility` holds;
    /// accepted, as a phone shows one column.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } content: { Folder() } detail: { Memo() }
    /// ```
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a three-column view whose collapsed stack shows the columns up to
    /// `preferredCompactColumn`.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { … } content: { … } detail: { … }
    /// ```
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column view: `sidebar`, then `detail`.
    ///
    /// ```swift
    /// NavigationSplitView { List(folders, selection: $id) { Text($0.name) } } detail: { Detail(id) }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column view whose sidebar's visibility `columnVisibility` holds; accepted,
    /// as a phone shows one column.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
    /// ```
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column view whose collapsed stack shows the detail while
    /// `preferredCompactColumn` is `.detail`.
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
    /// ```
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a two-column view with both bindings; `columnVisibility` is accepted.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
    /// ```
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

/// A column of a `NavigationSplitView`, as `preferredCompactColumn` names the one on top of the
/// collapsed stack.
///
/// ```swift
/// @State private var column = NavigationSplitViewColumn.detail
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let order: Int

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(order: 0)
    /// The middle column of a three-column view.
    public static let content = NavigationSplitViewColumn(order: 1)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(order: 2)

    /// Whether the stack shows `column` when this column is preferred: every column up to this one.
    func reaches(_ column: NavigationSplitViewColumn) -> Bool {
        order >= column.order
    }

    /// The column before `column` in the stack.
    static func before(_ column: NavigationSplitViewColumn) -> NavigationSplitViewColumn {
        NavigationSplitViewColumn(order: max(column.order - 1, 0))
    }
}

/// Which leading columns of a `NavigationSplitView` are shown in regular width; accepted, as a
/// phone shows one column.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// ```
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String

    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and the detail.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a `NavigationSplitView` sizes its columns in regular width; accepted, as a phone shows
/// one column.
///
/// ```swift
/// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.balanced)
/// ```
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's split view style.
///
/// ```swift
/// .navigationSplitViewStyle(AutomaticNavigationSplitViewStyle())
/// ```
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// Leading columns beside the detail, which narrows to make room.
///
/// ```swift
/// .navigationSplitViewStyle(BalancedNavigationSplitViewStyle())
/// ```
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// Leading columns over the detail, which keeps its size.
///
/// ```swift
/// .navigationSplitViewStyle(ProminentDetailNavigationSplitViewStyle())
/// ```
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside a narrowed detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// Leading columns over a detail that keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets how the split views inside size their columns; a phone shows one column, so this
    /// changes nothing.
    ///
    /// ```swift
    /// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.prominentDetail)
    /// ```
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// Sets the width of the split view column the view is; a phone shows one column, full
    /// width, so this changes nothing.
    ///
    /// ```swift
    /// List { … }.navigationSplitViewColumnWidth(240)
    /// ```
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// Sets the least, ideal and greatest widths of the split view column the view is;
    /// accepted, as `navigationSplitViewColumnWidth(_:)` is.
    ///
    /// ```swift
    /// List { … }.navigationSplitViewColumnWidth(min: 180, ideal: 240, max: 320)
    /// ```
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}

/// A column as a screen of the collapsed stack: the column, with the next column pushed over it
/// while the column's list has a selection or the preferred column reaches the next one.
private struct SplitViewColumnScreen<Column: View, Next: View>: View, PrimitiveView {
    let column: Column
    let shownColumn: NavigationSplitViewColumn
    let preferred: Binding<NavigationSplitViewColumn>?
    let next: Next

    init(
        column: Column, shownColumn: NavigationSplitViewColumn, preferred: Binding<NavigationSplitViewColumn>?,
        @ViewBuilder next: () -> Next
    ) {
        self.column = column
        self.shownColumn = shownColumn
        self.preferred = preferred
        self.next = next()
    }

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let tracker = SplitViewColumnSelection()
        let nodes = try context.with { $0.setObject(tracker, of: SplitViewColumnSelection.self) }.resolve(column)
        let selection = tracker.selection
        let isPreferred = preferred?.wrappedValue.reaches(shownColumn) ?? false
        if isPreferred || selection.map({ !$0.isEmpty() }) ?? false {
            let captured = UncheckedBox((selection: selection, preferred: preferred))
            let shownColumn = shownColumn
            let screen = PresentedScreen(identity: context.identity, view: AnyView(next)) {
                captured.value.selection?.clear()
                if let binding = captured.value.preferred, binding.wrappedValue.reaches(shownColumn) {
                    binding.wrappedValue = .before(shownColumn)
                }
            }
            context.updateNavigationBar { $0.presented.append(screen) }
        }
        return nodes
    }
}

/// The selection of the first `List(selection:)` in a split view's column, which shows the
/// next column while it holds something.
final class SplitViewColumnSelection {
    var selection: ListSelection?
}
