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
    /// every machine; `.relative`, `.offset` and `.timer` count from the moment of the render.
    ///
    /// ```swift
    /// Text(memo.date, style: .date)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: formatted(date, style: style, now: Date()))
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
