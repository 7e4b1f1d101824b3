import Foundation

/// One day of a ``MonthCalendar``.
struct CalendarDay {
    /// The start of the day.
    let date: Date
    /// The day of the month, as the calendar numbers it.
    let number: Int
    /// The day as VoiceOver reads it: `Monday, June 3`.
    let name: String
    let isSelected: Bool
    /// Whether the day may be picked: inside the picker's range.
    let isEnabled: Bool
}

/// A month as iOS's graphical date pickers draw it: the month's name with a chevron, the
/// chevrons to the months before and after, the weekdays' initials, then the days in weeks,
/// each selected day in a circle of the accent colour; days outside the range are grey and
/// cannot be picked.
///
/// In cells, every day is a column of five cells, its number ending on the fourth, a selected
/// one bracketed: `  2    3  ( 4)   5`. In points, the columns share the width, each week 44
/// points high, a selected day in a 40-point circle.
struct MonthCalendar: View {
    let title: String
    let weekdays: [String]
    /// The days in weeks, `nil` before the first day and after the last.
    let weeks: [[CalendarDay?]]
    /// The accent colour of the chevrons and the selected days.
    let tint: Color
    let pick: @MainActor (Date) -> Void
    let showMonth: @MainActor (Int) -> Void
    @Environment(\.isEnabled) private var isEnabled

    /// The days of the month `month` is in, in weeks, `isSelected` and `isEnabled` saying which
    /// days are picked and which may be.
    static func weeks(
        of month: Date, format: DatePickerFormat, isSelected: (Date) -> Bool, isEnabled: (Date, Date) -> Bool
    ) -> [[CalendarDay?]] {
        let (start, count) = format.monthDays(of: month)
        let dayName = format.dayNames()
        var cells: [CalendarDay?] = Array(repeating: nil, count: format.leadingBlanks(before: start))
        for number in 1...max(count, 1) {
            let day = format.adding(number - 1, .day, to: start)
            let next = format.adding(1, .day, to: day)
            cells.append(
                CalendarDay(
                    date: day, number: number, name: dayName(day), isSelected: isSelected(day), isEnabled: isEnabled(day, next)))
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    var body: some View {
        CellsOrPoints {
            VStack(alignment: .leading, spacing: 0) {
                header(titleSpacing: 8, chevronSpacing: 8)
                Text("")
                row(weekdays.map { Text(verbatim: $0) }, cells: true)
                ForEach(weeks.indices, id: \.self) { index in
                    row(weeks[index].map { dayCell($0, cells: true) }, cells: true)
                }
            }
            .frame(maxWidth: 280, alignment: .leading)
        } points: {
            VStack(spacing: 0) {
                header(titleSpacing: 6, chevronSpacing: 28).frame(height: 44)
                row(
                    weekdays.map {
                        Text(verbatim: $0).font(.footnote.weight(.semibold)).foregroundStyle(Color(.tertiaryLabel))
                    }, cells: false
                )
                .frame(height: 24)
                ForEach(weeks.indices, id: \.self) { index in
                    row(weeks[index].map { dayCell($0, cells: false) }, cells: false).frame(height: 44)
                }
            }
        }
    }

    /// The tint, or grey while the calendar is disabled.
    private var accent: Color { isEnabled ? tint : Color(.tertiaryLabel) }

    private func header(titleSpacing: CGFloat, chevronSpacing: CGFloat) -> some View {
        HStack(spacing: titleSpacing) {
            Text(verbatim: title).font(.headline).foregroundStyle(Color.primary)
            Image(systemName: "chevron.right").font(.headline).foregroundStyle(accent)
            Spacer(minLength: 8)
            HStack(spacing: chevronSpacing) {
                Button {
                    showMonth(-1)
                } label: {
                    Image(systemName: "chevron.left")
                }
                .accessibilityLabel("Previous Month")
                Button {
                    showMonth(1)
                } label: {
                    Image(systemName: "chevron.right")
                }
                .accessibilityLabel("Next Month")
            }
            .font(.title3.weight(.medium))
            .foregroundStyle(accent)
        }
        .padding(.horizontal, 8)
    }

    /// Seven views side by side: in cells each five cells wide, ending a cell before its edge;
    /// in points each a seventh of the width, centred.
    private func row(_ views: [some View], cells: Bool) -> some View {
        HStack(spacing: 0) {
            ForEach(views.indices, id: \.self) { index in
                if cells {
                    views[index].lineLimit(1).frame(width: 32, alignment: .trailing).padding(.trailing, 8)
                } else {
                    views[index].lineLimit(1).frame(maxWidth: .infinity)
                }
            }
        }
    }

    private func dayCell(_ day: CalendarDay?, cells: Bool) -> AnyView {
        guard let day else { return AnyView(Text("")) }
        let color: Color = !day.isEnabled || !isEnabled ? Color(.tertiaryLabel) : day.isSelected ? tint : .primary
        let number = Text(verbatim: String(day.number))
            .font(day.isSelected ? Font.title3.weight(.semibold) : .title3)
            .foregroundStyle(color)
        let marked = Group {
            if cells {
                // The number's cells and one either side: `(4)`, `(12)`.
                number.background(alignment: .trailing) {
                    if day.isSelected {
                        Capsule().fill(accent.opacity(0.12)).frame(width: CGFloat(String(day.number).count + 2) * 8, height: 16)
                            .offset(x: 8)
                    }
                }
            } else {
                number.frame(width: 40, height: 40).background(day.isSelected ? accent.opacity(0.12) : .clear, in: Circle())
            }
        }
        return AnyView(
            Button {
                pick(day.date)
            } label: {
                marked
            }
            .disabled(!day.isEnabled)
            .accessibilityLabel(day.name)
            .accessibilityAddTraits(day.isSelected ? .isSelected : [])
        )
    }
}
