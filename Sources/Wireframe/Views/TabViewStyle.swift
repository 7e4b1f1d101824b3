import Foundation

/// How a `TabView` presents its tabs, set with `tabViewStyle(_:)`.
///
/// On a phone there are two: the tab bar (`.automatic`) and pages (`.page`), which show one tab
/// at a time full size with a row of page dots near the bottom instead of a bar.
///
/// ```swift
/// TabView { OnboardingStep(1); OnboardingStep(2) }.tabViewStyle(.page)
/// ```
public protocol TabViewStyle: Sendable {
    /// How the tab view draws in this style.
    var kind: TabViewStyleKind { get }
}

/// What a `TabViewStyle` draws: a tab bar, or pages with an index of dots.
///
/// ```swift
/// PageTabViewStyle(indexDisplayMode: .never).kind == .page(indexDisplayMode: .never)   // true
/// ```
public struct TabViewStyleKind: Hashable, Sendable {
    /// The page index's display mode; `nil` draws the tab bar.
    let pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode?

    /// The tab bar at the bottom.
    public static let tabBar = TabViewStyleKind(pageIndexDisplayMode: nil)

    /// Pages, with the page index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleKind {
        TabViewStyleKind(pageIndexDisplayMode: indexDisplayMode)
    }
}

/// The platform's tab view style: the tab bar on a phone.
///
/// ```swift
/// TabView { … }.tabViewStyle(DefaultTabViewStyle())
/// ```
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// The tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

/// Pages that scroll sideways: the selected tab full size, with a row of page dots near the
/// bottom (the selected one filled) and no tab bar.
///
/// ```swift
/// TabView { … }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
/// ```
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index (the row of dots) is shown.
    ///
    /// ```swift
    /// TabView { … }.tabViewStyle(.page(indexDisplayMode: .never))
    /// ```
    public struct IndexDisplayMode: Hashable, Sendable {
        private let name: String

        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Shown whatever the number of pages.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")

        /// Whether the index is shown over `pageCount` pages.
        func showsIndex(pageCount: Int) -> Bool {
            switch name {
            case "always": true
            case "never": false
            default: pageCount > 1
            }
        }
    }

    private let indexDisplayMode: IndexDisplayMode

    /// Creates the style, showing the page index as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Pages with the index shown as the style says.
    public var kind: TabViewStyleKind { .page(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: the tab bar on a phone.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with an index of dots shown when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with the index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page index (the row of dots of a paged `TabView`) is drawn, set with
/// `indexViewStyle(_:)`.
///
/// ```swift
/// TabView { … }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public protocol IndexViewStyle: Sendable {
    /// Whether the dots get a capsule behind them.
    var backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// The page index as a row of dots, with or without a capsule behind them.
///
/// ```swift
/// TabView { … }.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
/// ```
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots is drawn.
    ///
    /// ```swift
    /// .indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public struct BackgroundDisplayMode: Hashable, Sendable {
        private let name: String

        /// The platform's choice: no capsule on a phone, as at rest.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// A capsule behind the dots.
        public static let always = BackgroundDisplayMode(name: "always")
        /// A capsule only while the dots are touched: none in a still picture.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// No capsule.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// Whether the dots get a capsule behind them.
    public let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style, with the capsule behind the dots as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// A row of dots without a capsule behind them.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// A row of dots, with the capsule behind them as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how the tab views inside present their tabs: `.page` draws the selected tab full size
    /// with a row of page dots near the bottom instead of the tab bar.
    ///
    /// ```swift
    /// TabView(selection: $step) {
    ///     Text("Welcome").tag(0)
    ///     Text("Sync").tag(1)
    /// }
    /// .tabViewStyle(.page(indexDisplayMode: .always))
    /// ```
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[TabViewStyleKey.self] = style.kind })
    }

    /// Sets how the page indexes inside are drawn: `.page(backgroundDisplayMode: .always)` puts a
    /// grey capsule behind the dots.
    ///
    /// ```swift
    /// TabView { … }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[IndexBackgroundKey.self] = style.backgroundDisplayMode == .always })
    }
}

/// The style `tabViewStyle(_:)` set.
enum TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.tabBar
}

/// Whether `indexViewStyle(_:)` asked for a capsule behind the page dots.
enum IndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

/// The shown page filling the tab view, the page dots over its bottom.
struct PagedTabViewLayout: View {
    let shown: Node
    let pageCount: Int
    let shownIndex: Int
    let showsIndex: Bool
    let hasIndexBackground: Bool
    let select: @MainActor (Int) -> Void

    var body: some View {
        ZStack(alignment: .bottom) {
            ResolvedNodesView(nodes: [shown]).frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsIndex {
                PageIndex(count: pageCount, shown: shownIndex, hasBackground: hasIndexBackground, select: select)
                    .padding(.bottom, 16)
            }
        }
    }
}

/// iOS's page control: a dot per page, the shown one filled. In cells `● ○ ○`; in points 7-point
/// dots 9 points apart, the shown one in the text colour and the others faded. Tapping a dot
/// shows its page.
private struct PageIndex: View {
    let count: Int
    let shown: Int
    let hasBackground: Bool
    let select: @MainActor (Int) -> Void

    var body: some View {
        CellsOrPoints {
            HStack(spacing: 8) { dots { Text($0 == shown ? "●" : "○") } }
                .padding(.horizontal, hasBackground ? 8 : 0)
                .background { if hasBackground { Capsule().fill(Color.gray.opacity(0.3)) } }
        } points: {
            HStack(spacing: 9) { dots { Circle().fill(Color.primary.opacity($0 == shown ? 1 : 0.3)).frame(width: 7, height: 7) } }
                .padding(.horizontal, 12)
                .frame(height: 26)
                .background { if hasBackground { Capsule().fill(Color.gray.opacity(0.3)) } }
        }
    }

    private func dots<Dot: View>(@ViewBuilder _ dot: @escaping (Int) -> Dot) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Button {
                select(index)
            } label: {
                dot(index)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Page \(index + 1) of \(count)")
        }
    }
}
