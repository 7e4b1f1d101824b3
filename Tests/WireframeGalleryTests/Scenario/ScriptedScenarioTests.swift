import Testing
import WireframeCatalog
import WireframeGallery

@testable import WireframeComponents

/// A scripted scenario reaches, by tapping and moving the clock, the states the built-in toast
/// scenarios set directly, and draws them the same.
@MainActor
@Suite struct ScriptedScenarioTests {
    /// The toast demo on a host whose clock the script moves, after `steps`.
    private func toastScenario(_ name: String, steps: @escaping @MainActor (ScreenHost<ToastDemoView>) async throws -> Void) -> Scenario {
        Scenario(name) { screen in
            let clock = TestClock()
            let store = Store(initialState: ToastDemo.State()) {
                ToastDemo()
            } withDependencies: {
                $0.continuousClock = clock
            }
            let host = ScreenHost(screen: screen, advance: { await clock.advance(by: $0) }) { ToastDemoView(store: store) }
            try await steps(host)
            return host
        }
    }

    @Test func tappingTheButtonDrawsTheToastScenario() async throws {
        let scripted = toastScenario("toast-tapped") { host in try await host.tap("토스트 팝업 띄우기") }
        let builtIn = try #require(Catalog.entry(named: "toast"))
        #expect(try await scripted.render(as: .ascii) == builtIn.render(as: .ascii))
    }

    @Test func pushingThenWaitingDrawsTheExpiredToastScenario() async throws {
        let scripted = toastScenario("toast-expired") { host in
            try await host.tap("토스트 팝업 띄우기")
            try await host.tap("다음 뷰로 이동")
            try await host.tap("토스트 팝업 띄우기")
            await host.advance(by: .seconds(3))
        }
        let builtIn = try #require(Catalog.entry(named: "expired-toast"))
        #expect(try await scripted.render(as: .ascii) == builtIn.render(as: .ascii))
    }
}
