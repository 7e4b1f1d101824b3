import Foundation

/// How the date pickers write dates: with the environment's locale, calendar and time zone, never
/// the machine's, so that a picture is the same on every machine.
///
/// The texts are the ones iOS shows: a compact picker's pills (`Jun 3, 2024`, `9:41 AM`;
/// `2024. 6. 3.`, `오전 9:41` in Korean), a calendar's month title (`June 2024`, `2024년 6월`) and
/// weekday header (`SUN`, `일`), and the columns of a wheel.
struct DatePickerFormat {
    let locale: Locale
    /// The environment's calendar, in the environment's time zone.
    let calendar: Calendar
    let timeZone: TimeZone

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        self.locale = locale
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.timeZone = timeZone
    }

    /// The earliest and latest dates the pickers draw: the years 1 to 9999. A date outside, or
    /// one that is not a finite number of seconds, is drawn as the nearest of them (or as the
    /// reference date, 1 January 2001, when not a number), never handed to the calendar as is.
    static let drawableRange: ClosedRange<Date> = {
        let first = Date(timeIntervalSinceReferenceDate: -63_113_904_000)
        let last = Date(timeIntervalSinceReferenceDate: 252_423_993_599)
        return first...last
    }()

    /// `date`, made safe to draw (see ``drawableRange``).
    static func drawable(_ date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        guard !seconds.isNaN else { return Date(timeIntervalSinceReferenceDate: 0) }
        return min(max(date, drawableRange.lowerBound), drawableRange.upperBound)
    }

    /// A formatter in the environment's locale, calendar and time zone.
    private func formatter(template: String? = nil, date: DateFormatter.Style = .none, time: DateFormatter.Style = .none)
        -> DateFormatter
    {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = date
            formatter.timeStyle = time
        }
        return formatter
    }

    /// `text` with the no-break spaces some locales put before `AM` turned into plain spaces, so
    /// that every target measures and draws them alike.
    private func plain(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : Character($0) })
    }

    /// The day as a compact picker's pill shows it: `Jun 3, 2024`.
    func day(_ date: Date) -> String { plain(formatter(date: .medium).string(from: date)) }

    /// The time as a compact picker's pill shows it: `9:41 AM`.
    func time(_ date: Date) -> String { plain(formatter(time: .short).string(from: date)) }

    /// What VoiceOver reads as a picker's value: the day, the time, or both.
    func spoken(_ date: Date, components: DatePickerComponents) -> String {
        var parts: [String] = []
        if components.contains(.date) { parts.append(day(date)) }
        if components.contains(.hourAndMinute) { parts.append(time(date)) }
        return parts.joined(separator: ", ")
    }

    /// A calendar's title: `June 2024`.
    func month(_ date: Date) -> String { plain(formatter(template: "MMMMy").string(from: date)) }

    /// Writes days as VoiceOver reads them in a calendar: `Monday, June 3`.
    func dayNames() -> (Date) -> String {
        let formatter = formatter(template: "EEEEMMMMd")
        return { plain(formatter.string(from: $0)) }
    }

    /// The weekday header of a calendar, starting on the calendar's first weekday: `SUN`, `MON`, …
    var weekdaySymbols: [String] {
        let symbols: [String] = formatter().shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] }
        let first = min(max(calendar.firstWeekday, 1), 7) - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: locale) }
    }

    /// The word for a calendar's time row: `Time`, `시간`, `時刻`.
    var timeTitle: String {
        switch locale.language.languageCode?.identifier {
        case "ko": "시간"
        case "ja": "時刻"
        case "zh": "时间"
        default: "Time"
        }
    }

    /// The first day of the month `date` is in, and its days, as the calendar counts them.
    func monthDays(of date: Date) -> (start: Date, count: Int) {
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        return (start, count)
    }

    /// How many blank cells come before the first day of the month in a week row.
    func leadingBlanks(before start: Date) -> Int {
        let weekday = calendar.component(.weekday, from: start)
        return ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    }

    /// `date` moved by `value` of `component`, or `date` itself when the calendar cannot.
    func adding(_ value: Int, _ component: Calendar.Component, to date: Date) -> Date {
        calendar.date(byAdding: component, value: value, to: date) ?? date
    }

    /// `day` at the time of day of `time`.
    func date(onDayOf day: Date, atTimeOf time: Date) -> Date {
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        return calendar.date(
            bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, of: calendar.startOfDay(for: day))
            ?? day
    }
}

extension DatePickerFormat {
    /// One column of a wheel: the texts from three rows above the selected one to three below,
    /// `nil` where the wheel has no row.
    struct WheelColumn {
        var rows: [String?]
        var alignment: HorizontalAlignment = .center
    }

    /// The columns of a wheel showing `components` of `date`, in the order of the locale: for a day
    /// and a time `Mon Jun 3 | 9 | 41 | AM`; for a day alone `June | 3 | 2024` (`2024년 | 6월 | 3일`);
    /// for a time alone `9 | 41 | AM` (`오전 | 9 | 41`).
    func wheelColumns(_ date: Date, components: DatePickerComponents) -> [WheelColumn] {
        let offsets = -3...3
        var columns: [WheelColumn] = []
        if components.contains(.date) {
            if components.contains(.hourAndMinute) {
                let dayFormat = formatter(template: "EEEMMMd")
                // iOS writes the day without the comma the template gives in English: `Mon Jun 3`.
                let rows = offsets.map { offset -> String? in
                    plain(dayFormat.string(from: adding(offset, .day, to: date))).replacingOccurrences(of: ",", with: "")
                }
                columns.append(WheelColumn(rows: rows, alignment: .trailing))
            } else {
                columns += dayColumns(date, offsets: offsets)
            }
        }
        if components.contains(.hourAndMinute) {
            columns += timeColumns(date, offsets: offsets)
        }
        return columns
    }

    /// The month, day and year columns of a wheel, in the locale's order.
    private func dayColumns(_ date: Date, offsets: ClosedRange<Int>) -> [WheelColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let day = parts.day ?? 1
        let daysInMonth = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        let month = formatter(template: "MMMM")
        let dayFormat = formatter(template: "d")
        let yearFormat = formatter(template: "y")
        func wrapped(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }
        let monthRows = offsets.map { offset -> String? in
            let moved = adding(offset, .month, to: adding(1 - day, .day, to: date))
            return plain(month.string(from: moved))
        }
        let dayRows = offsets.map { offset -> String? in
            let moved = adding(wrapped(day - 1 + offset, daysInMonth) - (day - 1), .day, to: date)
            return plain(dayFormat.string(from: moved))
        }
        let yearRows = offsets.map { offset -> String? in plain(yearFormat.string(from: adding(offset, .year, to: date))) }
        let columns = [
            (fieldOffset(in: pattern) { $0 == "M" || $0 == "L" }, WheelColumn(rows: monthRows, alignment: .leading)),
            (fieldOffset(in: pattern) { $0 == "d" }, WheelColumn(rows: dayRows)),
            (fieldOffset(in: pattern) { $0 == "y" }, WheelColumn(rows: yearRows)),
        ]
        return columns.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The hour, minute and (where the locale counts 12 hours) AM/PM columns of a wheel, in the
    /// locale's order.
    private func timeColumns(_ date: Date, offsets: ClosedRange<Int>) -> [WheelColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHours = fieldOffset(in: pattern) { $0 == "h" || $0 == "K" } < pattern.count
        // A locale that writes the hour with two digits (`HH:mm`) shows them on the wheel too.
        let padsHour = pattern.contains("HH") || pattern.contains("hh")
        let clock = calendar.dateComponents([.hour, .minute], from: date)
        let hour = clock.hour ?? 0
        let minute = clock.minute ?? 0
        func wrapped(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }
        let hourRows = offsets.map { offset -> String? in
            let value = wrapped(hour + offset, 24)
            let shown = twelveHours ? (value % 12 == 0 ? 12 : value % 12) : value
            return padsHour && shown < 10 ? "0\(shown)" : String(shown)
        }
        let minuteRows = offsets.map { offset -> String? in
            let value = wrapped(minute + offset, 60)
            return value < 10 ? "0\(value)" : String(value)
        }
        var columns = [
            (fieldOffset(in: pattern) { "hHKk".contains($0) }, WheelColumn(rows: hourRows, alignment: .trailing)),
            (fieldOffset(in: pattern) { $0 == "m" }, WheelColumn(rows: minuteRows, alignment: .leading)),
        ]
        if twelveHours {
            let symbols = formatter()
            let (am, pm) = (plain(symbols.amSymbol), plain(symbols.pmSymbol))
            let isMorning = hour < 12
            // Two rows only: the morning's above the afternoon's.
            let rows: [String?] = offsets.map { offset in
                switch (isMorning, offset) {
                case (true, 0), (false, -1): am
                case (true, 1), (false, 0): pm
                default: nil
                }
            }
            columns.append((fieldOffset(in: pattern) { $0 == "a" || $0 == "b" || $0 == "B" }, WheelColumn(rows: rows, alignment: .leading)))
        }
        return columns.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Where the first field letter `isField` accepts is in a date pattern, outside its quoted
    /// literals (`'de'` in Spanish); the pattern's length when it has none.
    private func fieldOffset(in pattern: String, where isField: (Character) -> Bool) -> Int {
        var isQuoted = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                isQuoted.toggle()
            } else if !isQuoted, isField(character) {
                return offset
            }
        }
        return pattern.count
    }
}
