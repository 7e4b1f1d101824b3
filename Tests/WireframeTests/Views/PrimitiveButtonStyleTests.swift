import Foundation
import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Counter {
    var count = 0
}

/// A style that draws a bordered label and triggers the button on a tap of the label.
private struct TapLabelStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .border(Color.black)
            .onTapGesture { configuration.trigger() }
    }
}

/// A style whose body never triggers the button.
private struct InertStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A style that draws the button through a button of its own, in the default style.
private struct InnerButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) { configuration.label.bold() }
    }
}

/// `PrimitiveButtonStyle`: the style draws the button and decides what triggers it.
@MainActor @Suite struct PrimitiveButtonStyleTests {
    private let screen = Screen(width: 160, height: 64)

    @Test func aTapOnWhatTheStyleMakesTriggersTheAction() async throws {
        let counter = Counter()
        let host = ScreenHost(screen: screen) { Button("Add") { counter.count += 1 }.buttonStyle(TapLabelStyle()) }
        try await host.tap("Add")
        #expect(counter.count == 1)
        let inner = ScreenHost(screen: screen) { Button("Add") { counter.count += 10 }.buttonStyle(InnerButtonStyle()) }
        try await inner.tap("Add")
        #expect(counter.count == 11)
    }

    @Test func theStyleDrawsTheButton() throws {
        let picture = try Button("Add") {}.buttonStyle(TapLabelStyle()).renderASCII(on: screen)
        #expect(
            picture == """

                        ┌───┐
                        │Add│
                        └───┘

                """)
    }

    @Test func aStyleThatNeverTriggersLeavesTheButtonUntappable() async throws {
        let counter = Counter()
        let host = ScreenHost(screen: screen) { Button("Add") { counter.count += 1 }.buttonStyle(InertStyle()) }
        await #expect(throws: (any Error).self) { try await host.tap("Add") }
        #expect(counter.count == 0)
    }

    @Test func aDisabledButtonsTriggerDoesNothing() async throws {
        let counter = Counter()
        let host = ScreenHost(screen: screen) {
            Button("Add") { counter.count += 1 }.buttonStyle(TapLabelStyle()).disabled(true)
        }
        try? await host.tap("Add")
        #expect(counter.count == 0)
    }
}
