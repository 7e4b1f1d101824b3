import Foundation

extension View {
    /// Presents `content` as an inspector while `isPresented` is `true`. In compact width, where
    /// an iPhone's screen is, iOS presents an inspector as a sheet, so it is drawn and dismissed
    /// exactly as `sheet(isPresented:onDismiss:content:)`.
    ///
    /// ```swift
    /// NoteEditor(note: note)
    ///     .inspector(isPresented: $isShowingDetails) { NoteDetails(note: note) }
    /// ```
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The width of the inspector's column beside the content on iPad and Mac. In compact width
    /// the inspector is a sheet, so the width changes nothing.
    ///
    /// ```swift
    /// .inspector(isPresented: $isShowing) { Details().inspectorColumnWidth(min: 200, ideal: 300, max: 400) }
    /// ```
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The width of the inspector's column beside the content on iPad and Mac; nothing in
    /// compact width.
    ///
    /// ```swift
    /// Details().inspectorColumnWidth(320)
    /// ```
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
