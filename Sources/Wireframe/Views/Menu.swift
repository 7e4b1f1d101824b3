import Foundation

/// A button that opens a list of actions, as iOS's menus do.
///
/// The label is drawn as a button's, in the accent colour; tapped, the menu opens its content —
/// buttons, usually — over the screen, and an action closes it. A scripted screen opens it by its
/// label and taps an action: `try await host.tap("Sort"); try await host.tap("By title")`.
///
/// ```swift
/// Menu("Sort") {
///     Button("By date") { order = .date }
///     Button("By title") { order = .title }
/// }
/// Menu { Button("Delete", role: .destructive) {} } label: { Image(systemName: "ellipsis.circle") }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false

    /// Creates a menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label as a button that opens the menu.
    public var body: some View {
        Button {
            isOpen = true
        } label: {
            label
        }
        .confirmationDialog("", isPresented: $isOpen, titleVisibility: .hidden) {
            content
        }
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
}
