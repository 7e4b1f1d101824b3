import Testing
import Wireframe
import WireframeStore
import WireframeTesting

@testable import WireframeComponents

/// The seed's app: the root and a pushed detail screen ask for toasts that the app shows over
/// the navigation stack.
@MainActor
@Suite struct ToastDemoTests {
    @Test func pushedDetailAsksTheAppForAToast() async {
        let clock = TestClock()
        let store = TestStore(initialState: ToastDemo.State()) {
            ToastDemo()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.nextViewButtonTapped) { $0.path.append(ToastDetail.State()) }
        await store.send(.path(.element(id: 0, action: .toastButtonTapped))) {
            $0.toast = Toast.State(message: "두 번째 토스트 입니다.", isPresented: true)
        }
        await clock.advance(by: .seconds(3))
        await store.receive(.toast(.hide)) { $0.toast.isPresented = false }
        await store.finish()
    }

    @Test func toastFromTheRootIsReplacedOnThePushedScreenAndGoneAfterThreeSeconds() async throws {
        let clock = TestClock()
        let store = Store(initialState: ToastDemo.State()) {
            ToastDemo()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let host = ScreenHost(
            screen: .iPhone13,
            advance: { await clock.advance(by: $0) },
            content: { ToastDemoView(store: store) }
        )

        try await host.tap("토스트 팝업 띄우기")
        #expect(store.toast == Toast.State(message: "첫 번째 토스트 입니다.", isPresented: true))
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-first")

        await host.advance(by: .seconds(2))
        try await host.tap("다음 뷰로 이동")
        #expect(store.path.count == 1)
        #expect(store.toast.isPresented)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "2-pushed")

        try await host.tap("토스트 팝업 띄우기")
        #expect(store.toast == Toast.State(message: "두 번째 토스트 입니다.", isPresented: true))
        assertSnapshot(of: try host.ascii(), as: .lines, named: "3-second")

        await host.advance(by: .seconds(2))
        #expect(store.toast.isPresented)
        #expect(try host.ascii().contains("두 번째 토스트 입니다."))

        await host.advance(by: .seconds(1))
        #expect(store.toast.isPresented == false)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "4-gone")
    }

    @Test func backButtonPopsTheDetailAndTheToastStays() async throws {
        let clock = TestClock()
        let store = Store(initialState: ToastDemo.State()) {
            ToastDemo()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let host = ScreenHost(
            screen: .iPhone13,
            advance: { await clock.advance(by: $0) },
            content: { ToastDemoView(store: store) }
        )
        try await host.tap("다음 뷰로 이동")
        try await host.tap("토스트 팝업 띄우기")
        try await host.tap("chevron.left 토스트")
        #expect(store.path.isEmpty)
        #expect(try host.ascii().contains("두 번째 토스트 입니다."))
    }
}
