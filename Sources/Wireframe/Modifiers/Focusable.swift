extension View {
    /// Lets the view take the focus from a keyboard or a remote. A rendered screen has neither,
    /// and a phone draws no focus ring: the view is drawn as it is.
    ///
    /// ```swift
    /// Card().focusable()
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Makes the view a section that focus moves into as a whole, on tvOS and macOS. A phone
    /// moves focus with no such sections, so nothing changes.
    ///
    /// ```swift
    /// HStack { Sidebar().focusSection(); Grid() }
    /// ```
    public func focusSection() -> some View { self }

    /// Turns off the focus ring of the views inside; a phone draws none, so nothing changes.
    ///
    /// ```swift
    /// Grid { cards }.focusEffectDisabled()
    /// ```
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
