import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `MultiDatePicker`: a month's calendar with every selected day marked.
@MainActor
@Suite struct MultiDatePickerTests {
    /// 10 and 24 June 2024, 00:00 UTC.
    private static let start = Date(timeIntervalSince1970: 1_717_977_600)
    private static let end = Date(timeIntervalSince1970: 1_719_187_200)
    private let screen = Screen(width: 320, height: nil)

    private static func day(_ day: Int, month: Int = 6) -> DateComponents {
        DateComponents(year: 2024, month: month, day: day)
    }

    @Test func everySelectedDayIsMarkedInTheMonthOfTheEarliest() throws {
        let picker = MultiDatePicker("Days off", selection: .constant([Self.day(20), Self.day(12), Self.day(3, month: 7)]))
        let picture = try picker.renderASCII(on: screen)
        #expect(picture.contains("June 2024") && !picture.contains("Days off"))
        #expect(picture.contains("(12)") && picture.contains("(20)"))
        let selected = try picker.accessibilityTree(on: screen).elements.filter { $0.traits.contains(.isSelected) }
        #expect(selected.map(\.label) == ["Wednesday, June 12", "Thursday, June 20"])
    }

    @Test func daysOutsideTheBoundsCannotBePickedAndTheEndIsLeftOut() async throws {
        let box = DaysBox([Self.day(12)])
        let host = ScreenHost(screen: Screen(width: 320, height: 480)) {
            MultiDatePicker("Trip", selection: box.binding, in: Self.start..<Self.end)
        }
        try await host.tap(accessibilityLabel: "Friday, June 14")
        #expect(Set(box.value.map(\.day)) == [12, 14])
        try await host.tap(accessibilityLabel: "Wednesday, June 12")
        #expect(box.value.map(\.day) == [14])
        await #expect(throws: InteractionError.self) { try await host.tap(accessibilityLabel: "Monday, June 24") }
        await #expect(throws: InteractionError.self) { try await host.tap(accessibilityLabel: "Sunday, June 9") }
    }

    @Test func anEmptySelectionShowsTheBoundsMonthOrTheReferenceDates() throws {
        let bounded = MultiDatePicker("a", selection: .constant([]), in: Self.start...)
        #expect(try bounded.renderASCII(on: screen).contains("June 2024"))
        #expect(try MultiDatePicker("a", selection: .constant([])).renderASCII(on: screen).contains("January 2001"))
    }

    @Test func incompleteOrImpossibleComponentsAndAnEmptyRangeAreSafe() throws {
        let odd: Set<DateComponents> = [
            DateComponents(month: 6), DateComponents(year: 2024, month: 2, day: 31), DateComponents(year: -5, month: 1, day: 1),
        ]
        let picture = try MultiDatePicker("a", selection: .constant(odd)).renderASCII(on: screen)
        #expect(!picture.contains("("))
        let empty = MultiDatePicker("a", selection: .constant([]), in: Self.start..<Self.start)
        let tree = try empty.accessibilityTree(on: screen)
        let mondays = tree.elements.filter { $0.label.hasPrefix("Monday") }
        #expect(mondays.count == 4 && mondays.allSatisfy { !$0.isEnabled })
    }
}

/// Days a binding reads and writes, outside any view.
@MainActor private final class DaysBox {
    var value: Set<DateComponents>
    init(_ value: Set<DateComponents>) { self.value = value }
    var binding: Binding<Set<DateComponents>> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
