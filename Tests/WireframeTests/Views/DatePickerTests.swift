import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `DatePicker` in its styles: the texts it shows under a given locale and time zone, the range
/// it keeps to, hidden labels and what VoiceOver reads.
@MainActor
@Suite struct DatePickerTests {
    /// 3 June 2024, 9:41 UTC, a Monday.
    private static let day = Date(timeIntervalSince1970: 1_717_407_660)
    /// 10 and 24 June 2024, 00:00 UTC.
    private static let tripStart = Date(timeIntervalSince1970: 1_717_977_600)
    private static let tripEnd = Date(timeIntervalSince1970: 1_719_187_200)
    private let screen = Screen(width: 320, height: nil)

    private func lines(of view: some View) throws -> [Substring] {
        try view.renderASCII(on: screen).split(separator: "\n")
    }

    @Test func theCompactStyleShowsTheDayAndTheTimeInPillsBesideTheLabel() throws {
        let picture = try lines(of: DatePicker("Starts", selection: .constant(Self.day)))
        #expect(picture == ["Starts           (Jun 3, 2024) (9:41 AM)"])
        #expect(
            try lines(of: DatePicker("Day", selection: .constant(Self.day), displayedComponents: .date)).first?.hasSuffix("(Jun 3, 2024)")
                == true)
        #expect(
            try lines(of: DatePicker("Alarm", selection: .constant(Self.day), displayedComponents: .hourAndMinute)).first?.hasSuffix(
                "(9:41 AM)") == true)
    }

    @Test func automaticIsCompactAndAnEmptySetOfComponentsShowsBoth() throws {
        let compact = try DatePicker("a", selection: .constant(Self.day)).renderASCII(on: screen)
        #expect(try DatePicker("a", selection: .constant(Self.day)).datePickerStyle(.automatic).renderASCII(on: screen) == compact)
        #expect(
            try DatePicker("a", selection: .constant(Self.day)).datePickerStyle(CompactDatePickerStyle()).renderASCII(on: screen) == compact
        )
        #expect(try DatePicker("a", selection: .constant(Self.day), displayedComponents: []).renderASCII(on: screen) == compact)
    }

    @Test func aPillIsTheTextOnTheTertiaryFillSixPointsAboveAndBelowAndElevenBeside() throws {
        let alarm = DatePicker("Alarm", selection: .constant(Self.day), displayedComponents: .hourAndMinute).labelsHidden()
        let placed = try alarm.layout(on: screen, metrics: .svg).placed
        let text = try Text("9:41 AM").layout(on: screen, metrics: .svg).placed.frame.size
        #expect(placed.frame.width == text.width + 22)
        #expect(placed.frame.height == text.height + 12)
    }

    @Test func textsFollowTheEnvironmentsLocaleAndTimeZone() throws {
        let korean = DatePicker("시작", selection: .constant(Self.day)).environment(\.locale, Locale(identifier: "ko_KR"))
        #expect(try lines(of: korean).first?.hasSuffix("(2024. 6. 3.) (오전 9:41)") == true)
        let seoul = korean.environment(\.timeZone, TimeZone(identifier: "Asia/Seoul") ?? .current)
        #expect(try lines(of: seoul).first?.hasSuffix("(2024. 6. 3.) (오후 6:41)") == true)
        let japanese = DatePicker("開始", selection: .constant(Self.day)).environment(\.locale, Locale(identifier: "ja_JP"))
        #expect(try lines(of: japanese).first?.hasSuffix("(2024/06/03) (9:41)") == true)
        let lateInTokyo = DatePicker("a", selection: .constant(Self.tripEnd.addingTimeInterval(-3600)), displayedComponents: .date)
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo") ?? .current)
        #expect(try lines(of: lateInTokyo).first?.hasSuffix("(Jun 24, 2024)") == true)
    }

    @Test func aSelectionOutsideItsRangeIsDrawnClampedAndLeftAsItIs() throws {
        let box = DateBox(Self.day)
        let trip = DatePicker("Trip", selection: box.binding, in: Self.tripStart...Self.tripEnd, displayedComponents: .date)
        #expect(try lines(of: trip).first?.hasSuffix("(Jun 10, 2024)") == true)
        #expect(box.value == Self.day)
        let until = DatePicker("Until", selection: .constant(Self.tripEnd), in: ...Self.tripStart, displayedComponents: .date)
        #expect(try lines(of: until).first?.hasSuffix("(Jun 10, 2024)") == true)
        let from = DatePicker("From", selection: .constant(Self.day), in: Self.tripEnd..., displayedComponents: .date)
        #expect(try lines(of: from).first?.hasSuffix("(Jun 24, 2024)") == true)
        let inside = DatePicker("In", selection: .constant(Self.tripStart), in: Self.day..., displayedComponents: .date)
        #expect(try lines(of: inside).first?.hasSuffix("(Jun 10, 2024)") == true)
    }

    @Test func datesNoCalendarCanDrawAreDrawnSafely() throws {
        let notANumber = DatePicker("a", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan)), displayedComponents: .date)
        #expect(try lines(of: notANumber).first?.hasSuffix("(Jan 1, 2001)") == true)
        for seconds in [Double.infinity, -Double.infinity, 1e300, -1e300] {
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            for style in [AnyDatePickerStyle.compact, .wheel, .graphical] {
                let picker = DatePicker("a", selection: .constant(date)).styled(style)
                _ = try picker.renderASCII(on: screen)
                _ = try picker.renderSVG(on: screen)
            }
        }
        let odd = DatePicker("a", selection: .constant(.distantFuture), in: Date.distantPast...Date.distantFuture)
        _ = try odd.datePickerStyle(.graphical).renderSVG(on: screen)
    }

    @Test func withItsLabelHiddenThePickerIsItsPillsAndVoiceOverReadsTheLabelAndTheDate() throws {
        let shown = DatePicker("Starts", selection: .constant(Self.day))
        let tree = try shown.accessibilityTree(on: screen)
        #expect(tree.elements.map(\.label) == ["Starts"])
        #expect(tree.elements.first?.value == "Jun 3, 2024, 9:41 AM")
        #expect(tree.elements.first?.traits.contains(.isButton) == true)
        let hidden = shown.labelsHidden()
        // The pills alone, centred on the screen as any view narrower than it is.
        #expect(try lines(of: hidden).map { $0.trimmingCharacters(in: .whitespaces) } == ["(Jun 3, 2024) (9:41 AM)"])
        #expect(try hidden.layout(on: screen, metrics: .svg).placed.frame.width < 240)
        #expect(try hidden.accessibilityTree(on: screen).elements.map(\.label) == ["Starts"])
        #expect(try hidden.accessibilityTree(on: screen).elements.first?.value == "Jun 3, 2024, 9:41 AM")
    }

    @Test func theWheelStyleShowsTheLocalesColumnsWithTheSelectedRowOnABand() throws {
        let alarm = DatePicker("Alarm", selection: .constant(Self.day), displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel)
        let picture = try lines(of: alarm)
        #expect(picture.count == 5)
        #expect(picture[2].hasPrefix("Alarm") && picture[2].contains("( ") && picture[2].contains("9") && picture[2].contains("41"))
        #expect(picture[2].contains("AM"))
        #expect(picture[3].contains("10") && picture[3].contains("42") && picture[3].contains("PM"))
        #expect(picture[0].contains("7") && picture[0].contains("39") && !picture[0].contains("AM"))
        #expect(try alarm.accessibilityTree(on: screen).elements.first?.value == "9:41 AM")
    }

    @Test func wheelColumnsAreInTheLocalesOrder() {
        func middle(_ locale: String, _ components: DatePickerComponents) -> [String] {
            let format = DatePickerFormat(locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian), timeZone: .gmt)
            return format.wheelColumns(Self.day, components: components).map { $0.rows[3] ?? "" }
        }
        #expect(middle("en_US", .hourAndMinute) == ["9", "41", "AM"])
        #expect(middle("ko_KR", .hourAndMinute) == ["오전", "9", "41"])
        #expect(middle("ja_JP", .hourAndMinute) == ["9", "41"])
        #expect(middle("de_DE", .hourAndMinute) == ["09", "41"])
        #expect(middle("fr_CA", .hourAndMinute).count == 2)
        #expect(middle("en_US", .date) == ["June", "3", "2024"])
        #expect(middle("ko_KR", .date) == ["2024년", "6월", "3일"])
        #expect(middle("ja_JP", .date) == ["2024年", "6月", "3日"])
        #expect(middle("en_US", [.date, .hourAndMinute]) == ["Mon Jun 3", "9", "41", "AM"])
    }

    @Test func theGraphicalStyleIsTheMonthWithTheSelectedDayCircled() throws {
        let meeting = DatePicker("Meeting", selection: .constant(Self.day), displayedComponents: .date).datePickerStyle(.graphical)
        // In cells a month is seven columns of five cells: 280 points.
        let picture = try meeting.renderASCII(on: Screen(width: 280, height: nil))
        #expect(!picture.contains("Meeting"))
        let rows = picture.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].hasPrefix(" June 2024 ›") && rows[0].hasSuffix("‹ ›"))
        #expect(rows[2] == " SUN  MON  TUE  WED  THU  FRI  SAT")
        #expect(rows[3] == "                                 1")
        #expect(rows[4] == "   2   (3)   4    5    6    7    8")
        #expect(rows[8] == "  30")
        let tree = try meeting.accessibilityTree(on: screen)
        let selected = tree.elements.filter { $0.traits.contains(.isSelected) }
        #expect(selected.map(\.label) == ["Monday, June 3"])
        #expect(tree.elements.first?.label == "Meeting")
    }

    @Test func aDisabledCalendarIsGreyAndIgnoresTaps() async throws {
        let box = DateBox(Self.day)
        let host = ScreenHost(screen: Screen(width: 320, height: 480)) {
            DatePicker("Day", selection: box.binding, displayedComponents: .date).datePickerStyle(.graphical).disabled(true)
        }
        await #expect(throws: InteractionError.self) { try await host.tap(accessibilityLabel: "Monday, June 10") }
        #expect(box.value == Self.day)
        let svg = try DatePicker("Day", selection: .constant(Self.day), displayedComponents: .date).datePickerStyle(.graphical)
            .disabled(true).renderSVG(on: screen)
        // No day and no chevron in the accent colour.
        #expect(!svg.contains("#007AFF"))
    }

    @Test func theCalendarsWeekStartsOnItsFirstWeekday() throws {
        var monday = Calendar(identifier: .gregorian)
        monday.firstWeekday = 2
        let meeting = DatePicker("Meeting", selection: .constant(Self.day), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .environment(\.calendar, monday)
        let rows = try meeting.renderASCII(on: Screen(width: 280, height: nil)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2] == " MON  TUE  WED  THU  FRI  SAT  SUN")
        // 1 June 2024 is a Saturday.
        #expect(rows[3] == "                            1    2")
        #expect(rows[4] == "  (3)   4    5    6    7    8    9")
    }

    @Test func theGraphicalStyleShowsTheTimeRowWhenItShowsTheTime() throws {
        let both = try DatePicker("a", selection: .constant(Self.day)).datePickerStyle(.graphical).renderASCII(on: screen)
        #expect(both.split(separator: "\n").last?.hasPrefix("Time") == true)
        #expect(both.split(separator: "\n").last?.hasSuffix("(9:41 AM)") == true)
        let korean = try DatePicker("a", selection: .constant(Self.day)).datePickerStyle(.graphical)
            .environment(\.locale, Locale(identifier: "ko_KR")).renderASCII(on: screen)
        #expect(korean.contains("2024년 6월") && korean.contains("일   월") && korean.contains("시간"))
    }

    @Test func tappingADayPicksItAtTheSameTimeAndDaysOutsideTheRangeAreDisabled() async throws {
        let box = DateBox(Self.day)
        let host = ScreenHost(screen: Screen(width: 320, height: 480)) {
            DatePicker("Trip", selection: box.binding, in: Self.day...Self.tripEnd).datePickerStyle(.graphical)
        }
        try await host.tap(accessibilityLabel: "Monday, June 10")
        #expect(box.value == Self.tripStart.addingTimeInterval(9 * 3600 + 41 * 60))
        await #expect(throws: InteractionError.self) { try await host.tap(accessibilityLabel: "Sunday, June 2") }
        #expect(box.value == Self.tripStart.addingTimeInterval(9 * 3600 + 41 * 60))
        try await host.tap(accessibilityLabel: "Next Month")
        #expect(try host.ascii().contains("July 2024"))
    }
}

/// The styles a test runs through, as one type.
private enum AnyDatePickerStyle {
    case compact, wheel, graphical
}

extension View {
    /// The view with the date picker style `style` names.
    @ViewBuilder fileprivate func styled(_ style: AnyDatePickerStyle) -> some View {
        if style == .compact {
            datePickerStyle(CompactDatePickerStyle())
        } else if style == .wheel {
            datePickerStyle(WheelDatePickerStyle())
        } else {
            datePickerStyle(GraphicalDatePickerStyle())
        }
    }
}

/// A date a binding reads and writes, outside any view.
@MainActor private final class DateBox {
    var value: Date
    init(_ value: Date) { self.value = value }
    var binding: Binding<Date> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
