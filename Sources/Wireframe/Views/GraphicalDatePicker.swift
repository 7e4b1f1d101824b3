import Foundation

/// A `.graphical` date picker: the month of its date as a calendar, the date's day selected, and
/// a row for the time below when the picker shows the time. The label is not drawn, as on iOS;
/// VoiceOver reads it before the calendar.
///
/// Tapping a day picks it at the selection's time of day, kept inside the picker's range; the
/// chevrons show the months before and after.
struct GraphicalDatePicker: View {
    let format: DatePickerFormat
    let selection: Binding<Date>
    /// The selection as drawn: clamped to the bounds.
    let shown: Date
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: AnyView
    @State private var monthOffset = 0
    @Environment(\.tint) private var tint

    var body: some View {
        let month = format.adding(monthOffset, .month, to: shown)
        let selectedDay = format.calendar.startOfDay(for: shown)
        let offset = $monthOffset
        let (selection, bounds, format, shown) = (selection, bounds, format, shown)
        VStack(alignment: .leading, spacing: 0) {
            if components.contains(.date) {
                MonthCalendar(
                    title: format.month(month),
                    weekdays: format.weekdaySymbols,
                    weeks: MonthCalendar.weeks(of: month, format: format, isSelected: { $0 == selectedDay }, isEnabled: bounds.overlaps),
                    tint: tint ?? .accentColor,
                    pick: { day in selection.wrappedValue = bounds.clamp(format.date(onDayOf: day, atTimeOf: shown)) },
                    showMonth: { step in offset.wrappedValue += step }
                )
            }
            if components.contains(.hourAndMinute) {
                if components.contains(.date) { Divider().padding(.vertical, 8) }
                HStack {
                    Text(verbatim: format.timeTitle).foregroundStyle(Color.primary)
                    Spacer(minLength: 8)
                    DatePill(text: format.time(shown))
                }
                .accessibilityElement(children: .combine)
            }
        }
        .background(alignment: .topLeading) { label.frame(width: 0, height: 0).clipped() }
    }
}
