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
        self.init(root: root(), path: nil)
    }

    /// Creates a navigation stack whose pushed screens are the elements of `path`.
    public init<Element: Hashable & Sendable>(path: Binding<[Element]>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: AnyNavigationPath(path))
    }

    init(root: Root, path: AnyNavigationPath?) {
        self.root = root
        self.path = path
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in outerContext: ResolveContext) throws -> [Node] {
        let inherited = outerContext.environment.pendingBarUpdates.filter { !$0.isTaken }
        let state = outerContext.session.graph.storage(at: outerContext.identity.appending(slot: 0)) { NavigationStackState() }
        state.path = path
        var context = outerContext
        context.environment.enterNavigationStack(state)

        let rootBar = NavigationBarPreferences()
        let rootNodes = try context.child(at: 0).resolveScreen(into: rootBar) { try $0.resolve(root) }
        for pending in inherited { try pending.apply(to: rootBar) }

        // Each pushed screen is resolved in turn, so the links and destinations it declares
        // serve the screens above it; the last one is shown.
        var screenNodes = rootNodes
        var bars = [rootBar]
        let screens = state.screens
        for (index, screen) in screens.enumerated() {
            let bar = NavigationBarPreferences()
            bar.isInline = true
            var screenContext = context.child(at: index + 1)
            screenContext.environment.dismiss = DismissAction { state.pop(to: index) }
            screenContext.environment.isPresented = true
            screenNodes = try screenContext.resolveScreen(into: bar) { try Self.resolve(screen, below: bars, in: $0) }
            bars.append(bar)
        }
        // Then the screens bindings present (`navigationDestination(isPresented:)`,
        // `NavigationLink(isActive:)`), in the order the screens below declare them; popping one
        // sets its binding back.
        var pop: @MainActor () -> Void = { state.pop(to: screens.count - 1) }
        var presented = bars.flatMap(\.presented)
        var next = 0
        while next < presented.count, next < Self.maximumPresentedScreens {
            let screen = presented[next]
            next += 1
            let bar = NavigationBarPreferences()
            bar.isInline = true
            var screenContext = context.child(id: screen.identity)
            screenContext.environment.dismiss = DismissAction(screen.dismiss)
            screenContext.environment.isPresented = true
            screenNodes = try screenContext.resolveScreen(into: bar) { try $0.resolveShowingErrors(screen.view) }
            bars.append(bar)
            presented += bar.presented
            pop = screen.dismiss
        }
        let bar = bars[bars.count - 1]
        let backTitle = bars.count > 1 && !bar.isBackButtonHidden ? (bars[bars.count - 2].title ?? "Back") : nil
        let barView = NavigationBar(preferences: bar, backTitle: backTitle, pop: pop)
        let screen = VStack(alignment: .leading, spacing: 0) {
            if bar.visibility != .hidden { barView }
            // iOS lists the suggestions over the screen while a search is under way.
            ResolvedNodesView(nodes: bar.isSearching ? bar.searchSuggestions.map { [$0] } ?? screenNodes : screenNodes)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let content = try outerContext.resolveSingle(screen)
        return [Node(.navigationStack(title: bar.title), children: [content])]
    }

    /// The most screens bindings may push at once: a screen that presents itself again stops here.
    static var maximumPresentedScreens: Int { 32 }

    /// The nodes of a pushed screen: the link's destination as the screens below now declare it,
    /// or the view a destination for the value builds. A screen that cannot be built says why in
    /// its place.
    private static func resolve(_ screen: PushedScreen, below bars: [NavigationBarPreferences], in context: ResolveContext) throws
        -> [Node]
    {
        let destination: AnyView
        switch screen {
        case .link(let identity, let captured):
            destination = bars.lazy.compactMap { $0.links[identity] }.last ?? captured
        case .value(let value):
            guard let made = bars.lazy.flatMap(\.destinations).compactMap({ $0(value) }).first else {
                let message = "no navigationDestination(for: \(type(of: value.base)).self) declares a screen for \(value.base)"
                LayoutWarnings.report(message)
                return try context.resolve(Text(message).foregroundStyle(.red).padding())
            }
            destination = made
        }
        return try context.resolveShowingErrors(destination)
    }
}

/// A path of pushed values, type-erased.
struct AnyNavigationPath {
    let elements: [AnyHashable]
    let pop: (_ count: Int) -> Void
    /// Appends `value` when it is of the path's element type, and reports whether it was.
    let append: (AnyHashable) -> Bool

    init<Element: Hashable & Sendable>(_ binding: Binding<[Element]>) {
        elements = binding.wrappedValue.map(AnyHashable.init)
        pop = { count in
            var path = binding.wrappedValue
            path.removeLast(min(count, path.count))
            binding.wrappedValue = path
        }
        append = { value in
            guard let element = value.base as? Element else { return false }
            binding.wrappedValue.append(element)
            return true
        }
    }
}

/// A screen pushed by a link: the link's identity and its destination as it was when tapped,
/// or a value.
enum PushedScreen {
    case link(ViewIdentity, AnyView)
    case value(AnyHashable)
}

/// What a navigation stack keeps across renders: the screens its links pushed, above those of
/// its `path`.
@MainActor
final class NavigationStackState {
    /// The stack's path binding in the last render, if it has one.
    var path: AnyNavigationPath?
    /// Screens pushed by links, which the path binding cannot hold.
    private var pushed: [PushedScreen] = []

    /// Every pushed screen, bottom first: the path's values, then the links' screens.
    var screens: [PushedScreen] {
        (path?.elements.map(PushedScreen.value) ?? []) + pushed
    }

    /// Pushes `screen`: a value onto the path when the path takes values of its type, anything
    /// else above it.
    func push(_ screen: PushedScreen) {
        if case .value(let value) = screen, let path, pushed.isEmpty, path.append(value) { return }
        pushed.append(screen)
    }

    /// Pops the screen at `index` of ``screens`` and every screen above it.
    func pop(to index: Int) {
        let pathCount = path?.elements.count ?? 0
        let count = screens.count - index
        guard count > 0 else { return }
        let fromPushed = min(count, pushed.count)
        pushed.removeLast(fromPushed)
        if count > fromPushed, pathCount > 0 { path?.pop(count - fromPushed) }
    }
}

/// What the screen inside a navigation stack asks its bar to show, and the screens it declares.
final class NavigationBarPreferences {
    var title: String?
    var isInline = false
    /// Whether the screen hides the back button, with `navigationBarBackButtonHidden(_:)`.
    var isBackButtonHidden = false
    /// Whether the bar is drawn: `toolbar(.hidden, for: .navigationBar)` hides it.
    var visibility = Visibility.automatic
    /// Whether the bar's background is drawn, and with what.
    var backgroundVisibility = Visibility.automatic
    var background: (@MainActor () -> AnyView)?
    /// The colour scheme of the bar's items and title, from `toolbarColorScheme(_:for:)`.
    var colorScheme: ColorScheme?
    var leadingItems: [Node] = []
    var trailingItems: [Node] = []
    var principalItems: [Node] = []
    var searchField: Node?
    /// Whether the search field has text or tokens, when the scopes and suggestions show.
    var isSearching = false
    /// The scope bar of `searchScopes(_:scopes:)`, drawn below the field while searching.
    var searchScopes: Node?
    /// The list of `searchSuggestions(_:)`, drawn in place of the screen while searching.
    var searchSuggestions: Node?
    var destinations: [(AnyHashable) -> AnyView?] = []
    /// The destinations of the screen's `NavigationLink(destination:)`s, by the link's identity.
    var links: [ViewIdentity: AnyView] = [:]
    /// The screens the screen's bindings push, in the order it declares them.
    var presented: [PresentedScreen] = []
}

/// What the views of a screen ask of the bar of the navigation stack they are in, in the order
/// they are resolved: each modifier's change after those of the views inside it, so the one
/// closest to the stack wins. The stack applies them to the screen's bar; they go no further.
struct NavigationBarKey: PreferenceKey {
    typealias Update = @MainActor (NavigationBarPreferences) throws -> Void

    static var defaultValue: [Update] { [] }

    static func reduce(value: inout [Update], nextValue: () -> [Update]) {
        value += nextValue()
    }
}

extension PreferenceValues {
    /// The values without what the views asked of a navigation bar: those of a screen once its
    /// stack has applied them, and those of a presentation, which has a bar of its own.
    func leavingNavigationBar() -> PreferenceValues {
        var values = self
        values[NavigationBarKey.self] = nil
        return values
    }
}

extension ResolveContext {
    /// The nodes `resolve` makes of a screen of a navigation stack, with what its views ask of
    /// the bar applied to `bar`; their other preferences go on to the views around the stack.
    func resolveScreen(into bar: NavigationBarPreferences, _ resolve: (ResolveContext) throws -> [Node]) throws -> [Node] {
        let (nodes, preferences) = try collectingPreferences { try resolve(self) }
        for update in preferences.value(of: NavigationBarKey.self) { try update(bar) }
        publish(preferences.leavingNavigationBar())
        return nodes
    }

    /// Asks the bar of the navigation stack around the view for a change, after the changes the
    /// views resolved before asked for.
    func updateNavigationBar(_ update: @escaping NavigationBarKey.Update) {
        var values = PreferenceValues()
        values[NavigationBarKey.self] = [update]
        publish(values)
    }
}

extension EnvironmentValues {
    /// The navigation stack the view is in, which its links push onto.
    var navigationStack: NavigationStackState? { object(of: NavigationStackState.self) }

    /// Enters `stack`: links push onto it, and the bar updates waiting for a stack are taken by it.
    mutating func enterNavigationStack(_ stack: NavigationStackState) {
        setObject(stack, of: NavigationStackState.self)
        setObject(nil, of: PendingBarUpdates.self)
    }

    /// Leaves the navigation stack, as a presentation does: links inside push onto no stack of
    /// the presenter's.
    mutating func leaveNavigationStack() {
        setObject(nil, of: NavigationStackState.self)
        setObject(nil, of: PendingBarUpdates.self)
    }

    /// Bar updates applied to a view that may be a `NavigationStack`, outermost first; the first
    /// stack resolved inside takes them.
    var pendingBarUpdates: [PendingBarUpdate] { object(of: PendingBarUpdates.self)?.updates ?? [] }

    /// Adds a bar update for the first stack resolved inside to take.
    mutating func addPendingBarUpdate(_ update: PendingBarUpdate) {
        setObject(PendingBarUpdates(updates: pendingBarUpdates + [update]), of: PendingBarUpdates.self)
    }
}

/// The bar updates waiting for a stack, kept in the environment.
final class PendingBarUpdates {
    let updates: [PendingBarUpdate]

    init(updates: [PendingBarUpdate]) {
        self.updates = updates
    }
}

/// The bar: a 44-point row of items (with the back button and, when inline, the title), the large
/// title below it, then the search field.
private struct NavigationBar: View {
    let preferences: NavigationBarPreferences
    let backTitle: String?
    let pop: @MainActor () -> Void

    var body: some View {
        let bar = items.background { barBackground }
        if let colorScheme = preferences.colorScheme {
            bar.environment(\.colorScheme, colorScheme)
        } else {
            bar
        }
    }

    /// The bar's background: none unless `toolbarBackground` made it visible, then its style or
    /// the bar material, under the status bar too.
    @ViewBuilder private var barBackground: some View {
        if preferences.backgroundVisibility == .visible {
            Group {
                if let background = preferences.background { background() } else { Rectangle().fill(.bar) }
            }
            .ignoresSafeArea(edges: .top)
        }
    }

    private var items: some View {
        VStack(alignment: .leading, spacing: 0) {
            BarRowLayout {
                HStack(spacing: 8) {
                    if let backTitle {
                        Button(action: pop) {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true).accessibilityHidden(true)
                                Text(backTitle).lineLimit(1)
                            }
                            .fixedSize()
                        }
                    }
                    ResolvedNodesView(nodes: preferences.leadingItems)
                }
                .fixedSize()
                HStack(spacing: 8) {
                    if !preferences.principalItems.isEmpty {
                        ResolvedNodesView(nodes: preferences.principalItems)
                    } else if preferences.isInline, let title = preferences.title {
                        Text(title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader)
                    }
                }
                HStack(spacing: 8) {
                    ResolvedNodesView(nodes: preferences.trailingItems)
                }
                .fixedSize()
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44)
            if !preferences.isInline, let title = preferences.title {
                Text(title).font(.largeTitle.bold()).lineLimit(1).accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, minHeight: 48, alignment: .leading)
            }
            if let searchField = preferences.searchField {
                ResolvedNodesView(nodes: [searchField])
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
                if preferences.isSearching, let scopes = preferences.searchScopes {
                    ResolvedNodesView(nodes: [scopes])
                        .padding(.horizontal, 16)
                        .padding(.bottom, 8)
                }
            }
        }
    }
}

/// A bar's row of items: the leading ones at the leading edge, the trailing ones at the trailing
/// edge, and the title (or the principal items) centred on the bar, as wide as the room the
/// wider side leaves on both sides, so it stays centred on the screen.
struct BarRowLayout: PrimitiveLayout {
    private var gap: CGFloat { 8 }

    static let jsonName = "navigationBarRow"
    static let jsonFields: [String] = []

    init() {}

    init(json object: JSONObjectReader) throws {}

    func writeJSON(to fields: inout JSONFieldWriter) throws {}

    var summary: String { "navigationBarRow" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.map(\.height).max() ?? 0
        let width = sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let leading = subviews[0].sizeThatFits(.unspecified)
        let trailing = subviews[2].sizeThatFits(.unspecified)
        let side = max(leading.width, trailing.width)
        let room = max(bounds.width - 2 * (side > 0 ? side + gap : 0), 0)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: .unspecified)
        subviews[2].place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
        subviews[1].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: room, height: bounds.height))
    }
}

/// The node of a `NavigationStack`: its top screen (the child), under the bar with the title.
package struct NavigationStackNode: ContentModifierPrimitive {
    package var title: String?

    static let jsonSchema = [JSONKindSchema("navigationStack", fields: ["title"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .navigationStack(title: try object["title"]?.string())
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("navigationStack", title.map { [JSONField("title", .string($0))] } ?? [])
    }

    var summary: String { "NavigationStack(title: \(title.map(quoted) ?? "none"))" }

    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { nil }

    /// A stack draws its screen.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension NavigationStackNode {
    /// Named in accessibility paths, as a container is, though it holds one view.
    var accessibilityPathName: String? { summaryName }
}

extension Node.Kind {
    /// A navigation stack: its top screen (the child) under a bar with the title.
    package static func navigationStack(title: String?) -> Self { Self(NavigationStackNode(title: title)) }
}
