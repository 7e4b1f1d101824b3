import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Model {
    var isPresented = false
    var memo: Memo?
    var log: [String] = []
}

private struct Memo: Identifiable, Equatable {
    var id: Int
    var title: String
}

private struct Feedback: View {
    @Environment(\.dismiss) var dismiss
    @State private var rating = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Rate us: \(rating)")
            Button("Star") { rating += 1 }
            Button("Close") { dismiss() }
        }
        .padding(.top, 24)
    }
}

@MainActor @Suite struct PresentationTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 320), content: content)
    }

    private func flag(_ model: Model) -> Binding<Bool> {
        Binding(get: { model.isPresented }, set: { model.isPresented = $0 })
    }

    @Test func aSheetCoversTheScreenAndItsControlsTakeTheTaps() async throws {
        let model = Model()
        let host = host {
            Button("Open") { model.isPresented = true }
                .sheet(isPresented: flag(model)) { Feedback() }
        }
        try await host.tap("Open")
        try await host.tap("Star")
        #expect(try host.ascii().contains("Rate us: 1"))
        await #expect(throws: InteractionError.self) { try await host.tap("Open") }
    }

    @Test func dismissInsideASheetClosesItAndOnDismissRuns() async throws {
        let model = Model()
        let host = host {
            Button("Open") { model.isPresented = true }
                .sheet(isPresented: flag(model), onDismiss: { model.log.append("dismissed") }) { Feedback() }
        }
        try await host.tap("Open")
        try await host.tap("Close")
        #expect(model.isPresented == false)
        #expect(model.log == ["dismissed"])
        #expect(try !host.ascii().contains("Rate us"))
    }

    @Test func anItemSheetShowsTheItemAndANewItemStartsAFreshSheet() async throws {
        let model = Model()
        let item = Binding(get: { model.memo }, set: { model.memo = $0 })
        let host = host {
            Text("List").sheet(item: item) { memo in
                VStack {
                    Text("Editing \(memo.title)")
                    Feedback()
                }
            }
        }
        model.memo = Memo(id: 1, title: "Groceries")
        try await host.tap("Star")
        #expect(try host.ascii().contains("Editing Groceries"))
        #expect(try host.ascii().contains("Rate us: 1"))
        model.memo = Memo(id: 2, title: "Trip")
        #expect(try host.ascii().contains("Rate us: 0"))
        model.memo = nil
        #expect(try !host.ascii().contains("Editing"))
    }

    @Test func aMediumDetentDrawsTheSheetOnTheLowerHalf() throws {
        let placed = try Text("Behind")
            .sheet(isPresented: .constant(true)) { Text("Half").presentationDetents([.medium, .large]) }
            .placedTree(width: 240, height: 320)
        let path = try #require(placed.paths { if let text = $0.as(TextNode.self) { text.string == "Half" } else { false } }.first)
        let half = try #require(placed.descendant(at: path))
        #expect(half.frame.minY >= 160)
    }

    @Test func anAlertsButtonRunsItsActionAndClosesIt() async throws {
        let model = Model()
        model.isPresented = true
        let host = host {
            Text("Memos").alert("Delete memo?", isPresented: flag(model)) {
                Button("Cancel", role: .cancel) { model.log.append("cancel") }
                Button("Delete", role: .destructive) { model.log.append("delete") }
            } message: {
                Text("This cannot be undone.")
            }
        }
        try await host.tap("Delete")
        #expect(model.log == ["delete"])
        #expect(model.isPresented == false)
    }

    @Test func anAlertWithoutButtonsGetsAnOKButton() async throws {
        let model = Model()
        model.isPresented = true
        let host = host { Text("Memos").alert("Saved", isPresented: flag(model)) {} }
        try await host.tap("OK")
        #expect(model.isPresented == false)
    }

    @Test func aConfirmationDialogAddsACancelButton() async throws {
        let model = Model()
        model.isPresented = true
        let host = host {
            Text("Memos").confirmationDialog("Delete memo?", isPresented: flag(model), titleVisibility: .visible) {
                Button("Delete", role: .destructive) { model.log.append("delete") }
            }
        }
        try await host.tap("Cancel")
        #expect(model.log.isEmpty)
        #expect(model.isPresented == false)
    }

    @Test func anAlertFromASheetIsInFrontOfIt() async throws {
        let model = Model()
        let host = host {
            Text("Root").sheet(isPresented: .constant(true)) {
                Button("Ask") { model.isPresented = true }
                    .alert("Sure?", isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 })) {
                        Button("Yes") { model.log.append("yes") }
                    }
            }
        }
        try await host.tap("Ask")
        try await host.tap("Yes")
        #expect(model.log == ["yes"])
    }

    @Test func aSheetWhoseContentCannotBeBuiltSaysWhyInPlace() throws {
        final class Cart: ObservableObject {}
        struct Badge: View {
            @EnvironmentObject var cart: Cart
            var body: some View { Text("Badge") }
        }
        let sheet = Text("Root").sheet(isPresented: .constant(true)) { Badge().presentationDetents([.medium]) }
        let picture = try sheet.renderASCII(width: 320, height: 320)
        #expect(picture.contains("missing environment"))
        #expect(picture.contains("░"))  // the sheet's dim layer is drawn
    }

    @Test func goldens() {
        let sheet = NavigationStack { Text("Memos").navigationTitle("메모") }
            .sheet(isPresented: .constant(true)) {
                Feedback().presentationDetents([.medium]).presentationDragIndicator(.visible)
            }
        assertSnapshot(of: sheet, as: .ascii(width: 240, height: 320), named: "sheet")
        assertSnapshot(of: sheet, as: .svg(width: 240, height: 320), named: "sheet")
        let alert = Text("Memos").alert("메모를 삭제할까요?", isPresented: .constant(true)) {
            Button("취소", role: .cancel) {}
            Button("삭제", role: .destructive) {}
        } message: {
            Text("삭제한 메모는 되돌릴 수 없습니다.")
        }
        assertSnapshot(of: alert, as: .ascii(width: 320, height: 320), named: "alert")
        assertSnapshot(of: alert, as: .svg(width: 320, height: 320), named: "alert")
        let dialog = Text("Memos").confirmationDialog("Delete memo?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
            Button("Archive") {}
        } message: {
            Text("You can restore archived memos.")
        }
        assertSnapshot(of: dialog, as: .ascii(width: 320, height: 400), named: "dialog")
        assertSnapshot(of: dialog, as: .svg(width: 320, height: 400), named: "dialog")
    }
}
