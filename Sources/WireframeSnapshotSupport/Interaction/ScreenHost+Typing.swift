import Foundation
import Wireframe

extension ScreenHost {
    /// Replaces the text of the field whose placeholder is `placeholder` with `text`, through the
    /// field's binding, then settles.
    ///
    /// The whole text is replaced, as a paste over a selection would; the binding's setter runs
    /// once.
    ///
    /// ```swift
    /// try await host.type("장보기", into: "제목")
    /// ```
    /// - Throws: ``InteractionError`` when no field has the placeholder (listing the fields on
    ///   screen), when several do, when the field is disabled or has no binding, or when something
    ///   drawn in front of it covers it. ``RenderError`` when the content cannot be rendered.
    public func type(_ text: String, into placeholder: String) async throws {
        let rendered = try render().screen
        let (field, target) = try rendered.textField(placeholder: placeholder)
        guard field.isEnabled else {
            throw InteractionError(message: "text field '\(placeholder)' is disabled")
        }
        guard let id = field.setter, let setter = rendered.resolved.actions.textSetters[id] else {
            throw InteractionError(message: "text field '\(placeholder)' has no binding")
        }
        try rendered.requireReachable(target, named: "text field '\(placeholder)'")
        setter(text)
        await settle()
    }
}
