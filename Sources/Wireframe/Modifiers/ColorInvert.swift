import Foundation

extension View {
    /// Inverts the view's colours, as SwiftUI's `colorInvert()`. Accepted and drawn in the
    /// view's own colours: the renderers have no colour filter yet.
    ///
    /// ```swift
    /// Circle().fill(.blue).colorInvert()
    /// ```
    public func colorInvert() -> some View { self }
}
