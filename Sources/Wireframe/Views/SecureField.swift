import Foundation

/// A field the user types a password into: its text is shown as bullets.
///
/// A scripted screen types into it by its placeholder, as into a `TextField`:
/// `try await host.type("hunter2", into: "Password")`.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: View {
    let field: TextField

    /// Creates a secure field bound to `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField(title, text: text)
        field.isSecure = true
        self.field = field
    }

    /// Creates a secure field whose placeholder is `prompt` (the title when `nil`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        var field = TextField(title, text: text, prompt: prompt)
        field.isSecure = true
        self.field = field
    }

    /// The field, its text hidden behind bullets.
    public var body: some View { field }
}
