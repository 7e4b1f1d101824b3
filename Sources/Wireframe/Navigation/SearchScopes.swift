import Foundation

extension View {
    /// Scopes for the search field of `searchable`: a segmented control of `scopes` below the
    /// field, as iOS shows it once text is typed (here: while the search text is not empty or a
    /// token is in the field), with `scope`'s value selected.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($scope) {
    ///     Text("All").tag(Scope.all)
    ///     Text("Memos").tag(Scope.memos)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scope: The selected scope.
    ///   - scopes: A view for each scope, tagged with its value, as a `Picker`'s content is.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let content = scopes()
        return modifier(
            NavigationBarModifier(reachesEnclosedStack: true) { bar, context in
                bar.searchScopes = try context.resolveSingle(Picker("Scope", selection: scope) { content }.pickerStyle(.segmented))
            })
    }
}
