import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private enum Section: Hashable {
    case memos, settings, search
}

/// iOS 18's `Tab` and `TabSection` inside a `TabView`: each draws what the `tabItem` and `tag`
/// forms draw.
@MainActor
@Suite struct TabTests {
    @Test func aTabDrawsAsATabItem() throws {
        let tabs = TabView {
            Tab("Memos", systemImage: "pencil") { Text("Memo list") }
            Tab("Settings", systemImage: "gear") { Text("Settings screen") }
        }
        let items = TabView {
            Text("Memo list").tabItem { Label("Memos", systemImage: "pencil") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
        let picture = try tabs.renderASCII(width: 240, height: 160)
        #expect(picture == (try items.renderASCII(width: 240, height: 160)))
        #expect((try tabs.renderSVG(width: 240, height: 160)) == (try items.renderSVG(width: 240, height: 160)))
        #expect(
            picture == """



                           Memo list


                ──────────────────────────────

                       ✎               ⚙
                     Memos         Settings

                """)
    }

    @Test func aSelectionShowsTheTabWithItsValue() throws {
        let view = TabView(selection: .constant(Section.settings)) {
            Tab("Memos", systemImage: "pencil", value: .memos) { Text("Memo list") }
            Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings screen") }
        }
        let tagged = TabView(selection: .constant(Section.settings)) {
            Text("Memo list").tabItem { Label("Memos", systemImage: "pencil") }.tag(Section.memos)
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag(Section.settings)
        }
        let picture = try view.renderASCII(width: 240, height: 160)
        #expect(picture == (try tagged.renderASCII(width: 240, height: 160)))
        #expect(picture.contains("Settings screen") && !picture.contains("Memo list"))
    }

    @Test func tappingAnItemSetsTheSelectionToItsValue() async throws {
        @MainActor final class Model { var selection = Section.memos }
        let model = Model()
        let host = ScreenHost(screen: Screen(width: 240, height: 160)) {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Tab("Memos", systemImage: "pencil", value: Section.memos) { Text("Memo list") }
                Tab(value: Section.search, role: .search) { Text("Search screen") }
            }
        }
        #expect(try host.ascii().contains("Memo list"))
        try await host.tap("Search")
        #expect(model.selection == .search)
        #expect(try host.ascii().contains("Search screen"))
    }

    @Test func theSearchRoleGivesTheItemItsTitleAndSymbol() throws {
        let role = TabView { Tab(role: .search) { Text("Find") } }
        let label = TabView { Text("Find").tabItem { Label("Search", systemImage: "magnifyingglass") } }
        #expect((try role.renderASCII(width: 240, height: 96)) == (try label.renderASCII(width: 240, height: 96)))
    }

    @Test func aLabelOfYourOwnAndAnImageOfTheCatalogue() throws {
        let view = TabView(selection: .constant(2)) {
            Tab(value: 1) {
                Text("one")
            } label: {
                Text("One")
            }
            Tab("Two", image: "custom.two", value: 2) { Text("two") }
        }
        let tagged = TabView(selection: .constant(2)) {
            Text("one").tabItem { Text("One") }.tag(1)
            Text("two").tabItem { Label("Two", image: "custom.two") }.tag(2)
        }
        #expect((try view.renderASCII(width: 240, height: 96)) == (try tagged.renderASCII(width: 240, height: 96)))
    }

    @Test func forEachMakesATabForEachElement() throws {
        let sections: [Section] = [.memos, .settings]
        let view = TabView(selection: .constant(Section.settings)) {
            ForEach(sections, id: \.self) { section in
                Tab("\(section)", systemImage: "star", value: section) { Text("\(section) screen") }
            }
        }
        let picture = try view.renderASCII(width: 240, height: 96)
        #expect(picture.contains("settings screen") && !picture.contains("memos screen"))
        #expect(picture.contains("memos") && picture.contains("settings"))
    }

    @Test func aSectionsTabsJoinTheBarWithoutItsHeader() throws {
        let sectioned = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            TabSection("Library") {
                Tab("Albums", systemImage: "star") { Text("Albums screen") }
                Tab("Shared", systemImage: "heart") { Text("Shared screen") }
            }
        }
        let flat = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("Albums", systemImage: "star") { Text("Albums screen") }
            Tab("Shared", systemImage: "heart") { Text("Shared screen") }
        }
        let picture = try sectioned.renderASCII(width: 320, height: 96)
        #expect(picture == (try flat.renderASCII(width: 320, height: 96)))
        #expect(!picture.contains("Library"))
    }
}
