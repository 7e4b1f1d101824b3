import Foundation

/// A title with an icon beside it, as menus, lists and toolbars show them.
///
/// The default style draws the icon, then the title, as iOS does in a list row; choose another
/// with ``View/labelStyle(_:)``.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label { Text("Memo").bold() } icon: { Image(systemName: "note.text") }
/// List { Label("Wi-Fi", systemImage: "wifi") }.labelStyle(.titleOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label drawn by the style in the environment.
    public var body: some View {
        StyledView(
            configuration: LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))),
            style: \.labelStyle, fallback: AnyStyle(DefaultLabelStyle()))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a text title and an SF Symbol.
    ///
    /// ```swift
    /// Label("삭제", systemImage: "trash")
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init {
            Text(title)
        } icon: {
            Image(systemName: name)
        }
    }

    /// Creates a label with a text title and an image from the asset catalogue, drawn as its
    /// named placeholder.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init {
            Text(title)
        } icon: {
            Image(name)
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a style's configuration, so a style can wrap the default look.
    ///
    /// ```swift
    /// struct TintedLabelStyle: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Label(configuration).foregroundStyle(.blue)
    ///     }
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) {
        self.init {
            configuration.title
        } icon: {
            configuration.icon
        }
    }
}

/// A look for labels: how the title and the icon are put together.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style makes of a label.
    associatedtype Body: View
    /// The title and the icon of the label being drawn.
    typealias Configuration = LabelStyleConfiguration
    /// The view of the label whose parts are `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label, as a ``LabelStyle`` receives them.
///
/// ```swift
/// HStack { configuration.icon; configuration.title }
/// ```
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title as the label was given it.
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// The icon as the label was given it.
        public var body: some View { content }
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}

/// The style a label has where no `labelStyle(_:)` is set: icon and title, as in a list row.
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.automatic)
/// ```
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// Icon and title side by side.
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
/// ```
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, then the title, with the space iOS leaves between them; VoiceOver reads the
    /// title, the icon being decoration beside it.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon.accessibilityHidden(true)
            configuration.title
        }
    }
}

/// The icon alone.
///
/// ```swift
/// Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
/// ```
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// Only the icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The title alone.
///
/// ```swift
/// Label("Settings", systemImage: "gear").labelStyle(.titleOnly)
/// ```
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// Only the title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title side by side.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
    /// Sets the style of the labels inside the view.
    ///
    /// ```swift
    /// VStack { Label("a", systemImage: "star") }.labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.labelStyle = AnyStyle(style) })
    }
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
    /// `style`, erased.
    @MainActor init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
