import Foundation

/// The action of the nearest `refreshable(action:)` view, as `@Environment(\.refresh)` reads it.
///
/// Calling it runs the action and waits for it, as a pull to refresh does.
///
/// ```swift
/// @Environment(\.refresh) var refresh
/// var body: some View {
///     if let refresh { Button("Reload") { Task { await refresh() } } }
/// }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

extension EnvironmentValues {
    /// The action of the nearest `refreshable(action:)` view around this one; `nil` outside any.
    ///
    /// ```swift
    /// @Environment(\.refresh) var refresh
    /// var body: some View { if refresh != nil { Text("Pull to refresh") } }
    /// ```
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}
