import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@MainActor @Suite struct ScreenHostTypingTests {
    /// 20 × 4 cells.
    private let small = Screen(width: 160, height: 64)

    @Test func typingReplacesTheFieldsTextThroughItsBinding() async throws {
        let model = Model()
        model.title = "Draft"
        let host = ScreenHost(screen: small) { TitleEditor(model: model) }
        try await host.type("Milk", into: "Title")
        #expect(model.title == "Milk")
        #expect(
            try host.ascii() == """

                Milk

                     Saved: Milk

                """)
    }

    @Test func anUnknownPlaceholderListsTheFieldsOnScreen() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { TitleEditor(model: model) }
        await #expect(
            throws: InteractionError(
                message: "no text field with placeholder 'Name'; text fields on screen: ['Title']"
            )
        ) {
            try await host.type("Kim", into: "Name")
        }
    }

    @Test func anAmbiguousPlaceholderIsAnError() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            VStack {
                TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
                TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
            }
        }
        await #expect(
            throws: InteractionError(
                message: "ambiguous placeholder 'Title': matches 2 text fields at cells (10,1), (10,3)"
            )
        ) {
            try await host.type("Milk", into: "Title")
        }
        #expect(model.title == "")
    }

    @Test func aDisabledFieldIsAnError() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { TitleEditor(model: model).disabled(true) }
        await #expect(throws: InteractionError(message: "text field 'Title' is disabled")) {
            try await host.type("Milk", into: "Title")
        }
    }
}
