extension View {
    /// Lets the view take the focus from a keyboard or a remote. A rendered screen has neither,
    /// and a phone draws no focus ring: the view is drawn as it is.
    ///
    /// ```swift
    /// Card().focusable()
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Turns off the focus ring of the views inside; a phone draws none, so nothing changes.
    ///
    /// ```swift
    /// Grid { cards }.focusEffectDisabled()
    /// ```
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
