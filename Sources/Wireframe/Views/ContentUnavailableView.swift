import Foundation

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`.
///
/// It is drawn as iOS 17 draws it, centred in all the room it is given: a large grey symbol, the
/// title in bold `.title2` below it, the description in the secondary colour below that, and the
/// actions, if any, under them all. ``ContentUnavailableView/search`` is the one iOS shows for a
/// search without results.
///
/// ```swift
/// ContentUnavailableView("No Memos", systemImage: "tray", description: Text("New memos appear here."))
/// //                     ▭
/// //                 No Memos
/// //           New memos appear here.
/// ContentUnavailableView.search(text: "kiwi")   // No Results for "kiwi"
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates the view from a label, a description and actions.
    ///
    /// ```swift
    /// ContentUnavailableView {
    ///     Label("No Mail", systemImage: "tray")
    /// } description: {
    ///     Text("New mail appears here.")
    /// } actions: {
    ///     Button("Refresh") { refresh() }
    /// }
    /// ```
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The symbol, the title, the description and the actions, centred.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle()).font(.title2.bold())
                description.font(.subheadline).foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Wireframe.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates the view from a title, an SF Symbol and an optional description.
    ///
    /// ```swift
    /// ContentUnavailableView("No Memos", systemImage: "tray")
    /// ```
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init {
            Wireframe.Label {
                Text(title)
            } icon: {
                Image(systemName: name)
            }
        } description: {
            description
        }
    }

    /// Creates the view from a title string, an SF Symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init {
            Wireframe.Label(title, systemImage: name)
        } description: {
            description
        }
    }

    /// Creates the view from a title, an image from the asset catalogue, drawn as its
    /// placeholder, and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init {
            Wireframe.Label {
                Text(title)
            } icon: {
                Image(name)
            }
        } description: {
            description
        }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// What iOS shows for a search without results: a magnifying glass, "No Results" and a hint.
    ///
    /// ```swift
    /// .overlay { if results.isEmpty { ContentUnavailableView.search } }
    /// ```
    public static var search: Self { search(text: "") }

    /// What iOS shows for a search for `text` without results: `No Results for "text"`.
    ///
    /// ```swift
    /// ContentUnavailableView.search(text: query)
    /// ```
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \"\(text)\""
        return Self {
            SearchUnavailableContent.Label(title: title)
        } description: {
            SearchUnavailableContent.Description()
        } actions: {
            SearchUnavailableContent.Actions()
        }
    }
}

/// The parts of ``ContentUnavailableView/search``, which SwiftUI makes.
///
/// ```swift
/// let view: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
///     SearchUnavailableContent.Actions> = .search
/// ```
public struct SearchUnavailableContent {
    /// The magnifying glass and the title of a search without results.
    public struct Label: View {
        let title: String
        /// A label of the title and the magnifying glass.
        public var body: some View {
            Wireframe.Label(title, systemImage: "magnifyingglass")
        }
    }

    /// The hint of a search without results.
    public struct Description: View {
        /// "Check the spelling or try a new search."
        public var body: some View {
            Text(verbatim: "Check the spelling or try a new search.")
        }
    }

    /// The actions of a search without results: none.
    public struct Actions: View {
        /// Nothing.
        public var body: some View {
            EmptyView()
        }
    }
}

/// A label as iOS draws it in a ``ContentUnavailableView``: the icon large and grey above the
/// title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary).accessibilityHidden(true)
            configuration.title
        }
    }
}
