import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@MainActor @Suite struct ScreenHostTests {
    /// 20 × 4 cells.
    private let small = Screen(width: 160, height: 64)
    /// 20 × 5 cells: room for three texts 8 pt apart (a row each).
    private let tall = Screen(width: 160, height: 80)

    @Test func asciiShowsTheCurrentState() throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { CounterView(model: model) }
        model.count = 7
        #expect(
            try host.ascii() == """
                      Count: 7

                       Add one

                        Reset

                """)
    }

    @Test func svgShowsTheCurrentState() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        try await host.tap("Add one")
        let svg = try host.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"160\" height=\"64\""))
        #expect(svg.contains(">Count: 1</text>"))
    }

    @Test func placedTreeIsLaidOutInCells() throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        let placed = try host.placedTree()
        #expect(placed.frame(ofText: "Count: 0") == CGRect(x: 48, y: 0, width: 64, height: 16))
    }

    @Test func settleDeliversEffectsStartedByAnAction() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            VStack {
                Text("Count: \(model.count)")
                Button("Load") {
                    Task { @MainActor in
                        await Task.yield()
                        model.count = 42
                    }
                }
            }
        }
        try await host.tap("Load")
        #expect(model.count == 42)
    }

    @Test func advanceCallsTheClosureWithTheDuration() async throws {
        let model = Model()
        let host = ScreenHost(
            screen: small,
            advance: { model.advances.append($0) },
            content: { CounterView(model: model) }
        )
        await host.advance(by: .seconds(3))
        await host.advance(by: .milliseconds(500))
        #expect(model.advances == [.seconds(3), .milliseconds(500)])
    }

    @Test func advanceSettlesAfterMovingTheClock() async throws {
        let model = Model()
        let host = ScreenHost(
            screen: small,
            advance: { _ in
                Task { @MainActor in model.count = 1 }
            },
            content: { CounterView(model: model) }
        )
        await host.advance(by: .seconds(1))
        #expect(model.count == 1)
    }

    @Test func onAppearRunsOnceOnTheFirstRender() throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { AppearingView(model: model) }
        #expect(
            try host.ascii() == """

                        Home

                       Toggle


                """)
        _ = try host.ascii()
        #expect(model.homeAppearances == 1)
    }

    @Test func onAppearRunsAgainOnlyWhenTheViewNewlyAppears() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { AppearingView(model: model) }
        try await host.tap("Toggle")
        #expect(model.detailAppearances == 1)
        try await host.tap("Toggle")
        #expect(model.detailAppearances == 1)
        try await host.tap("Toggle")
        #expect(model.detailAppearances == 2)
        #expect(model.homeAppearances == 1)
    }

    @Test func onAppearDoesNotRunAgainWhenTheViewsTextChanges() async throws {
        let model = Model()
        var appearances = 0
        let host = ScreenHost(screen: small) {
            VStack {
                Text("Count: \(model.count)").onAppear { appearances += 1 }
                Button("Add one") { model.increment() }
            }
        }
        try await host.tap("Add one")
        try await host.tap("Add one")
        #expect(try host.ascii().contains("Count: 2"))
        #expect(appearances == 1)
    }

    @Test func anAppearanceThatChangesStateIsShownByTheSameRender() throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            Text("Count: \(model.count)").onAppear { model.count = 5 }
        }
        #expect(
            try host.ascii() == """


                      Count: 5


                """)
    }
}
