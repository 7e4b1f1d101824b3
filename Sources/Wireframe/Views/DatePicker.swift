import Foundation

/// A control that picks a date, a time of day, or both, drawn as iOS 17 draws it on an iPhone.
///
/// The style in the environment decides the look (see ``View/datePickerStyle(_:)``): `.compact`,
/// the default, is the label with the date and the time in grey rounded pills at the trailing
/// edge; `.wheel` is the label beside wheels of days, hours and minutes, the selected row on a
/// grey band; `.graphical` is a month's calendar, the selected day in a circle of the accent
/// colour, with a row for the time when the picker shows one.
///
/// Dates are written with the environment's `locale`, `calendar` and `timeZone` (`en_US`, the
/// Gregorian calendar and UTC unless a view sets others), never the machine's. A selection outside
/// the range given with `in:` is drawn clamped to it, as SwiftUI draws it, without writing the
/// binding; a date outside the years 1 to 9999, or one that is not a number, is drawn as the
/// nearest drawable date. `labelsHidden()` hides the label, which VoiceOver still reads, with
/// the date as the value.
///
/// ```swift
/// DatePicker("Start Date", selection: $start, displayedComponents: .date)
/// DatePicker("알람", selection: $alarm, displayedComponents: .hourAndMinute)
///     .datePickerStyle(.wheel)
/// DatePicker(selection: $due, in: start...) { Label("Due", systemImage: "calendar") }
/// ```
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    ///
    /// ```swift
    /// let parts: DatePicker<Text>.Components = [.date, .hourAndMinute]
    /// ```
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: Label

    /// Creates a picker of any date, with a label view.
    ///
    /// ```swift
    /// DatePicker(selection: $date) { Text("Date") }
    /// ```
    /// - Parameters:
    ///   - selection: The date shown and picked.
    ///   - displayedComponents: The parts of the date shown: the day, the time, or both (the
    ///     default; an empty set is taken as both).
    ///   - label: What the picker is for.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// Creates a picker of a date in `range`, with a label view.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: start...end, displayedComponents: .date) { Text("Day") }
    /// ```
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        let bounds = DateBounds(lower: range.lowerBound, upper: range.upperBound)
        self.init(selection: selection, bounds: bounds, components: displayedComponents, label: label())
    }

    /// Creates a picker of a date on or after `range`'s start, with a label view.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: start...) { Text("From") }
    /// ```
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents, label: label())
    }

    /// Creates a picker of a date on or before `range`'s end, with a label view.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: ...end) { Text("Until") }
    /// ```
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    /// The picker in the style of the environment.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).body
    /// ```
    public var body: some View {
        DatePickerBody(selection: selection, bounds: bounds, components: components, label: AnyView(label))
    }
}

extension DatePicker where Label == Text {
    /// Creates a picker of any date titled with a localized string key.
    ///
    /// ```swift
    /// DatePicker("Start Date", selection: $start, displayedComponents: [.date])
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a picker of a date in `range` titled with a localized string key.
    ///
    /// ```swift
    /// DatePicker("Trip", selection: $day, in: first...last, displayedComponents: .date)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a picker of a date on or after `range`'s start titled with a localized string key.
    ///
    /// ```swift
    /// DatePicker("From", selection: $date, in: start...)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a picker of a date on or before `range`'s end titled with a localized string key.
    ///
    /// ```swift
    /// DatePicker("Until", selection: $date, in: ...end)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a picker of any date titled `title`.
    ///
    /// ```swift
    /// DatePicker(event.name, selection: $event.start)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a picker of a date in `range` titled `title`.
    ///
    /// ```swift
    /// DatePicker(trip.name, selection: $trip.day, in: trip.start...trip.end, displayedComponents: .date)
    /// ```
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a picker of a date on or after `range`'s start titled `title`.
    ///
    /// ```swift
    /// DatePicker(task.title, selection: $task.due, in: start...)
    /// ```
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a picker of a date on or before `range`'s end titled `title`.
    ///
    /// ```swift
    /// DatePicker(person.name, selection: $person.birthday, in: ...today, displayedComponents: .date)
    /// ```
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a ``DatePicker`` shows: the day, the time of day, or both.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// DatePicker("Meeting", selection: $start, displayedComponents: [.date, .hourAndMinute])
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    ///
    /// ```swift
    /// DatePickerComponents.date.rawValue
    /// ```
    public let rawValue: UInt

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let both = DatePickerComponents(rawValue: DatePickerComponents.date.rawValue | DatePickerComponents.hourAndMinute.rawValue)
    /// ```
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    ///
    /// ```swift
    /// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
    /// ```
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, month and year.
    ///
    /// ```swift
    /// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
    /// ```
    public static let date = DatePickerComponents(rawValue: 1 << 4)
}

/// The dates a picker may show: from `lower` to `upper`, either open.
struct DateBounds: Equatable {
    var lower: Date?
    var upper: Date?

    init(lower: Date? = nil, upper: Date? = nil) {
        self.lower = lower.map(DatePickerFormat.drawable)
        self.upper = upper.map(DatePickerFormat.drawable)
    }

    /// `date` made drawable and moved into the bounds, as SwiftUI shows a selection outside them.
    func clamp(_ date: Date) -> Date {
        var date = DatePickerFormat.drawable(date)
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    /// Whether any moment of the day from `start` to `end` is inside the bounds.
    func overlaps(dayFrom start: Date, to end: Date) -> Bool {
        if let lower, end <= lower { return false }
        if let upper, start > upper { return false }
        return true
    }
}

/// A date picker resolved in the style of the environment.
private struct DatePickerBody: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundColor) private var foreground
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    var body: some View {
        let format = DatePickerFormat(locale: locale, calendar: calendar, timeZone: timeZone)
        let shown = bounds.clamp(selection.wrappedValue)
        let spoken = format.spoken(shown, components: components)
        if style == .graphical {
            GraphicalDatePicker(
                format: format, selection: selection, shown: shown, bounds: bounds, components: components, label: label
            )
        } else if style == .wheel {
            ControlRow(spacing: nil) {
                styledLabel
            } control: {
                // Beside its label the wheel keeps the width its columns need; alone it spans
                // the row, as iOS draws it.
                DateWheel(columns: format.wheelColumns(shown, components: components), fillsWidth: areLabelsHidden)
                    .accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue(spoken)
        } else {
            ControlRow(spacing: nil) {
                styledLabel
            } control: {
                HStack(spacing: 8) {
                    if components.contains(.date) { DatePill(text: format.day(shown)) }
                    if components.contains(.hourAndMinute) { DatePill(text: format.time(shown)) }
                }
                .fixedSize()
                .accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue(spoken)
            .accessibilityAddTraits(.isButton)
        }
    }

    private var styledLabel: some View {
        label.foregroundStyle(isEnabled ? foreground ?? .primary : .gray)
    }
}

/// A date or a time in iOS's grey rounded pill: `(Jun 3, 2024)` in cells; in points the text on
/// the tertiary fill, 6 points above and below it and 11 beside.
struct DatePill: View {
    let text: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        CellsOrPoints {
            pillText
                .padding(.horizontal, 8)
                .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
        } points: {
            pillText
                .padding(.horizontal, 11)
                .padding(.vertical, 6)
                .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
        }
    }

    private var pillText: some View {
        Text(verbatim: text)
            .font(.body)
            .foregroundStyle(isEnabled ? Color.primary : .gray)
            .lineLimit(1)
            .fixedSize()
    }
}
