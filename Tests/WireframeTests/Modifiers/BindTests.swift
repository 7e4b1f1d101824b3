import Testing
import WireframeTesting

@testable import Wireframe

/// A sign-in form whose model owns which field is focused, synchronized with the view's focus
/// state as swift-navigation's `bind(_:to:)` does it.
private final class SignInModel {
    enum Field: Hashable { case username, password }
    var focusedField: Field?
}

private struct SignInForm: View {
    let model: SignInModel
    @State private var username = ""
    @FocusState private var focusedField: SignInModel.Field?

    var body: some View {
        let modelField = Binding(get: { model.focusedField }, set: { model.focusedField = $0 })
        VStack {
            TextField("Username", text: $username).focused($focusedField, equals: .username)
            Button("Focus username") { model.focusedField = .username }
        }
        .bind(modelField, to: $focusedField)
    }
}

@MainActor
@Suite struct BindTests {
    @Test func theModelsFieldFocusesTheViewAndTypingFocusesTheModel() async throws {
        let model = SignInModel()
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) { SignInForm(model: model) }
        #expect(!(try host.ascii().contains("|")))
        try await host.tap("Focus username")
        // The model's change reached the view's focus state: the field draws its caret.
        #expect(try host.ascii().contains("|Username"))

        let other = SignInModel()
        let typing = ScreenHost(screen: Screen(width: 240, height: 160)) { SignInForm(model: other) }
        try await typing.type("kim", into: "Username")
        #expect(other.focusedField == .username)
    }
}
