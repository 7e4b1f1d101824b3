import Testing

@testable import Wireframe

@MainActor @Suite struct ToolbarVisibilityTests {
    private let screen = Screen(width: 240, height: 200)

    private func stack<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        NavigationStack { content() }
    }

    @Test func aHiddenNavigationBarTakesNoRoom() throws {
        let shown = try stack { Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Inbox") }.renderASCII(on: screen)
        let hidden = try stack {
            Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar)
        }
        .renderASCII(on: screen)
        let deprecated = try stack {
            Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Inbox").navigationBarHidden(true)
        }
        .renderASCII(on: screen)
        #expect(shown.contains("Inbox"))
        #expect(!hidden.contains("Inbox"))
        #expect(hidden == deprecated)
        let bodyRow = { (picture: String) in
            picture.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Body") }
        }
        #expect(try #require(bodyRow(hidden)) < (try #require(bodyRow(shown))))
    }

    @Test func theTabBarsVisibilityLeavesTheNavigationBar() throws {
        let picture = try stack { Text("Body").navigationTitle("Inbox").toolbar(.hidden, for: .tabBar) }.renderASCII(on: screen)
        #expect(picture.contains("Inbox"))
    }

    @Test func aToolbarBackgroundFillsTheBarAndItsColourSchemeLightensTheTitle() throws {
        let plain = try stack { Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.renderSVG(on: screen)
        let filled = try stack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color(red: 0.2, green: 0.1, blue: 0.6), for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        .renderSVG(on: screen)
        #expect(!plain.contains("#331A99"))
        #expect(filled.contains("#331A99"))
        // The inline title is drawn in the dark scheme's primary colour, white.
        let title = try #require(filled.components(separatedBy: "\n").first { $0.contains(">Inbox<") })
        #expect(title.contains("#FFFFFF"))
    }

    @Test func aVisibleBackgroundWithoutAStyleIsTheBarMaterial() throws {
        let clear = try stack { Text("Body").navigationTitle("Inbox") }.renderSVG(on: screen)
        let visible = try stack { Text("Body").navigationTitle("Inbox").toolbarBackground(.visible, for: .navigationBar) }.renderSVG(
            on: screen)
        #expect(visible != clear)
        let hidden = try stack {
            Text("Body").navigationTitle("Inbox").toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(
                .hidden, for: .navigationBar)
        }
        .renderSVG(on: screen)
        #expect(hidden == clear)
    }
}
