import Foundation

/// A navigation container: a bar with the screen's title, toolbar items and search field, over
/// the screen's content, as on iOS.
///
/// The root (or the last pushed screen) provides the bar's contents with `navigationTitle(_:)`,
/// `toolbar(content:)` and `searchable(text:placement:prompt:)`. With a `path`, the screen for the
/// last element is shown, built by the `navigationDestination(for:destination:)` the root
/// declares, with a back button that pops it.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(memos) { MemoView(memo: $0) } }
///         .navigationTitle("메모")
///         .toolbar { Button("추가하기") { add() } }
///         .searchable(text: $query, prompt: "메모를 검색해보세요.")
/// }
/// ```
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    let path: AnyNavigationPath?

    /// Creates a navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack whose pushed screens are the elements of `path`.
    public init<Element: Hashable & Sendable>(path: Binding<[Element]>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = AnyNavigationPath(path)
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let session = context.session
        let inherited = session.pendingBarUpdates.filter { !$0.isTaken }
        session.pendingBarUpdates = []
        let rootBar = NavigationBarPreferences()
        session.navigationBars.append(rootBar)
        let rootNodes = try context.resolve(root)
        session.navigationBars.removeLast()
        for pending in inherited { try pending.apply(to: rootBar) }

        var screenNodes = rootNodes
        var bar = rootBar
        var backTitle: String?
        if let path, let last = path.elements.last {
            let pushedBar = NavigationBarPreferences()
            session.navigationBars.append(pushedBar)
            defer { session.navigationBars.removeLast() }
            let destination = rootBar.destinations.lazy.compactMap { $0(last) }.first
            screenNodes = try destination.map { try context.resolve($0) } ?? []
            backTitle = path.elements.count > 1 ? "Back" : (rootBar.title ?? "Back")
            bar = pushedBar
            bar.isInline = true
        }
        let barView = NavigationBar(preferences: bar, backTitle: backTitle, pop: path?.pop)
        let screen = VStack(alignment: .leading, spacing: 0) {
            barView
            ResolvedNodesView(nodes: screenNodes)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let content = try context.resolveSingle(screen)
        return [Node(.navigationStack(title: bar.title), children: [content])]
    }
}

/// A path of pushed values, type-erased.
struct AnyNavigationPath {
    let elements: [AnyHashable]
    let pop: @MainActor () -> Void

    init<Element: Hashable & Sendable>(_ binding: Binding<[Element]>) {
        elements = binding.wrappedValue.map(AnyHashable.init)
        pop = {
            var path = binding.wrappedValue
            if !path.isEmpty { path.removeLast() }
            binding.wrappedValue = path
        }
    }
}

/// What the screen inside a navigation stack asks its bar to show.
final class NavigationBarPreferences {
    var title: String?
    var isInline = false
    var leadingItems: [Node] = []
    var trailingItems: [Node] = []
    var principalItems: [Node] = []
    var searchField: Node?
    var destinations: [(AnyHashable) -> AnyView?] = []
}

/// The bar: a 44-point row of items (with the back button and, when inline, the title), the large
/// title below it, then the search field.
private struct NavigationBar: View {
    let preferences: NavigationBarPreferences
    let backTitle: String?
    let pop: (@MainActor () -> Void)?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                if let backTitle, let pop {
                    Button(action: pop) {
                        HStack(spacing: 4) {
                            Image(systemName: "chevron.left")
                            Text(backTitle)
                        }
                    }
                }
                ResolvedNodesView(nodes: preferences.leadingItems)
                Spacer(minLength: 0)
                if preferences.isInline, let title = preferences.title {
                    Text(title).font(.headline).lineLimit(1)
                    Spacer(minLength: 0)
                }
                ResolvedNodesView(nodes: preferences.principalItems)
                ResolvedNodesView(nodes: preferences.trailingItems)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44)
            if !preferences.isInline, let title = preferences.title {
                Text(title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, minHeight: 48, alignment: .leading)
            }
            if let searchField = preferences.searchField {
                ResolvedNodesView(nodes: [searchField])
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
        }
    }
}
