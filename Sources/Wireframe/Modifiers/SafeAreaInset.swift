import Foundation

/// A vertical edge, as `safeAreaInset(edge:)` takes it.
///
/// ```swift
/// .safeAreaInset(edge: .bottom) { FloatingMenu() }
/// ```
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

extension View {
    /// Shows `content` along the top or bottom edge of the view, and shrinks the view's space by
    /// its height, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: the view is laid
    /// out in what is left, so nothing it draws hides under the inset. In a still picture the
    /// view's content does not scroll under the inset, so the two are stacked, `spacing` apart.
    ///
    /// ```swift
    /// NavigationStack { List { … } }
    ///     .safeAreaInset(edge: .bottom) { FloatingMenuView() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let gap = spacing.map { $0.isFinite ? Swift.max($0, 0) : 0 } ?? 0
        let inset = content()
        return VStack(alignment: alignment, spacing: gap) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge of the view, and shrinks the view's
    /// space by its width; the two are laid side by side, `spacing` apart.
    ///
    /// ```swift
    /// content.safeAreaInset(edge: .leading) { Sidebar() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let gap = spacing.map { $0.isFinite ? Swift.max($0, 0) : 0 } ?? 0
        let inset = content()
        return HStack(alignment: alignment, spacing: gap) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
