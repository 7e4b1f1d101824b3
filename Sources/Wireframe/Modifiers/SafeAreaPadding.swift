import Foundation

extension View {
    /// Adds `length` points (16 when `nil`) to the safe area on `edges`, as SwiftUI's
    /// `safeAreaPadding(_:_:)`: the content is laid out that far inside.
    ///
    /// A still picture shows the content at rest, where it sits exactly as padding puts it; so it
    /// is drawn as `padding(_:_:)`. The one difference iOS has, a scroll view's content that
    /// scrolls under the padding, needs scrolling to show.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { cards } }.safeAreaPadding(.horizontal, 20)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` points to the safe area on every edge; drawn as `padding(_:)`.
    ///
    /// ```swift
    /// List { rows }.safeAreaPadding(12)
    /// ```
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Adds `insets` to the safe area; drawn as `padding(_:)`.
    ///
    /// ```swift
    /// Map().safeAreaPadding(EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 0))
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}
