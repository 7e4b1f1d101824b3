import Foundation

extension View {
    /// Makes the view, shown as a search suggestion, fill the search field with `completion` when
    /// tapped; the view is drawn as it is.
    ///
    /// ```swift
    /// .searchSuggestions { ForEach(recent, id: \.self) { Text($0).searchCompletion($0) } }
    /// ```
    ///
    /// - Parameter completion: The text the search field takes.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// Makes the view, shown as a search suggestion, add `token` to the search field when tapped;
    /// the view is drawn as it is.
    ///
    /// ```swift
    /// .searchSuggestions { ForEach(tags) { Label($0.name, systemImage: "tag").searchCompletion($0) } }
    /// ```
    ///
    /// - Parameter token: The token the search field takes.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
}
