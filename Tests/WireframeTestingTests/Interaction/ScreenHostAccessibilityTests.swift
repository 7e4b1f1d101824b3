import Foundation
import Testing
import Wireframe
import WireframeTesting

/// Tapping by accessibility label and identifier, as VoiceOver and UI tests find elements.
@MainActor
@Suite struct ScreenHostAccessibilityTests {
    private final class Taps {
        var names: [String] = []
    }

    private func host(_ taps: Taps) -> ScreenHost<some View> {
        ScreenHost(screen: Screen(width: 320, height: 200)) {
            VStack {
                Button {
                    taps.names.append("close")
                } label: {
                    Image(systemName: "xmark")
                }
                Button("Save") { taps.names.append("save") }.accessibilityIdentifier("editor.save")
                Button("Save") { taps.names.append("save copy") }.accessibilityLabel("Save a copy")
                Text("Note")
                Button("Send") {}.disabled(true)
            }
        }
    }

    @Test func tapByLabelRunsTheElementsAction() async throws {
        let taps = Taps()
        try await host(taps).tap(accessibilityLabel: "Close")
        try await host(taps).tap(accessibilityLabel: "Save a copy")
        #expect(taps.names == ["close", "save copy"])
    }

    @Test func tapByIdentifierRunsTheElementsAction() async throws {
        let taps = Taps()
        try await host(taps).tap(accessibilityIdentifier: "editor.save")
        #expect(taps.names == ["save"])
    }

    @Test func aLabelNothingHasIsAnErrorListingTheLabelsOnScreen() async throws {
        await #expect(
            throws: InteractionError(
                message: "no accessibility element labelled 'Open'; on screen: ['Close', 'Save', 'Save a copy', 'Note', 'Send']")
        ) {
            try await host(Taps()).tap(accessibilityLabel: "Open")
        }
    }

    @Test func anIdentifierNothingHasIsAnErrorListingTheIdentifiers() async throws {
        await #expect(throws: InteractionError(message: "no accessibility element with identifier 'save'; on screen: ['editor.save']")) {
            try await host(Taps()).tap(accessibilityIdentifier: "save")
        }
    }

    @Test func aLabelOfSeveralElementsIsAmbiguous() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: 200)) {
            HStack {
                Button("OK") {}
                Button("OK") {}
            }
        }
        await #expect(throws: InteractionError(message: "ambiguous: 2 accessibility elements labelled 'OK', at cells (19,6), (22,6)")) {
            try await host.tap(accessibilityLabel: "OK")
        }
    }

    @Test func anElementWithoutATapActionIsAnError() async throws {
        await #expect(throws: InteractionError(message: "accessibility element labelled 'Note' takes no taps")) {
            try await host(Taps()).tap(accessibilityLabel: "Note")
        }
    }

    @Test func aDisabledElementIsAnError() async throws {
        await #expect(throws: InteractionError(message: "accessibility element labelled 'Send' is disabled")) {
            try await host(Taps()).tap(accessibilityLabel: "Send")
        }
    }

    @Test func aHostileLabelIsShownSafelyInTheError() async throws {
        await #expect(
            throws: InteractionError(
                message: "no accessibility element labelled '␛[2Jx␊y'; on screen: ['Close', 'Save', 'Save a copy', 'Note', 'Send']")
        ) {
            try await host(Taps()).tap(accessibilityLabel: "\u{1B}[2Jx\u{202E}\ny")
        }
    }

    @Test func anElementCoveredByADimLayerCannotBeTapped() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: 200)) {
            ZStack {
                Button("Behind") {}
                Color.black.opacity(0.4).onTapGesture {}.accessibilityLabel("Dismiss")
            }
        }
        let covered = InteractionError(message: "accessibility element labelled 'Behind' is covered by button '' over cells (0,0)–(39,12)")
        await #expect(throws: covered) {
            try await host.tap(accessibilityLabel: "Behind")
        }
    }
}
