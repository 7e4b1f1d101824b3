import Foundation

/// A view the user types several lines of text into: the text wraps from the top of the space
/// the editor takes, which is all it is offered.
///
/// A scripted screen types into it as into a field without a placeholder:
/// `try await host.type("Buy milk", into: "")`.
///
/// ```swift
/// TextEditor(text: $memo.description).frame(height: 120)
/// ```
public struct TextEditor: View {
    let field: TextField

    /// Creates an editor bound to `text`.
    public init(text: Binding<String>) {
        var field = TextField("", text: text)
        field.isMultiline = true
        self.field = field
    }

    /// The editor.
    public var body: some View { field }
}
