import Foundation

extension View {
    /// Suggestions for the search field of `searchable`, listed as iOS lists them while a search
    /// is under way: in a plain list in place of the screen's content, below the bar. A still
    /// picture has no focus, so the list is drawn while the search text is not empty (or a token
    /// is in the field); otherwise the screen is drawn as it is.
    ///
    /// ```swift
    /// List(results) { Text($0.title) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
    ///     }
    /// ```
    ///
    /// - Parameter suggestions: The rows of suggestions; `searchCompletion(_:)` on a row says
    ///   what tapping it puts in the field.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let rows = suggestions()
        return modifier(
            NavigationBarModifier(reachesEnclosedStack: true) { bar, context in
                bar.searchSuggestions = try context.resolveSingle(List { rows }.listStyle(.plain))
            })
    }
}
