import Foundation
import Testing
import Wireframe
import WireframeTesting

/// The stand-up app's screens, written as SwiftUI tutorials write them (`StandupScreens.swift`),
/// drawn and used as on a device.
@MainActor @Suite struct StandupScreenTests {
    /// The editor over state of its own, as the app's sheet holds it.
    private struct EditorScreen: View {
        @State var standup = Standup.sample

        var body: some View {
            NavigationStack {
                StandupEditor(standup: $standup)
                    .navigationTitle(standup.title)
            }
        }
    }

    private struct ListScreen: View {
        @State var standups = [
            Standup.sample,
            Standup(
                id: UUID(), title: "朝会", attendees: [], lengthInMinutes: 5, theme: .buttercup,
                lastHeld: Date(timeIntervalSince1970: 0)),
        ]
        @State var saves = 0

        var body: some View {
            StandupsList(standups: $standups) { saves += 1 }
        }
    }

    @Test func theListShowsACardPerStandupOnItsTheme() throws {
        let ascii = try ListScreen().renderASCII(on: .iPhone13)
        for text in ["Daily Standups", "Design Review", "朝会", "10", "5"] {
            #expect(ascii.contains(text), "\(text) in\n\(ascii)")
        }
        assertSnapshot(of: ListScreen(), as: .ascii(on: .iPhone13), named: "list")
        assertSnapshot(of: ListScreen(), as: .svg(on: .iPhone13), named: "list")
    }

    @Test func theDetailShowsLabelsAndTheDateItWasLastHeld() throws {
        let detail = NavigationStack { StandupDetail(standup: .sample) }
        let ascii = try detail.renderASCII(on: .iPhone13)
        for text in ["Design Review", "MEETING INFO", "Start Meeting", "10 minutes", "Haruto"] {
            #expect(ascii.contains(text), "\(text) in\n\(ascii)")
        }
        // `Text(_:style: .date)` shows the date in English, in UTC.
        #expect(try detail.placedTree(width: 390, height: 844).frame(ofText: "December 1, 2025") != nil)
        assertSnapshot(of: detail, as: .ascii(on: .iPhone13), named: "detail")
        assertSnapshot(of: detail, as: .svg(on: .iPhone13), named: "detail")
    }

    @Test func theEditorIsAFormOfSections() throws {
        let ascii = try EditorScreen().renderASCII(on: .iPhone13)
        for text in ["MEETING INFO", "10 minutes", "Theme", "Lavender", "ATTENDEES", "Ji-woo", "New Attendee"] {
            #expect(ascii.contains(text), "\(text) in\n\(ascii)")
        }
        assertSnapshot(of: EditorScreen(), as: .ascii(on: .iPhone13), named: "editor")
        assertSnapshot(of: EditorScreen(), as: .svg(on: .iPhone13), named: "editor")
    }

    @Test func anAttendeeTypedAndAddedJoinsTheList() async throws {
        let host = ScreenHost(screen: .iPhone13) { EditorScreen() }
        try await host.type("Priya", into: "New Attendee")
        try await host.tap("plus.circle.fill")
        let ascii = try host.ascii()
        #expect(ascii.contains("Priya"))
        #expect(ascii.contains("New Attendee"), "the field is empty again and shows its prompt")
    }

    @Test func theAddButtonIsDisabledWhileTheNameIsEmpty() async throws {
        let host = ScreenHost(screen: .iPhone13) { EditorScreen() }
        await #expect(throws: InteractionError(message: "button 'plus.circle.fill' is disabled")) {
            try await host.tap("plus.circle.fill")
        }
    }

    @Test func aThemePickedFromTheMenuIsTheStandupsTheme() async throws {
        let host = ScreenHost(screen: .iPhone13) { EditorScreen() }
        try await host.tap("Theme")
        try await host.tap("Seafoam")
        #expect(try host.ascii().contains("Seafoam"))
    }

    @Test func anAttendeeSwipedAwayLeavesTheMeeting() async throws {
        let host = ScreenHost(screen: .iPhone13) { EditorScreen() }
        try await host.swipeToDelete(row: "Mina")
        #expect(try !host.ascii().contains("Mina"))
    }

    @Test func theTimerDrawsAnArcForEverySpeakerWhoHasSpoken() throws {
        let timer = MeetingTimer(
            attendees: Standup.sample.attendees, speakerIndex: 2, theme: .lavender, secondsElapsed: 300, secondsRemaining: 300)
        let svg = try timer.renderSVG(on: .iPhone13)
        // Two speakers done: two arcs, each a quarter turn less a degree at either end.
        #expect(svg.components(separatedBy: "stroke-width=\"12\"").count - 1 == 2)
        let ascii = try timer.renderASCII(on: .iPhone13)
        for text in ["Mina", "is speaking", "Speaker 3 of 4", "300"] {
            #expect(ascii.contains(text), "\(text) in\n\(ascii)")
        }
        assertSnapshot(of: timer, as: .ascii(on: .iPhone13), named: "timer")
        assertSnapshot(of: timer, as: .svg(on: .iPhone13), named: "timer")
    }
}
