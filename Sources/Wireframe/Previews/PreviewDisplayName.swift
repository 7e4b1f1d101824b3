extension View {
    /// Names the preview, as in SwiftUI: the gallery shows the preview under this name,
    /// `wireframe render` finds it by it, and its snapshot golden is named after it.
    ///
    /// It draws nothing; outside a ``PreviewProvider`` it changes nothing.
    ///
    /// ```swift
    /// MemoRow(memo: .sample).previewDisplayName("Memo row, dark")
    /// ```
    /// - Parameter value: The name, or `nil` to leave the preview unnamed (it is then named after
    ///   its provider: `MemoRow` for `MemoRow_Previews`, with its number when there are several).
    public func previewDisplayName(_ value: String?) -> some View {
        previewAttributes { $0.displayName = value }
    }
}
