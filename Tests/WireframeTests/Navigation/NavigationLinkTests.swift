import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Library {
    var title = "Dune"
    var path: [Int] = []
    var anyPath = NavigationPath()
}

private struct Detail: View {
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

@MainActor @Suite struct NavigationLinkTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 320), content: content)
    }

    @Test func tappingALinkPushesItsDestinationUnderABackButtonTitledWithTheScreenBelow() async throws {
        let host = host {
            NavigationStack {
                NavigationLink("Open") { Detail(title: "Dune") }
                    .navigationTitle("Books")
            }
        }
        try await host.tap("Open")
        let picture = try host.ascii()
        #expect(picture.contains("Reading Dune"))
        #expect(picture.contains("Books"))
        #expect(!picture.contains("Open"))
        try await host.tap("Books")
        #expect(try host.ascii().contains("Open"))
    }

    @Test func dismissInsideAPushedScreenPopsIt() async throws {
        let host = host {
            NavigationStack {
                NavigationLink("Open") { Detail(title: "Dune") }
            }
        }
        try await host.tap("Open")
        try await host.tap("Done")
        #expect(try host.ascii().contains("Open"))
    }

    @Test func thePushedScreenFollowsTheStateOfTheScreenBelow() async throws {
        let library = Library()
        let host = host {
            NavigationStack {
                NavigationLink("Open") { Detail(title: library.title) }
            }
        }
        try await host.tap("Open")
        library.title = "Emma"
        #expect(try host.ascii().contains("Reading Emma"))
    }

    @Test func aValueLinkPushesTheScreenItsDestinationDeclares() async throws {
        let host = host {
            NavigationStack {
                NavigationLink("Book 7", value: 7)
                    .navigationDestination(for: Int.self) { Detail(title: "Book #\($0)") }
            }
        }
        try await host.tap("Book 7")
        #expect(try host.ascii().contains("Reading Book #7"))
    }

    @Test func aValueLinkAppendsToThePathOfItsElementType() async throws {
        let library = Library()
        let host = host {
            NavigationStack(path: Binding(get: { library.path }, set: { library.path = $0 })) {
                NavigationLink("Book 3", value: 3)
                    .navigationDestination(for: Int.self) { Detail(title: "Book #\($0)") }
            }
        }
        try await host.tap("Book 3")
        #expect(library.path == [3])
        try await host.tap("Done")
        #expect(library.path == [])
    }

    @Test func aNavigationPathTakesValuesOfAnyType() async throws {
        let library = Library()
        let host = host {
            NavigationStack(path: Binding(get: { library.anyPath }, set: { library.anyPath = $0 })) {
                NavigationLink("Author", value: "Herbert")
                    .navigationDestination(for: String.self) { Detail(title: $0) }
            }
        }
        try await host.tap("Author")
        #expect(library.anyPath.count == 1)
        #expect(try host.ascii().contains("Reading Herbert"))
    }

    @Test func aValueWithoutADestinationSaysSoInPlace() async throws {
        let host = host {
            NavigationStack { NavigationLink("Lost", value: 1.5) }
        }
        try await host.tap("Lost")
        #expect(try host.ascii().contains("navigationDestination"))
    }

    @Test func aLinkWithoutAValueIsDisabled() async throws {
        let host = host {
            NavigationStack { NavigationLink("Nothing", value: Int?.none) }
        }
        await #expect(throws: InteractionError.self) { try await host.tap("Nothing") }
    }

    @Test func aPushedScreenKeepsItsStateUntilItIsPopped() async throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Taps \(count)") { count += 1 } }
        }
        let host = host {
            NavigationStack {
                NavigationLink("Open") { Counter() }.navigationTitle("Root")
            }
        }
        try await host.tap("Open")
        try await host.tap("Taps 0")
        #expect(try host.ascii().contains("Taps 1"))
        try await host.tap("Root")
        try await host.tap("Open")
        #expect(try host.ascii().contains("Taps 0"))
    }

    @Test func aNavigationViewPushesLikeAStack() async throws {
        let host = host {
            NavigationView {
                NavigationLink(destination: Detail(title: "Dune")) { Text("Open") }
            }
            .navigationViewStyle(.stack)
        }
        try await host.tap("Open")
        #expect(try host.ascii().contains("Reading Dune"))
    }

    @Test func linksInAListAreRowsWithAChevron() {
        let list = NavigationStack {
            List {
                NavigationLink("General") { Text("General") }
                NavigationLink("Privacy") { Text("Privacy") }
            }
            .navigationTitle("Settings")
        }
        assertSnapshot(of: list, as: .ascii(width: 240, height: 240))
        assertSnapshot(of: list, as: .svg(width: 240, height: 240))
    }

    @Test func aPushedScreenGolden() async throws {
        let host = host {
            NavigationStack {
                NavigationLink("Open") { Detail(title: "Dune") }
                    .navigationTitle("Books")
            }
        }
        try await host.tap("Open")
        assertSnapshot(of: try host.ascii(), as: .lines)
        assertSnapshot(of: try host.svg(), as: .lines, named: "svg")
    }

    @Test func aNavigationViewOfTwoColumnsShowsTheFirstOnAPhone() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: 320)) {
            NavigationView {
                List { NavigationLink("Buttons") { Text("Button gallery") } }.navigationTitle("Groups")
                Text("Select a group")
            }
        }
        let picture = try host.ascii()
        #expect(picture.contains("Groups") && picture.contains("Buttons"))
        #expect(!picture.contains("Select a group"))
        try await host.tap("Buttons")
        #expect(try host.ascii().contains("Button gallery"))
    }
}
