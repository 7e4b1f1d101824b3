import Foundation

extension EnvironmentValues {
    /// Whether the view is in a presentation: a sheet, a full-screen cover, a popover, or a screen
    /// a navigation stack pushed. `false` on the root screen.
    ///
    /// ```swift
    /// @Environment(\.isPresented) var isPresented
    /// var body: some View { Form { … }.toolbar { if isPresented { Button("Close") { dismiss() } } } }
    /// ```
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}
