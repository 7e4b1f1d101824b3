import Foundation

/// Where `contentMargins(_:_:for:)` puts its margins, as SwiftUI's `ContentMarginPlacement`.
///
/// A still picture has no scroll indicators, so `.scrollIndicators` changes nothing drawn;
/// `.automatic` and `.scrollContent` inset the content.
///
/// ```swift
/// ScrollView { cards }.contentMargins(.horizontal, 20, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
    let insetsContent: Bool

    /// The content's margins, as the scroll view decides: the content.
    public static let automatic = ContentMarginPlacement(insetsContent: true)
    /// The margins of the scrolled content.
    public static let scrollContent = ContentMarginPlacement(insetsContent: true)
    /// The margins of the scroll indicators, which are not drawn.
    public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

extension View {
    /// Adds `length` points (16 when `nil`) of margin on `edges` inside the scroll views
    /// inside, between their frame and their content, as SwiftUI does: the content is laid out
    /// inset, and the scroll view keeps its frame.
    ///
    /// ```swift
    /// ScrollView { Text("Memo") }.contentMargins(.horizontal, 16, for: .scrollContent)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Adds the margins `insets` gives on `edges` inside the scroll views inside.
    ///
    /// ```swift
    /// ScrollView { Text("Memo") }.contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0))
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        let margins = EdgeInsets(
            top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
            bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0
        ).sanitized
        return modifier(
            EnvironmentModifier { environment in
                guard placement.insetsContent else { return }
                environment.scrollContentMargins = margins
            })
    }
}
