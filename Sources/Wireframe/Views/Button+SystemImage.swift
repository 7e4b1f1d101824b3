extension Button {
    /// Creates a button whose label is `title` with the SF Symbol `systemImage`, as SwiftUI's
    /// `Button(_:systemImage:action:)`: a ``Label``, which a toolbar or a `.labelStyle` may show
    /// as its icon only.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { store.send(.addTapped) }
    /// ```
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) where Label == Wireframe.Label<Text, Image> {
        self.init(role: role, action: action) { Wireframe.Label(title, systemImage: systemImage) }
    }
}
