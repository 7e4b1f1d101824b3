import Foundation

extension View {
    /// Runs `action` with each URL the app is asked to open while the view is shown, as in
    /// SwiftUI. Nothing opens a URL in a still picture or a scripted screen, so the action is
    /// never called here; a test calls the code it runs directly.
    ///
    /// ```swift
    /// MemoList().onOpenURL { url in router.open(url) }
    /// ```
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }

    /// Says which external events the view's scene prefers and allows; accepted without effect,
    /// as there is one scene and it takes every event.
    ///
    /// ```swift
    /// EditorView().handlesExternalEvents(preferring: ["editor"], allowing: ["*"])
    /// ```
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}
