import Testing
import Wireframe
import WireframeTesting

private struct Results: View {
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        Button(isSearching ? "Searching" : "Idle") { dismissSearch() }
    }
}

private struct Search: View {
    @State private var query = "memo"

    var body: some View {
        NavigationStack { Results().searchable(text: $query) }
    }
}

@MainActor @Suite struct DismissSearchTests {
    @Test func dismissingTheSearchClearsItsText() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 200)) { Search() }
        try await host.tap("Searching")
        let picture = try host.ascii()
        #expect(picture.contains("Idle"))
        #expect(!picture.contains("memo"))
    }

    @Test func outsideASearchableViewItDoesNothing() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) { Results() }
        try await host.tap("Idle")
        #expect(try host.ascii().contains("Idle"))
    }
}
