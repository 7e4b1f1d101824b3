import Foundation

/// How menus are drawn, as SwiftUI's `MenuStyle`; set with `menuStyle(_:)`.
///
/// The built-in styles draw the menu's label as a button: `.automatic` and `.button` in the
/// button style of the environment (`buttonStyle(_:)`), `.borderlessButton` without a border.
///
/// ```swift
/// Menu("Sort") { Button("By date") {} }.menuStyle(.button).buttonStyle(.bordered)
/// ```
public protocol MenuStyle {
    /// The view a style draws a menu as.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
    /// Draws the menu `configuration` describes.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a menu a style draws: its label and its content, as views.
///
/// ```swift
/// struct TintedMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View { Menu(configuration).tint(.orange) }
/// }
/// ```
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the menu was made with.
        public var body: some View { content }
    }

    /// The menu's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The content the menu was made with.
        public var body: some View { content }
    }

    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    init(label: AnyView, content: AnyView, primaryAction: (@MainActor () -> Void)?) {
        self.label = Label(content: label)
        self.content = Content(content: content)
        self.primaryAction = primaryAction
    }
}

/// The platform's menu: on iOS, the label as a button in the environment's button style.
///
/// ```swift
/// Menu("Sort") { Button("By date") {} }.menuStyle(.automatic)
/// ```
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    /// The menu as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The menu's label as a button in the environment's button style.
///
/// ```swift
/// Menu("Sort") { Button("By date") {} }.menuStyle(.button).buttonStyle(.borderedProminent)
/// ```
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    /// The menu as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The menu's label as a borderless button, whatever the environment's button style.
///
/// ```swift
/// Menu("Sort") { Button("By date") {} }.menuStyle(.borderlessButton)
/// ```
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
    /// The menu as a borderless button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration).buttonStyle(.borderless) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a button in the environment's button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how the menus inside are drawn.
    ///
    /// ```swift
    /// Menu("Sort") { Button("By date") {} }.menuStyle(.borderlessButton)
    /// ```
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.menuStyle = AnyStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }) })
    }
}
