import Foundation

/// A control that picks several days, drawn as iOS draws it: a month's calendar with each
/// selected day in a circle of the accent colour. The label is not drawn; VoiceOver reads it.
///
/// Tapping a day adds it to the selection or takes it out; days outside the bounds are grey and
/// cannot be picked. The calendar shows the month of the earliest selected day, else of the
/// bounds' start (or end); with neither, January 2001, the reference date, so that a picture
/// never depends on the day it is drawn. Selected components without a year, month and day are
/// left out of the drawing.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
/// MultiDatePicker("Dates Available", selection: $dates)
/// MultiDatePicker("Trip", selection: $days, in: start..<end)
/// ```
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: DateBounds
    let label: Label

    /// Creates a picker of any days, with a label view.
    ///
    /// ```swift
    /// MultiDatePicker(selection: $dates) { Text("Dates") }
    /// ```
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), label: label())
    }

    /// Creates a picker of days in `bounds`, its end left out, with a label view.
    ///
    /// ```swift
    /// MultiDatePicker(selection: $dates, in: start..<end) { Text("Trip") }
    /// ```
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        // A half-open range ends a moment before its upper bound; an empty one allows no day.
        let upper = bounds.isEmpty ? bounds.lowerBound.addingTimeInterval(-1) : bounds.upperBound.addingTimeInterval(-0.001)
        self.init(selection: selection, bounds: DateBounds(lower: bounds.lowerBound, upper: upper), label: label())
    }

    /// Creates a picker of days on or after `bounds`' start, with a label view.
    ///
    /// ```swift
    /// MultiDatePicker(selection: $dates, in: start...) { Text("Next") }
    /// ```
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(lower: bounds.lowerBound), label: label())
    }

    /// Creates a picker of days before `bounds`' end, with a label view.
    ///
    /// ```swift
    /// MultiDatePicker(selection: $dates, in: ..<end) { Text("Past") }
    /// ```
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(upper: bounds.upperBound.addingTimeInterval(-0.001)), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, bounds: DateBounds, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label
    }

    /// The calendar of the month the selection starts in.
    ///
    /// ```swift
    /// MultiDatePicker("Dates", selection: $dates).body
    /// ```
    public var body: some View {
        MultiDatePickerBody(selection: selection, bounds: bounds, label: AnyView(label))
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a picker of any days titled with a localized string key.
    ///
    /// ```swift
    /// MultiDatePicker("Dates Available", selection: $dates)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a picker of days in `bounds` titled with a localized string key.
    ///
    /// ```swift
    /// MultiDatePicker("Trip", selection: $dates, in: start..<end)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a picker of days on or after `bounds`' start titled with a localized string key.
    ///
    /// ```swift
    /// MultiDatePicker("Next", selection: $dates, in: start...)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a picker of days before `bounds`' end titled with a localized string key.
    ///
    /// ```swift
    /// MultiDatePicker("Past", selection: $dates, in: ..<end)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a picker of any days titled `title`.
    ///
    /// ```swift
    /// MultiDatePicker(team.name, selection: $team.daysOff)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates a picker of days in `bounds` titled `title`.
    ///
    /// ```swift
    /// MultiDatePicker(trip.name, selection: $trip.days, in: trip.start..<trip.end)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a picker of days on or after `bounds`' start titled `title`.
    ///
    /// ```swift
    /// MultiDatePicker(plan.name, selection: $plan.days, in: start...)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a picker of days before `bounds`' end titled `title`.
    ///
    /// ```swift
    /// MultiDatePicker(log.name, selection: $log.days, in: ..<end)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// A multi-date picker resolved: its calendar, and the taps that change its selection.
private struct MultiDatePickerBody: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: DateBounds
    let label: AnyView
    @State private var monthOffset = 0
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.tint) private var tint

    var body: some View {
        let format = DatePickerFormat(locale: locale, calendar: calendar, timeZone: timeZone)
        let days = selectedDays(format)
        let first = days.min() ?? bounds.lower ?? bounds.upper ?? Date(timeIntervalSinceReferenceDate: 0)
        let month = format.adding(monthOffset, .month, to: DatePickerFormat.drawable(first))
        let offset = $monthOffset
        let selection = selection
        MonthCalendar(
            title: format.month(month),
            weekdays: format.weekdaySymbols,
            weeks: MonthCalendar.weeks(of: month, format: format, isSelected: days.contains, isEnabled: bounds.overlaps),
            tint: tint ?? .accentColor,
            pick: { day in
                let parts = format.calendar.dateComponents([.year, .month, .day], from: day)
                let chosen = selection.wrappedValue.filter { Self.sameDay($0, parts) }
                if chosen.isEmpty {
                    selection.wrappedValue.insert(format.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day))
                } else {
                    selection.wrappedValue.subtract(chosen)
                }
            },
            showMonth: { step in offset.wrappedValue += step }
        )
        .background(alignment: .topLeading) { label.frame(width: 0, height: 0).clipped() }
    }

    /// The start of each selected day that names a year, a month and a day.
    private func selectedDays(_ format: DatePickerFormat) -> Set<Date> {
        var days: Set<Date> = []
        for parts in selection.wrappedValue {
            guard let year = parts.year, let month = parts.month, let day = parts.day,
                (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
                let date = format.calendar.date(from: DateComponents(year: year, month: month, day: day)),
                format.calendar.component(.day, from: date) == day
            else { continue }
            days.insert(format.calendar.startOfDay(for: date))
        }
        return days
    }

    private static func sameDay(_ lhs: DateComponents, _ rhs: DateComponents) -> Bool {
        lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day
    }
}
