import Testing
import Wireframe
import WireframeTesting

@MainActor @Suite struct SeedModifierTests {
    @Test func tintColoursTheButtonsInside() throws {
        let node = try VStack { Button("Save") {} }.tint(.green).node()
        #expect(node.dump().contains("Text(\"Save\", color: green)"))
    }

    @Test func aButtonsOwnForegroundStyleWinsOverTheTint() throws {
        let node = try Button("Save") {}.foregroundStyle(.red).tint(.green).node()
        #expect(node.dump().contains("color: red"))
    }

    @Test func aRegisteredColourIsFoundByName() {
        ColorCatalog.register(Color(red: 0.1, green: 0.2, blue: 0.3), named: "SeedModifierTests.ink")
        #expect(Color("SeedModifierTests.ink") == Color(red: 0.1, green: 0.2, blue: 0.3))
    }

    @Test func anUnknownColourNameDrawsInThePrimaryColour() {
        #expect(Color("SeedModifierTests.missing") == .primary)
    }

    @Test func animationsAndTransitionsChangeNothingInThePicture() throws {
        let plain = try Text("Toast").renderASCII(width: 120, height: nil)
        var isVisible = true
        withAnimation(.easeOut(duration: 1.5)) { isVisible = false }
        #expect(!isVisible)
        let animated = try Text("Toast")
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isVisible)
            .transition(.move(edge: .top).combined(with: .opacity))
            .contentShape(Rectangle())
            .renderASCII(width: 120, height: nil)
        #expect(animated == plain)
    }

    @Test func aRowBackgroundFillsTheWholeCell() throws {
        let list = List {
            Text("Plain row")
            Text("Blue row").listRowBackground(Color.blue)
        }
        .listStyle(.plain)
        let placed = try list.placedTree(width: 200, height: 160)
        let paths = placed.paths { if let shape = $0.as(ShapeNode.self) { shape.fill == .blue } else { false } }
        let fill = try #require(paths.first.flatMap { placed.descendant(at: $0) })
        #expect(fill.frame.width == 200)
        #expect(fill.frame.height >= 44)
    }

    @Test func eachListStyleDrawsDistinctly() {
        let styles = [
            ("plain", AnyListStyle(PlainListStyle())), ("grouped", AnyListStyle(.grouped)),
            ("insetGrouped", AnyListStyle(.insetGrouped)), ("inset", AnyListStyle(.inset)),
        ]
        for (name, style) in styles {
            let list = style.apply(
                List {
                    Text("First")
                    Text("Second")
                })
            assertSnapshot(of: list, as: .ascii(width: 200, height: 144), named: name)
            assertSnapshot(of: list, as: .svg(width: 200, height: 144), named: name)
        }
    }

    @Test func refreshRunsTheRefreshableAction() async throws {
        @MainActor final class Feed { var loads = 0 }
        let feed = Feed()
        let host = ScreenHost(screen: Screen(width: 200, height: 160)) {
            List { Text("Loads: \(feed.loads)") }.refreshable { @MainActor in feed.loads += 1 }
        }
        try await host.refresh()
        #expect(feed.loads == 1)
        #expect(try host.ascii().contains("Loads: 1"))
    }

    @Test func aRefreshableClosureRunsOnItsViewsMainActor() async throws {
        @MainActor final class Feed {
            var loads = 0
            func reload() { loads += 1 }
        }
        let feed = Feed()
        let host = ScreenHost(screen: Screen(width: 200, height: 160)) {
            List { Text("Loads: \(feed.loads)") }
                .refreshable {
                    MainActor.preconditionIsolated()
                    feed.reload()
                }
        }
        try await host.refresh()
        #expect(feed.loads == 1)
    }

    @Test func refreshWithoutARefreshableViewIsAnError() async {
        let host = ScreenHost(screen: Screen(width: 200, height: 160)) { Text("Static") }
        await #expect(throws: InteractionError.self) { try await host.refresh() }
    }

    @Test func anAppsRootViewIsItsFirstWindow() throws {
        struct Notes: App {
            var body: some Scene {
                WindowGroup { Text("Notes home") }
                WindowGroup("Help") { Text("Help") }
            }
        }
        #expect(try Notes().rootView.renderASCII(width: 200, height: nil).contains("Notes home"))
    }
}

/// A list style chosen at run time, for a loop over the styles.
private struct AnyListStyle {
    let apply: @MainActor (List<TupleView<Text, Text>>) -> AnyView

    init<S: ListStyle>(_ style: S) {
        apply = { AnyView($0.listStyle(style)) }
    }
}
