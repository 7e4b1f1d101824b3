import Testing
import Wireframe
import WireframeGallery
import WireframeTesting

@MainActor
@Suite struct ScenarioTests {
    private let note = Scenario("note", description: "A padded note", screen: Screen(width: 64, height: nil)) {
        Text("메모").padding(16).border(.black)
    }

    @Test func scenariosUseTheiPhone13ScreenUnlessGivenOne() {
        #expect(Scenario("empty") { EmptyView() }.screen == .iPhone13)
    }

    @Test func renderDrawsOnTheScenariosScreen() async throws {
        #expect(
            try await note.render(as: .ascii) == """
                ┌──────┐
                │ 메모 │
                └──────┘

                """)
    }

    @Test func renderDrawsOnAnotherScreenWhenGivenOne() async throws {
        let wide = Screen(width: 128, height: nil)
        #expect(try await note.render(as: .ascii, on: wide) == Text("메모").padding(16).border(.black).renderASCII(on: wide))
        #expect(try await note.render(as: .svg) == Text("메모").padding(16).border(.black).renderSVG(on: note.screen))
    }

    @Test func renderThrowsForAnUnusableScreen() async {
        await #expect(throws: RenderError.self) {
            try await note.render(as: .svg, on: Screen(width: .nan, height: nil))
        }
    }

    @Test func theViewIsBuiltAfreshForEveryRendering() async throws {
        var builds = 0
        let scenario = Scenario("count") { () -> Text in
            builds += 1
            return Text("x")
        }
        _ = try await scenario.render(as: .ascii)
        _ = try await scenario.render(as: .svg)
        #expect(builds == 2)
    }

    @Test func aScriptedScenarioShowsTheScreenWhereItsScriptLeftIt() async throws {
        let scenario = Scenario("counter-tapped", description: "After two taps", screen: Screen(width: 160, height: 64)) { screen in
            let host = ScreenHost(screen: screen) { Counter() }
            try await host.tap("Add one")
            try await host.tap("Add one")
            return host
        }
        #expect(
            try await scenario.render(as: .ascii) == """

                      Count: 2

                       Add one

                """)
        #expect(try await scenario.render(as: .svg).contains(">Count: 2<"))
        #expect(scenario.view == nil)
    }

    @Test func aScriptedScenarioIsHandedTheScreenTheCommandLineChose() async throws {
        let scenario = Scenario("counter") { screen in ScreenHost(screen: screen) { Counter() } }
        let picture = try await scenario.render(as: .ascii, on: Screen(width: 96, height: 32))
        #expect(picture.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    }

    @Test func aScriptThatFailsIsTheRenderingsError() async {
        let scenario = Scenario("broken") { screen in
            let host = ScreenHost(screen: screen) { Counter() }
            try await host.tap("Remove one")
            return host
        }
        await #expect(throws: InteractionError.self) { try await scenario.render(as: .ascii) }
    }
}

/// A counter that a script taps.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add one") { count += 1 }
        }
    }
}
