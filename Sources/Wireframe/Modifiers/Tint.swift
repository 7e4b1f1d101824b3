import Foundation

extension View {
    /// Sets the colour of the controls inside — a button's label, a link, a navigation bar's back
    /// button — in place of the accent colour, as in SwiftUI.
    ///
    /// ```swift
    /// NavigationView { … }.tint(.white)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { if let tint { $0.tint = tint } })
    }

    /// Sets the colour of the controls inside to the colour of `tint`.
    ///
    /// ```swift
    /// Button("Save") { save() }.tint(.green)
    /// ```
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        self.tint(tint?.resolvedColor)
    }

    /// Sets the colour of the controls inside, SwiftUI's older name for ``tint(_:)-(Color?)``.
    ///
    /// ```swift
    /// Button("Save") { save() }.accentColor(.green)
    /// ```
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Sets the shape that takes the view's taps. A button already takes the taps of its whole
    /// frame, and the display list's hit regions are frames, so the shape changes nothing here.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
