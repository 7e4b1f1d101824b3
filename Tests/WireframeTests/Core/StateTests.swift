import Foundation
import Testing
import Wireframe
import WireframeTesting

@testable import Wireframe

/// A counter that keeps its count in `@State`.
private struct Counter: View {
    var label = "Count"
    @State private var count = 0

    var body: some View {
        Button("\(label): \(count)") { count += 1 }
    }
}

/// A switch whose state lives in its parent, passed down as a binding.
private struct Switch: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
    }
}

private struct SwitchPanel: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text(isOn ? "Lights are on" : "Lights are off")
            Switch(isOn: $isOn)
        }
    }
}

/// What the test changes from outside the content between steps.
@MainActor private final class Outside {
    var showsCounter = true
    var counterID = 1
    var rows = ["a", "b"]
}

@MainActor @Suite struct StateTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 200, height: 96), content: content)
    }

    @Test func stateIsKeptAcrossTheStepsOfAHost() async throws {
        let host = host { Counter() }
        try await host.tap("Count: 0")
        try await host.tap("Count: 1")
        #expect(try host.ascii().contains("Count: 2"))
    }

    @Test func aRenderStartsFromTheInitialValue() throws {
        #expect(try Counter().renderASCII(width: 200, height: nil).contains("Count: 0"))
    }

    @Test func siblingsOfTheSameTypeHaveTheirOwnState() async throws {
        let host = host {
            VStack {
                Counter(label: "A")
                Counter(label: "B")
            }
        }
        try await host.tap("B: 0")
        let picture = try host.ascii()
        #expect(picture.contains("A: 0"))
        #expect(picture.contains("B: 1"))
    }

    @Test func stateGoesAwayWithItsView() async throws {
        let outside = Outside()
        let host = host {
            VStack {
                if outside.showsCounter { Counter() }
            }
        }
        try await host.tap("Count: 0")
        outside.showsCounter = false
        #expect(try !host.ascii().contains("Count"))
        outside.showsCounter = true
        #expect(try host.ascii().contains("Count: 0"))
    }

    @Test func aNewExplicitIDStartsNewState() async throws {
        let outside = Outside()
        let host = host { Counter().id(outside.counterID) }
        try await host.tap("Count: 0")
        #expect(try host.ascii().contains("Count: 1"))
        outside.counterID = 2
        #expect(try host.ascii().contains("Count: 0"))
    }

    @Test func forEachRowsKeepTheirStateByElementIDWhenTheyMove() async throws {
        let outside = Outside()
        let host = host {
            VStack {
                ForEach(outside.rows, id: \.self) { Counter(label: $0) }
            }
        }
        try await host.tap("b: 0")
        outside.rows = ["b", "a"]
        let picture = try host.ascii()
        #expect(picture.contains("b: 1"))
        #expect(picture.contains("a: 0"))
    }

    @Test func aBindingWritesTheParentsState() async throws {
        let host = host { SwitchPanel() }
        try await host.tap("Off")
        let picture = try host.ascii()
        #expect(picture.contains("Lights are on"))
        #expect(picture.contains("On"))
    }

    @Test func aModifiersStateIsKeptToo() async throws {
        struct Tapped: ViewModifier {
            @State var taps = 0
            func body(content: Content) -> some View {
                VStack {
                    content
                    Button("Tapped \(taps)") { taps += 1 }
                }
            }
        }
        let host = host { Text("Card").modifier(Tapped()) }
        try await host.tap("Tapped 0")
        #expect(try host.ascii().contains("Tapped 1"))
    }

    @Test func propertiesInsideADynamicPropertyOfYourOwnAreKept() async throws {
        struct Toggled: DynamicProperty {
            @State var isOn = false
        }
        struct Lamp: View {
            var toggled = Toggled()
            var body: some View { Button(toggled.isOn ? "Lamp on" : "Lamp off") { toggled.isOn.toggle() } }
        }
        let host = host { Lamp() }
        try await host.tap("Lamp off")
        #expect(try host.ascii().contains("Lamp on"))
    }

    @Test func stateUsedOutsideARenderWarnsOnce() {
        let warnings = WarningSink()
        LayoutWarnings.$handler.withValue(warnings.record) {
            let state = State(wrappedValue: 1)
            state.wrappedValue = 2
            #expect(state.wrappedValue == 2)
        }
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("outside a render") == true)
    }

    @Test func anEnvironmentValueIsTheOneTheViewWasResolvedWith() async throws {
        @MainActor final class Seen { var font: Font?? }
        struct Reader: View {
            @Environment(\.font) var font
            let seen: Seen
            var body: some View { Button("Read") { seen.font = font } }
        }
        let seen = Seen()
        let host = host { Reader(seen: seen).font(.title) }
        try await host.tap("Read")
        #expect(seen.font == .some(.title))
    }
}
