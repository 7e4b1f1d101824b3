import Foundation

/// Builds the tabs of a `TabView(selection:)` from ``Tab``s and ``TabSection``s, as iOS 18's
/// builder does: each tab's value is of the selection's type, so `value: .inbox` names a case of
/// the selection's enumeration.
///
/// ```swift
/// TabView(selection: $mailbox) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     if showsArchive { Tab("Archive", systemImage: "archivebox", value: .archive) { ArchiveView() } }
///     ForEach(folders) { folder in Tab(folder.name, systemImage: "folder", value: .folder(folder.id)) { FolderView(folder) } }
/// }
/// ```
///
/// A tab view whose content is built from `tabItem(_:)` and `tag(_:)` uses ``ViewBuilder``
/// instead; one closure does not mix the two.
@resultBuilder @MainActor
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// No tabs.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One tab or section.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several tabs and sections, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        ViewBuilder.buildBlock(repeat each content)
    }

    /// A tab whose value is of the selection's type.
    public static func buildExpression<Content: View, Label: View>(
        _ tab: Tab<SelectionValue, Content, Label>
    ) -> Tab<SelectionValue, Content, Label> {
        tab
    }

    /// A section of tabs whose values are of the selection's type.
    public static func buildExpression<Header: View, Content: View>(
        _ section: TabSection<Header, Content, SelectionValue>
    ) -> TabSection<Header, Content, SelectionValue> {
        section
    }

    /// A tab for each element of a collection.
    public static func buildExpression<Data, ID, Content: View, Label: View>(
        _ tabs: ForEach<Data, ID, Tab<SelectionValue, Content, Label>>
    ) -> ForEach<Data, ID, Tab<SelectionValue, Content, Label>> {
        tabs
    }

    /// Tabs shown only when a condition holds.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first of two branches.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first content: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: content)
    }

    /// The second of two branches.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second content: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: content)
    }
}
