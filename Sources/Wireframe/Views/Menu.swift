import Foundation

/// A button that opens a list of actions, as iOS's menus do.
///
/// The label is drawn as a button's, in the accent colour; tapped, the menu opens its content —
/// buttons, usually — over the screen, and an action closes it. A scripted screen opens it by its
/// label and taps an action: `try await host.tap("Sort"); try await host.tap("By title")`. A menu
/// with a primary action runs it when tapped, as iOS does; iOS opens the menu on a long press,
/// which a script does not make.
///
/// ```swift
/// Menu("Sort") {
///     Button("By date") { order = .date }
///     Button("By title") { order = .title }
/// }
/// Menu { Button("Delete", role: .destructive) {} } label: { Image(systemName: "ellipsis.circle") }
/// Menu("Add") { Button("Folder") {} } primaryAction: { addMemo() }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// Creates a menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// Creates a menu with a label view that runs `primaryAction` when tapped.
    ///
    /// ```swift
    /// Menu { Button("Duplicate") {} } label: { Label("Add", systemImage: "plus") } primaryAction: { add() }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The menu drawn by the style `menuStyle(_:)` set.
    public var body: some View {
        StyledView(
            configuration: MenuStyleConfiguration(label: AnyView(label), content: AnyView(content), primaryAction: primaryAction),
            style: \.menuStyle, fallback: AnyStyle(makeBody: { AnyView(MenuButton(configuration: $0)) }))
    }
}

extension Menu where Label == Text {
    /// Creates a menu titled `title`.
    ///
    /// ```swift
    /// Menu("정렬") { Button("최신순") {}; Button("제목순") {} }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu titled `title` that runs `primaryAction` when tapped.
    ///
    /// ```swift
    /// Menu("Add") { Button("Folder") {} } primaryAction: { addMemo() }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a localized title that runs `primaryAction` when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu from a style's configuration, so a style can wrap the default look.
    ///
    /// ```swift
    /// struct RedMenuStyle: MenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Menu(configuration).tint(.red) }
    /// }
    /// ```
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
    }
}

/// The label as a button, in the environment's button style, that opens the menu or runs the
/// primary action.
private struct MenuButton: View {
    let configuration: MenuStyleConfiguration
    @State private var isOpen = false

    var body: some View {
        Button {
            if let primaryAction = configuration.primaryAction {
                primaryAction()
            } else {
                isOpen = true
            }
        } label: {
            configuration.label
        }
        .confirmationDialog("", isPresented: $isOpen, titleVisibility: .hidden) {
            configuration.content
        }
    }
}
