import Foundation

/// A tab of a ``TabView``, with its content and the item its tab bar shows, as iOS 18's `Tab`.
///
/// A tab draws exactly as its content with `tabItem(_:)` and, when it has a value, `tag(_:)`:
/// the bar shows its label, an icon over a title, and a `TabView(selection:)` shows the tab
/// whose value its binding holds. A ``TabSection``'s tabs join the bar in order, as on an iPhone.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Memos", systemImage: "note.text", value: .memos) { MemosView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
///     Tab(value: .search, role: .search) { SearchView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    private init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }

    /// The content, with its item in the bar and its value as its tag.
    @ViewBuilder public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab {
    /// Creates a tab that the tab view shows while its selection is `value`, with a label of
    /// your own.
    ///
    /// ```swift
    /// Tab(value: 2) { InboxView() } label: { Label("Inbox", systemImage: "tray") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selection value that shows the tab.
    ///   - content: The tab's content.
    ///   - label: The tab's item in the bar.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }

    /// Creates a tab with a label of your own and no value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never {
        self.init(value: nil, content: content(), label: label())
    }

    /// Creates a tab that the tab view shows while its selection is `value`, with an empty item.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, content: content(), label: EmptyView())
    }

    /// Creates a tab with an empty item and no value.
    public init(@ViewBuilder content: () -> Content) where Value == Never, Label == EmptyView {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab whose item is a title under an SF Symbol.
    ///
    /// ```swift
    /// Tab("Home", systemImage: "house") { HomeView() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The item's title.
    ///   - systemImage: The name of the item's SF Symbol.
    ///   - content: The tab's content.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.init(value: nil, content: content(), label: DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)))
    }

    /// Creates a tab whose item is a title under an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.init(value: nil, content: content(), label: DefaultTabLabel(Text(title), Image(systemName: systemImage)))
    }

    /// Creates a tab whose item is a title under an image of the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.init(value: nil, content: content(), label: DefaultTabLabel(Text(titleKey), Image(image)))
    }

    /// Creates a tab whose item is a title under an image of the asset catalogue.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.init(value: nil, content: content(), label: DefaultTabLabel(Text(title), Image(image)))
    }

    /// Creates a tab that the tab view shows while its selection is `value`, whose item is a
    /// title under an SF Symbol.
    ///
    /// ```swift
    /// Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) { InboxView() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)))
    }

    /// Creates a tab that the tab view shows while its selection is `value`, whose item is a
    /// title under an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(Text(title), Image(systemName: systemImage)))
    }

    /// Creates a tab that the tab view shows while its selection is `value`, whose item is a
    /// title under an image of the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(Text(titleKey), Image(image)))
    }

    /// Creates a tab that the tab view shows while its selection is `value`, whose item is a
    /// title under an image of the asset catalogue.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(Text(title), Image(image)))
    }

    /// Creates a tab with a role; its title and symbol are those given, whatever the role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
    where Value == Never {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// Creates a tab with a value and a role; its title and symbol are those given, whatever the role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// Creates a tab with a value and a role whose item is a title under an image of the asset
    /// catalogue, whatever the role.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, value: value, content: content)
    }

    /// Creates a tab whose item comes from its role: for ``TabRole/search``, "Search" under a
    /// magnifying glass; for no role, an empty item.
    ///
    /// ```swift
    /// Tab(value: Section.search, role: .search) { SearchView() }
    /// ```
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(role: role))
    }

    /// Creates a tab without a value whose item comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never {
        self.init(value: nil, content: content(), label: DefaultTabLabel(role: role))
    }
}

/// The purpose of a ``Tab``, which gives a tab without a title its item.
///
/// ```swift
/// Tab(value: 3, role: .search) { SearchView() }
/// ```
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// The tab that searches: its item is "Search" under a magnifying glass.
    public static var search: TabRole { TabRole(name: "search") }
}

/// The item of a ``Tab`` made from a title and an image, or from its role: an icon over a title
/// in the tab bar.
public struct DefaultTabLabel: View {
    private let title: Text?
    private let icon: Image?

    init(_ title: Text, _ icon: Image) {
        self.title = title
        self.icon = icon
    }

    init(role: TabRole?) {
        let isSearch = role == .search
        title = isSearch ? Text("Search") : nil
        icon = isSearch ? Image(systemName: "magnifyingglass") : nil
    }

    /// The icon over the title, or nothing.
    @ViewBuilder public var body: some View {
        if let title, let icon {
            Label {
                title
            } icon: {
                icon
            }
        }
    }
}
