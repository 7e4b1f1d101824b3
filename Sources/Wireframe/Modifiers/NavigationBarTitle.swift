extension View {
    /// Sets the navigation bar's title and how it shows: the iOS 13 spelling of
    /// `navigationTitle(_:)` with ``View/navigationBarTitleDisplayMode(_:)``, drawn as they are.
    ///
    /// ```swift
    /// List { rows }.navigationBarTitle("Inbox", displayMode: .inline)
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItemTitleDisplayMode = .automatic)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title to the characters of `title`, and how it shows; see
    /// the form taking a string.
    ///
    /// ```swift
    /// List { rows }.navigationBarTitle(Text("Inbox"))
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItemTitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title to the text of `titleKey`, and how it shows; see the
    /// form taking a string.
    ///
    /// ```swift
    /// List { rows }.navigationBarTitle("Inbox", displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItemTitleDisplayMode = .automatic)
        -> some View
    {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
}
