import Foundation

/// Which kinds of child a lazy stack or grid keeps pinned while its scroll view scrolls.
///
/// Rendering draws a still picture, so pinning changes nothing drawn.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that SwiftUI creates lazily; a still picture has every row, so it lays out
/// exactly as a ``VStack``.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading, spacing: 12) { ForEach(memos) { MemoView(memo: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack; `pinnedViews` changes nothing drawn.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack, laid out as a `VStack`.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that SwiftUI creates lazily; it lays out exactly as an ``HStack``.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(tags, id: \.self) { Text($0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack; `pinnedViews` changes nothing drawn.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack, laid out as an `HStack`.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}
