import Testing
import Wireframe
import WireframeTesting

private struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Archive")]

/// A two-column split view whose sidebar list drives the detail, as SwiftUI's documentation
/// writes it.
private struct Mail: View {
    @State var selection: Int?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { Text($0.name) }
                .navigationTitle("Folders")
        } detail: {
            if let selection {
                Text("Showing \(folders[selection - 1].name)").navigationTitle(folders[selection - 1].name)
            } else {
                Text("Pick a folder")
            }
        }
    }
}

@MainActor @Suite struct NavigationSplitViewTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 320), content: content)
    }

    @Test func theSidebarIsTheRootScreenOfTheCollapsedStack() throws {
        let picture = try Mail().renderASCII(width: 240, height: 320)
        #expect(picture.contains("Folders"))
        #expect(picture.contains("Inbox"))
        #expect(!picture.contains("Pick a folder"))
    }

    @Test func selectingARowPushesTheDetailAndTheBackButtonClearsTheSelection() async throws {
        let host = host { Mail() }
        try await host.tap("Archive")
        let detail = try host.ascii()
        #expect(detail.contains("Showing Archive"))
        #expect(detail.contains("‹ Folders"))
        #expect(!detail.contains("Inbox"))
        try await host.tap("Folders")
        let sidebar = try host.ascii()
        #expect(sidebar.contains("Inbox"))
        #expect(!sidebar.contains("Showing"))
    }

    @Test func aSelectionSetInCodeShowsTheDetail() throws {
        let picture = try Mail(selection: 1).renderASCII(width: 240, height: 320)
        #expect(picture.contains("Showing Inbox"))
    }

    @Test func aLinkInTheSidebarListSelectsItsValue() async throws {
        struct Links: View {
            @State var selection: Folder?
            var body: some View {
                NavigationSplitView {
                    List(selection: $selection) {
                        ForEach(folders) { NavigationLink($0.name, value: $0) }
                    }
                } detail: {
                    Text(selection.map { "Detail of \($0.name)" } ?? "Nothing")
                }
            }
        }
        let host = host { Links() }
        try await host.tap("Inbox")
        #expect(try host.ascii().contains("Detail of Inbox"))
    }

    @Test func thePreferredCompactColumnShowsTheDetail() throws {
        let picture = try NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Text("Sidebar").navigationTitle("Menu")
        } detail: {
            Text("The detail")
        }
        .renderASCII(width: 240, height: 200)
        #expect(picture.contains("The detail"))
        #expect(picture.contains("Menu"))
        #expect(!picture.contains("Sidebar"))
    }

    @Test func aThreeColumnViewPushesTheContentThenTheDetail() throws {
        /// Accounts, mailboxes and a message, collapsed to show `column`.
        func mail(showing column: NavigationSplitViewColumn) throws -> String {
            try NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(column)) {
                Text("Accounts")
            } content: {
                Text("Mailboxes")
            } detail: {
                Text("Message")
            }
            .renderASCII(width: 240, height: 200)
        }
        let sidebar = try mail(showing: .sidebar)
        #expect(sidebar.contains("Accounts") && !sidebar.contains("Mailboxes"))
        let content = try mail(showing: .content)
        #expect(content.contains("Mailboxes") && !content.contains("Message"))
        let detail = try mail(showing: .detail)
        #expect(detail.contains("Message") && !detail.contains("Mailboxes"))
    }

    @Test func stylesAndColumnWidthsChangeNothingOnAPhone() throws {
        let plain = try NavigationSplitView {
            Text("a")
        } detail: {
            Text("b")
        }.renderASCII(width: 240, height: 120)
        let styled = try NavigationSplitView {
            Text("a").navigationSplitViewColumnWidth(200).navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
        } detail: {
            Text("b")
        }
        .navigationSplitViewStyle(.balanced)
        .renderASCII(width: 240, height: 120)
        #expect(plain == styled)
    }
}
