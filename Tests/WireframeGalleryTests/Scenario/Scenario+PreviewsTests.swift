import Testing
import Wireframe
import WireframeGallery
import WireframeStore

/// A dependency whose value says where it was read.
private struct Season: Sendable {
    var name: String
}

extension Season: DependencyKey {
    static let liveValue = Season(name: "live")
    static let testValue = Season(name: "test")
    static let previewValue = Season(name: "preview")
}

extension DependencyValues {
    fileprivate var season: Season {
        get { self[Season.self] }
        set { self[Season.self] = newValue }
    }
}

private struct SeasonLabel: View {
    @Dependency(\.season) var season
    var body: some View { Text(season.name) }
}

private struct SeasonPreviews: PreviewProvider {
    static var previews: some View { SeasonLabel() }
}

@MainActor
@Suite struct ScenarioPreviewsTests {
    @Test func eachPreviewIsAScenarioNamedByItsDisplayName() {
        let scenarios = Scenario.previews(of: BadgePreviews.self)
        #expect(scenarios.map(\.name) == ["Badge, one", "Badge, many", "Badge 3"])
        #expect(
            scenarios.map(\.description) == [
                "Preview 1 of 3 of BadgePreviews", "Preview 2 of 3 of BadgePreviews", "Preview 3 of 3 of BadgePreviews",
            ])
    }

    @Test func aPreviewReadsItsDependenciesPreviewValues() async throws {
        let scenario = try #require(Scenario.previews(of: SeasonPreviews.self).first)
        #expect(try await scenario.render(as: .ascii).contains("preview"))
        #expect(try SeasonLabel().renderASCII(width: 200, height: nil).contains("test"))
    }

    @Test func theLayoutAndDeviceChooseTheScreen() {
        let scenarios = Scenario.previews(of: BadgePreviews.self)
        #expect(scenarios[0].screen == Screen(width: 390, height: nil))
        #expect(scenarios[1].screen == Screen(width: 120, height: 48))
        #expect(scenarios[2].screen == .iPhoneSE)
    }

    @Test func aPreviewThatFitsItsSizeIsDrawnOnACanvasOfThatSize() async throws {
        let scenario = try #require(Scenario.previews(of: BadgePreviews.self).first)
        #expect(
            try await scenario.render(as: .ascii) == """
                ┌───┐
                │ 1 │
                └───┘

                """)
        // Liberation Sans's "1" at 17 pt is 9.45 pt wide, its line 20.3 pt tall: the canvas is rounded up.
        #expect(try await scenario.render(as: .svg).hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="42" height="52""#))
    }

    @Test func theCommandLinesScreenReplacesThePreviewsCanvas() async throws {
        let scenario = try #require(Scenario.previews(of: BadgePreviews.self).first)
        let screen = Screen(width: 80, height: 48)
        #expect(try await scenario.render(as: .ascii, on: screen) == Badge(count: 1).renderASCII(on: screen))
    }

    @Test func anUnnamedSinglePreviewIsNamedAfterItsProvider() {
        #expect(Scenario.previews(of: Badge_Previews.self).map(\.name) == ["Badge"])
    }
}

/// A badge with a count, and its previews.
private struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)").padding(16).border(.black)
    }
}

private struct BadgePreviews: PreviewProvider {
    static var previews: some View {
        Badge(count: 1).previewDisplayName("Badge, one").previewLayout(.sizeThatFits)
        Badge(count: 99).previewDisplayName("Badge, many").previewLayout(.fixed(width: 120, height: 48))
        Badge(count: 3).previewDevice("iPhone SE (3rd generation)")
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 5)
    }
}
