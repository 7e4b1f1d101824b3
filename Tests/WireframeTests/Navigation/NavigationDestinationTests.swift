import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Model {
    var isShowingDetail = false
    var selectedBook: String?
    var selectedRow: Int?
}

private struct Page: View {
    let title: String
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack {
            Text("Reading \(title)")
            Button("Done") { dismiss() }
        }
        .navigationTitle(title)
    }
}

@MainActor @Suite struct NavigationDestinationTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 320), content: content)
    }

    @Test func aTrueFlagPushesTheDestinationAndTheBackButtonClearsIt() async throws {
        let model = Model()
        let host = host {
            NavigationStack {
                Button("Show") { model.isShowingDetail = true }
                    .navigationTitle("Books")
                    .navigationDestination(isPresented: Binding(get: { model.isShowingDetail }, set: { model.isShowingDetail = $0 })) {
                        Page(title: "Dune")
                    }
            }
        }
        #expect(try !host.ascii().contains("Reading Dune"))
        try await host.tap("Show")
        let pushed = try host.ascii()
        #expect(pushed.contains("Reading Dune"))
        #expect(pushed.contains("Books"))
        #expect(!pushed.contains("Show"))
        try await host.tap("Books")
        #expect(model.isShowingDetail == false)
        #expect(try host.ascii().contains("Show"))
    }

    @Test func anItemPushesItsScreenAndDismissSetsItToNil() async throws {
        let model = Model()
        model.selectedBook = "Emma"
        let host = host {
            NavigationStack {
                Text("Shelf")
                    .navigationDestination(item: Binding(get: { model.selectedBook }, set: { model.selectedBook = $0 })) { book in
                        Page(title: book)
                    }
            }
        }
        #expect(try host.ascii().contains("Reading Emma"))
        try await host.tap("Done")
        #expect(model.selectedBook == nil)
        #expect(try host.ascii().contains("Shelf"))
    }

    @Test func anIsActiveLinkSetsItsFlagWhenTappedAndPushesWhileItIsSet() async throws {
        let model = Model()
        let host = host {
            NavigationStack {
                NavigationLink("Open", isActive: Binding(get: { model.isShowingDetail }, set: { model.isShowingDetail = $0 })) {
                    Page(title: "Dune")
                }
            }
        }
        try await host.tap("Open")
        #expect(model.isShowingDetail)
        #expect(try host.ascii().contains("Reading Dune"))
        try await host.tap("Done")
        #expect(model.isShowingDetail == false)
    }

    @Test func aTaggedLinkPushesWhileTheSelectionIsItsTag() async throws {
        let model = Model()
        let selection = Binding(get: { model.selectedRow }, set: { model.selectedRow = $0 })
        let host = host {
            NavigationStack {
                VStack {
                    NavigationLink("Row 1", tag: 1, selection: selection) { Page(title: "One") }
                    NavigationLink("Row 2", tag: 2, selection: selection) { Page(title: "Two") }
                }
            }
        }
        try await host.tap("Row 2")
        #expect(model.selectedRow == 2)
        let picture = try host.ascii()
        #expect(picture.contains("Reading Two"))
        #expect(!picture.contains("Reading One"))
        try await host.tap("Done")
        #expect(model.selectedRow == nil)
    }

    @Test func outsideANavigationStackNothingIsPushed() throws {
        let picture = try Text("Alone")
            .navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
            .renderASCII(width: 120, height: 48)
        #expect(picture.contains("Alone"))
        #expect(!picture.contains("Pushed"))
    }
}
