import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Counter {
    var taps = 0
}

@MainActor @Suite struct AllowsHitTestingTests {
    private func host(allowsHitTesting: Bool, counter: Counter) -> ScreenHost<some View> {
        ScreenHost(screen: Screen(width: 160, height: 64)) {
            Button("Tap") { counter.taps += 1 }
                .frame(width: 160, height: 64)
                .overlay { Rectangle().fill(Color.blue.opacity(0.2)).allowsHitTesting(allowsHitTesting) }
        }
    }

    @Test func anOverlayThatAllowsNoHitTestingLetsTapsThroughToTheButtonBehind() async throws {
        let counter = Counter()
        try await host(allowsHitTesting: false, counter: counter).tap("Tap")
        #expect(counter.taps == 1)
    }

    @Test func anOverlayThatAllowsHitTestingTakesTheTap() async throws {
        let counter = Counter()
        let host = host(allowsHitTesting: true, counter: counter)
        await #expect(throws: (any Error).self) { try await host.tap("Tap") }
        #expect(counter.taps == 0)
    }

    @Test func theViewIsDrawnAsBefore() throws {
        let view = Rectangle().fill(Color.blue).frame(width: 40, height: 32)
        #expect(try view.allowsHitTesting(false).renderSVG(width: 40, height: 32) == view.renderSVG(width: 40, height: 32))
    }
}
