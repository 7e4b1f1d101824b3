import Testing
import Wireframe
import WireframeTesting

private struct MarkKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Navigation bars, toolbars and presentations travel up the tree as preferences: a screen's bar
/// takes what its views ask for, through any reader, and nothing from a presentation.
@MainActor @Suite struct NavigationPreferenceTests {
    private func title(of view: some View) throws -> String? {
        let node = try view.node()
        var stack = [node]
        while let next = stack.popLast() {
            if let navigation = next.kind.as(NavigationStackNode.self) { return navigation.title }
            stack += next.children
        }
        return nil
    }

    @Test func aTitleReachesTheBarThroughPreferenceReaders() throws {
        let view = NavigationStack {
            Text("Inbox")
                .navigationTitle("Mail")
                .preference(key: MarkKey.self, value: 1)
                .overlayPreferenceValue(MarkKey.self) { Text("\($0)") }
                .onPreferenceChange(MarkKey.self) { _ in }
        }
        #expect(try title(of: view) == "Mail")
    }

    /// A sheet without a navigation stack of its own has no bar: its title is not the presenter's.
    @Test func aPresentationsTitleLeavesThePresentersBarAlone() throws {
        let view = NavigationStack {
            Text("Inbox")
                .navigationTitle("Mail")
                .sheet(isPresented: .constant(true)) { Text("Compose").navigationTitle("Draft") }
        }
        #expect(try title(of: view) == "Mail")
        #expect(try view.renderASCII(width: 240, height: 320).contains("Compose"))
    }

    @Test func aSheetPresentedFromAToolbarButtonIsShown() throws {
        let view = NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") {}.sheet(isPresented: .constant(true)) { Text("New message") }
                    }
                }
        }
        #expect(try view.node().dump().contains("Text(\"Add\""))
        // The sheet covers the screen, the bar with it.
        #expect(try view.renderASCII(width: 240, height: 320).contains("New message"))
    }

    /// A link in a sheet with no stack of its own pushes nothing onto the presenter's stack.
    @Test func aLinkInASheetDoesNotPushOntoThePresentersStack() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) {
            NavigationStack {
                Text("Inbox").sheet(isPresented: .constant(true)) {
                    NavigationLink("Deeper") { Text("Pushed screen") }
                }
            }
        }
        try await host.tap("Deeper")
        #expect(try !host.ascii().contains("Pushed screen"))
    }

    @Test func aScreenMayHideItsBackButton() async throws {
        let path = PathBox()
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) {
            NavigationStack(path: path.binding) {
                Text("Meetings")
                    .navigationTitle("Daily")
                    .navigationDestination(for: Int.self) { number in
                        Text("Recording \(number)").navigationBarBackButtonHidden(number == 2)
                    }
            }
        }
        path.numbers = [1]
        #expect(try host.ascii().contains("Daily"))
        path.numbers = [2]
        let picture = try host.ascii()
        #expect(picture.contains("Recording 2"))
        #expect(!picture.contains("Daily"))
    }

    /// A toolbar item outside a toolbar stays where it stands.
    @Test func aToolbarItemOutsideAToolbarIsDrawnInPlace() throws {
        let view = VStack { ToolbarItem { Text("Loose item") } }
        #expect(try view.renderASCII(width: 240, height: nil).contains("Loose item"))
    }
}

@MainActor private final class PathBox {
    var numbers: [Int] = []
    var binding: Binding<[Int]> { Binding(get: { self.numbers }, set: { self.numbers = $0 }) }
}
