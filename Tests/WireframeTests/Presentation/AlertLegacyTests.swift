import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Model {
    var isPresented = true
    var failure: LoadFailure? = LoadFailure(id: 1, message: "Offline")
    var log: [String] = []
}

private struct LoadFailure: Identifiable {
    var id: Int
    var message: String
}

@MainActor @Suite struct AlertLegacyTests {
    private let screen = Screen(width: 320, height: 320)

    private func flag(_ model: Model) -> Binding<Bool> {
        Binding(get: { model.isPresented }, set: { model.isPresented = $0 })
    }

    @Test func anAlertValueIsDrawnAsTheAlertOfTheNewerAPI() throws {
        let legacy = Text("Memos").alert(isPresented: .constant(true)) {
            Alert(
                title: Text("Delete memo?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        let current = Text("Memos").alert("Delete memo?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        let picture = try legacy.renderASCII(on: screen)
        #expect(picture == (try current.renderASCII(on: screen)))
        #expect(try legacy.renderSVG(on: screen) == current.renderSVG(on: screen))
        #expect(picture.contains("Delete memo?"))
        #expect(picture.contains("Cancel"))
    }

    @Test func anAlertWithoutAButtonGetsOK() throws {
        let picture = try Text("Memos").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }.renderASCII(on: screen)
        #expect(picture.contains("Saved"))
        #expect(picture.contains("OK"))
    }

    @Test func aButtonRunsItsActionAndClosesTheAlert() async throws {
        let model = Model()
        let host = ScreenHost(screen: screen) {
            Text("Memos").alert(isPresented: flag(model)) {
                Alert(
                    title: Text("Delete memo?"),
                    primaryButton: .destructive(Text("Delete")) { model.log.append("delete") },
                    secondaryButton: .cancel { model.log.append("cancel") })
            }
        }
        try await host.tap("Delete")
        #expect(model.log == ["delete"])
        #expect(model.isPresented == false)
        #expect(try !host.ascii().contains("Delete memo?"))
    }

    @Test func anItemAlertShowsTheItemAndClosingItClearsTheItem() async throws {
        let model = Model()
        let host = ScreenHost(screen: screen) {
            Text("Memos").alert(item: Binding(get: { model.failure }, set: { model.failure = $0 })) { failure in
                Alert(title: Text(failure.message), dismissButton: .default(Text("Retry")) { model.log.append("retry \(failure.id)") })
            }
        }
        #expect(try host.ascii().contains("Offline"))
        try await host.tap("Retry")
        #expect(model.log == ["retry 1"])
        #expect(model.failure == nil)
    }

    @Test func anActionSheetIsAConfirmationDialogWithItsTitleShown() async throws {
        let legacy = Text("Photos").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share"), message: Text("Pick one"), buttons: [.default(Text("Copy Link")), .cancel()])
        }
        let current = Text("Photos").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy Link") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Pick one")
        }
        #expect(try legacy.renderASCII(on: screen) == current.renderASCII(on: screen))

        let model = Model()
        let host = ScreenHost(screen: screen) {
            Text("Photos").actionSheet(isPresented: flag(model)) { ActionSheet(title: Text("Share")) }
        }
        try await host.tap("Cancel")
        #expect(model.isPresented == false)
    }

    @Test func nothingIsPresentedWhileTheFlagIsOff() throws {
        var made = 0
        let picture = try Text("Memos").alert(isPresented: .constant(false)) {
            made += 1
            return Alert(title: Text("Saved"))
        }.renderASCII(on: screen)
        #expect(!picture.contains("Saved"))
        #expect(made == 0)
    }
}
