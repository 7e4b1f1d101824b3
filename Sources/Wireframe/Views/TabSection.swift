import Foundation

/// A group of ``Tab``s under a header, as iOS 18's `TabSection`; `SelectionValue` is the type
/// of its tabs' values (`Never` for tabs without one).
///
/// On an iPhone a tab view shows its tabs in the tab bar, so a section's tabs join the bar in
/// order with the tabs around it and its header is not drawn; the sidebar that shows headers is
/// iPad and Mac user interface.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     TabSection("Collections") {
///         Tab("Albums", systemImage: "rectangle.stack") { AlbumsView() }
///         Tab("Shared", systemImage: "person.2") { SharedView() }
///     }
/// }
/// ```
public struct TabSection<Header: View, Content: View, SelectionValue: Hashable>: View {
    let header: Header
    let content: Content

    /// Creates a section of `content`'s tabs with a header of your own.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The header, which a tab bar does not draw.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }

    /// The section's tabs, in order.
    public var body: some View {
        content
    }
}

extension TabSection where Header == Text {
    /// Creates a section of `content`'s tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a section of `content`'s tabs titled `title`.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection where Header == EmptyView {
    /// Creates a section of `content`'s tabs without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}
