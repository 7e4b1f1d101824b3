import Testing
import Wireframe
import WireframeTesting

@MainActor @Suite struct TabViewStyleTests {
    private struct Pages: View {
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                Text("Welcome").tag(0)
                Text("Sync").tag(1)
                Text("Done").tag(2)
            }
            .tabViewStyle(.page)
        }
    }

    @Test func aPagedTabViewDrawsTheShownPageAndARowOfDotsWithoutATabBar() throws {
        let picture = try Pages().renderASCII(width: 160, height: 128)
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 20 × 8 cells: the page centred, the dots below it, and no tab bar.
        #expect(lines == ["", "", "", "", "       Welcome", "", "        ● ○ ○", "", ""])
    }

    @Test func tappingADotShowsItsPage() async throws {
        let host = ScreenHost(screen: Screen(width: 160, height: 128)) { Pages() }
        try await host.tap(accessibilityLabel: "Page 3 of 3")
        let picture = try host.ascii()
        #expect(picture.contains("Done"))
        #expect(picture.contains("○ ○ ●"))
    }

    @Test func theIndexDisplayModeDecidesWhetherTheDotsShow() throws {
        let one = try TabView { Text("Only") }.tabViewStyle(.page).renderASCII(width: 160, height: 96)
        #expect(!one.contains("●"))
        let always = try TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always)).renderASCII(width: 160, height: 96)
        #expect(always.contains("●"))
        let never = try TabView {
            Text("a")
            Text("b")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .renderASCII(width: 160, height: 96)
        #expect(!never.contains("●") && !never.contains("○"))
    }

    @Test func theAutomaticStyleKeepsTheTabBar() throws {
        let automatic = try TabView { Text("a").tabItem { Text("A") } }.tabViewStyle(.automatic).renderASCII(width: 160, height: 96)
        let plain = try TabView { Text("a").tabItem { Text("A") } }.renderASCII(width: 160, height: 96)
        #expect(automatic == plain)
    }

    @Test func anIndexBackgroundPutsACapsuleBehindTheDots() throws {
        let bare = try Pages().renderSVG(width: 160, height: 128)
        let backed = try Pages().indexViewStyle(.page(backgroundDisplayMode: .always)).renderSVG(width: 160, height: 128)
        #expect(bare != backed)
        let interactive = try Pages().indexViewStyle(.page(backgroundDisplayMode: .interactive)).renderSVG(width: 160, height: 128)
        #expect(bare == interactive)
    }
}
