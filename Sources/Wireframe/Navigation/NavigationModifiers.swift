import Foundation

/// Sets a preference on the bar of the nearest enclosing navigation stack, after resolving the
/// content, so the modifier closest to the stack wins.
struct NavigationBarModifier: ViewModifier, PrimitiveModifier {
    /// Whether a `NavigationStack` the modifier is applied to takes it for its root screen's bar,
    /// as `.searchable` on the stack itself does in SwiftUI.
    var reachesEnclosedStack = false
    let update: @MainActor (NavigationBarPreferences, ResolveContext) throws -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let update = self.update
        guard reachesEnclosedStack else {
            let nodes = try content(context)
            context.updateNavigationBar { try update($0, context) }
            return nodes
        }
        let pending = PendingBarUpdate(context: context, update: update)
        var inner = context
        inner.environment.addPendingBarUpdate(pending)
        let nodes = try content(inner)
        if !pending.isTaken { context.updateNavigationBar { try update($0, context) } }
        return nodes
    }
}

/// Whether views are resolved as the content of `toolbar(content:)`, where a ``ToolbarItem``
/// goes to its placement instead of where it stands.
private struct IsToolbarContentKey: EnvironmentKey {
    static let defaultValue = false
}

/// The items of the toolbar being resolved, with their placements, in order.
private struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [(ToolbarItemPlacement, [Node])] { [] }

    static func reduce(value: inout [(ToolbarItemPlacement, [Node])], nextValue: () -> [(ToolbarItemPlacement, [Node])]) {
        value += nextValue()
    }
}

/// A bar preference waiting for the `NavigationStack` it was applied to.
final class PendingBarUpdate {
    let context: ResolveContext
    let update: @MainActor (NavigationBarPreferences, ResolveContext) throws -> Void
    private(set) var isTaken = false

    init(context: ResolveContext, update: @escaping @MainActor (NavigationBarPreferences, ResolveContext) throws -> Void) {
        self.context = context
        self.update = update
    }

    /// Applies the preference to `bar`, once.
    @MainActor
    func apply(to bar: NavigationBarPreferences) throws {
        isTaken = true
        try update(bar, context)
    }
}

/// Where a toolbar item goes.
///
/// ```swift
/// ToolbarItem(placement: .topBarLeading) { Button("편집") {} }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice: the trailing end of the bar.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The leading end of the bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end of the bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading end of the bar, as ``topBarLeading``.
    public static let navigationBarLeading = topBarLeading
    /// The trailing end of the bar, as ``topBarTrailing``.
    public static let navigationBarTrailing = topBarTrailing
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The action the screen is for: the trailing end of the bar.
    public static let primaryAction = topBarTrailing
    /// A button that cancels: the leading end of the bar.
    public static let cancellationAction = topBarLeading
    /// A button that confirms: the trailing end of the bar.
    public static let confirmationAction = topBarTrailing
    /// Navigation to another part of the app: the leading end of the bar, where iOS puts it.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The toolbar at the bottom of the screen. Drawn in the trailing end of the navigation bar:
    /// the renderers draw no bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The bar above the on-screen keyboard. A rendered screen draws no keyboard, so items placed
    /// there are not drawn, as iOS hides them while the keyboard is down.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A view placed in the navigation bar by `toolbar(content:)`.
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("추가하기") { add() } } }
/// ```
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates an item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let nodes = try context.resolve(content)
        guard context.environment[IsToolbarContentKey.self] else { return nodes }
        var values = PreferenceValues()
        values[ToolbarItemsKey.self] = [(placement, nodes)]
        context.publish(values)
        return []
    }
}

/// Several views placed together in the navigation bar by `toolbar(content:)`.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .topBarTrailing) {
///         Button("편집") {}
///         Button("추가하기") {}
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The views as one item at the placement, side by side.
    public var body: some View {
        ToolbarItem(placement: placement) { content }
    }
}

/// Where a search field goes; the renderers always draw it below the title.
///
/// ```swift
/// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When the search field in the navigation bar drawer shows.
    ///
    /// ```swift
    /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
    /// ```
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown when the platform chooses, or always; the renderers always show it.
        case automatic, always
    }
    let name: String
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The drawer below the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The drawer below the navigation bar's title.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }
}

/// How a navigation title shows.
///
/// ```swift
/// .navigationBarTitleDisplayMode(.inline)
/// ```
public enum NavigationBarItemTitleDisplayMode: Hashable, Sendable {
    /// Large below the bar (`automatic` and `large`) or small in the bar (`inline`).
    case automatic, inline, large
}

extension View {
    /// Sets the title of the navigation bar this view's screen is shown in.
    ///
    /// ```swift
    /// List { … }.navigationTitle("메모")
    /// ```
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modifier(NavigationBarModifier { bar, _ in bar.title = title })
    }

    /// Sets the title of the navigation bar to the characters of `title`.
    ///
    /// ```swift
    /// List { … }.navigationTitle(Text("메모"))
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier { bar, context in bar.title = title.plainString(at: context.environment.renderDate) })
    }

    /// Sets the title of the navigation bar to the text of `titleKey`, as `Text` reads a key:
    /// interpolations formatted (dates with a style among them), inline Markdown read.
    ///
    /// ```swift
    /// HistoryView(history: history).navigationTitle("\(history.date, style: .date)")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Hides the back button of the navigation bar while this view is on the top screen, as on
    /// iOS; `dismiss` and the path still pop it.
    ///
    /// ```swift
    /// RecordMeetingView(store: store).navigationBarBackButtonHidden(true)
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarModifier { bar, _ in bar.isBackButtonHidden = hidesBackButton })
    }

    /// Sets whether the title shows large below the bar or inline in it.
    ///
    /// ```swift
    /// EditorView().navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View {
        modifier(NavigationBarModifier { bar, _ in bar.isInline = mode == .inline })
    }

    /// Puts the items `content` builds in the navigation bar; plain views go to the trailing end.
    ///
    /// ```swift
    /// .toolbar { Button("추가하기") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(
            NavigationBarModifier { bar, context in
                let toolbarContext = context.with {
                    $0.stackAxis = .horizontal
                    $0[IsToolbarContentKey.self] = true
                }
                var (loose, preferences) = try toolbarContext.collectingPreferences { try toolbarContext.resolve(items) }
                let placedItems = preferences.value(of: ToolbarItemsKey.self)
                preferences[ToolbarItemsKey.self] = nil
                context.publish(preferences.leavingNavigationBar())
                for (placement, nodes) in placedItems {
                    switch placement {
                    case .topBarLeading, .navigation: bar.leadingItems += nodes
                    case .principal: bar.principalItems += nodes
                    case .keyboard: break
                    default: bar.trailingItems += nodes
                    }
                }
                bar.trailingItems += loose
            })
    }

    /// Adds a search field to the navigation bar, bound to `text`.
    ///
    /// ```swift
    /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "메모를 검색해보세요.")
    /// ```
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text: text, prompt: String(prompt), tokens: [])
    }

    /// Adds a search field with the prompt "Search".
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic) -> some View {
        searchable(text: text, placement: placement, prompt: "Search")
    }

    /// Declares the screen a navigation stack's path shows for values of type `data`.
    ///
    /// ```swift
    /// .navigationDestination(for: Memo.ID.self) { id in EditorView(id: id) }
    /// ```
    public func navigationDestination<D: Hashable, Destination: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}

/// Registers the screens a navigation stack's path shows for values of type `Value`.
private struct NavigationDestinationModifier<Value: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    let destination: (Value) -> Destination

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let destination = self.destination
        context.updateNavigationBar { bar in
            bar.destinations.append { value in (value.base as? Value).map { AnyView(destination($0)) } }
        }
        return nodes
    }
}

extension View {
    /// The bar items before and after the title, as SwiftUI's deprecated `navigationBarItems`:
    /// the same as toolbar items at `.topBarLeading` and `.topBarTrailing`.
    ///
    /// ```swift
    /// .navigationBarItems(trailing: Button("Add") { store.send(.addTapped) })
    /// ```
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// The bar item before the title, as SwiftUI's deprecated `navigationBarItems(leading:)`.
    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// The bar item after the title, as SwiftUI's deprecated `navigationBarItems(trailing:)`.
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
