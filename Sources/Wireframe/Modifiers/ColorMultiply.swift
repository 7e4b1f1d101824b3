import Foundation

extension View {
    /// Multiplies the view's colours by a colour, as SwiftUI's `colorMultiply(_:)`. Accepted and
    /// drawn in the view's own colours: the renderers have no colour filter yet.
    ///
    /// ```swift
    /// Text("Recording").colorMultiply(.red)
    /// ```
    ///
    /// - Parameter color: The colour SwiftUI multiplies every pixel by.
    /// - Returns: The view, unchanged.
    public func colorMultiply(_ color: Color) -> some View { self }
}
