import Foundation

/// Ends the search of the enclosing `searchable` view, as SwiftUI's `DismissSearchAction`: its
/// text is cleared, so `isSearching` becomes `false`. Outside a searchable view it does nothing.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// var body: some View { Button("Open") { open(result); dismissSearch() } }
/// ```
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Ends the search.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

extension EnvironmentValues {
    /// Ends the search of the enclosing `searchable` view.
    ///
    /// ```swift
    /// @Environment(\.dismissSearch) private var dismissSearch
    /// ```
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction {}
}
