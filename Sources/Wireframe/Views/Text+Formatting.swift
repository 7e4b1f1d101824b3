import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    ///
    /// ```swift
    /// Text(memo.date, style: .date)   // June 3, 2024
    /// ```
    public struct DateStyle: Hashable, Sendable {
        let name: String
        /// The time of day, such as `9:41 AM`.
        public static let time = DateStyle(name: "time")
        /// The day, such as `June 3, 2024`.
        public static let date = DateStyle(name: "date")
        /// How long ago or ahead of now, such as `2 hours, 5 minutes`.
        public static let relative = DateStyle(name: "relative")
        /// The distance from now with its sign, such as `+2 hours`.
        public static let offset = DateStyle(name: "offset")
        /// A running clock of the time since or until the date, such as `2:05:10`.
        public static let timer = DateStyle(name: "timer")
    }

    /// Shows `date` in `style`. Dates are written in English in UTC, so a picture is the same on
    /// every machine; `.relative`, `.offset` and `.timer` count from the environment's
    /// `renderDate`, never the wall clock.
    ///
    /// ```swift
    /// Text(memo.date, style: .date)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(clock: .date(date, style))
    }

    /// Shows a timer counting down to the end of `timerInterval` (or up from its start), as
    /// SwiftUI's: `m:ss`, or `h:mm:ss` from an hour on when `showsHours` (otherwise the minutes
    /// go past 59). It counts at the environment's `renderDate` — never the wall clock — or at
    /// `pauseTime` when given, and stays within the interval: before it, a countdown shows the
    /// whole interval; after it, `0:00`.
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(300))   // 5:00 at the start
    /// Text(timerInterval: start...end, countsDown: false).environment(\.renderDate, start.addingTimeInterval(75))   // 1:15
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(clock: .timer(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// Shows `input` as `format` writes it.
    ///
    /// ```swift
    /// Text(price, format: .number.precision(.fractionLength(2)))
    /// Text(memo.date, format: .dateTime.year().month().day())
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

/// A time a text shows, written out when the text is resolved, from the render's date.
enum ClockText: Hashable, Sendable {
    /// `Text(_:style:)`.
    case date(Date, Text.DateStyle)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    case timer(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// The text at the moment `now`.
    func text(at now: Date) -> String {
        switch self {
        case .date(let date, let style):
            return formatted(date, style: style, now: now)
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            let duration = Swift.max(interval.upperBound.timeIntervalSince(interval.lowerBound), 0)
            let moment = (pauseTime ?? now).timeIntervalSince(interval.lowerBound)
            let elapsed = moment.isFinite ? Swift.min(Swift.max(moment, 0), duration) : 0
            // A countdown shows a second until the whole second has passed, as a clock does.
            let shown = countsDown ? (duration - elapsed).rounded(.up) : elapsed.rounded(.down)
            let seconds = shown.isFinite && shown < 1e12 ? Int(shown) : 0
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            if showsHours, hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, rest) }
            return String(format: "%d:%02d", showsHours ? minutes : seconds / 60, rest)
        }
    }
}

/// `date` as `Text(_:style:)` writes it, counting relative styles from `now`.
func formatted(_ date: Date, style: Text.DateStyle, now: Date) -> String {
    switch style {
    case .time, .date:
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = style == .time ? "h:mm a" : "MMMM d, yyyy"
        return formatter.string(from: date)
    case .timer:
        let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    default:
        let interval = date.timeIntervalSince(now)
        let text = spokenDuration(abs(interval))
        guard style == .offset else { return text }
        return (interval < 0 ? "-" : "+") + text
    }
}

/// A duration in its largest unit and the next one, such as `2 hours, 5 minutes` or `40 seconds`.
private func spokenDuration(_ interval: TimeInterval) -> String {
    let units: [(name: String, length: Int)] = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
    let total = Int(interval.isFinite ? interval.rounded(.down) : 0)
    func part(_ value: Int, _ name: String) -> String { "\(value) \(name)\(value == 1 ? "" : "s")" }
    guard let first = units.firstIndex(where: { total >= $0.length }) else { return part(0, "second") }
    var parts = [part(total / units[first].length, units[first].name)]
    if first + 1 < units.count {
        let next = units[first + 1]
        let value = total % units[first].length / next.length
        if value > 0 { parts.append(part(value, next.name)) }
    }
    return parts.joined(separator: ", ")
}
