#if !canImport(Darwin)
    import Foundation

    /// A unit `DateComponentsFormatter` can write, largest first.
    enum DurationUnit: CaseIterable, Hashable {
        case year, month, week, day, hour, minute, second

        var calendarUnit: NSCalendar.Unit {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// Whether the unit's length depends on the calendar and the date.
        var isCalendrical: Bool { self == .year || self == .month }

        /// The unit's length in seconds, for the units whose length is fixed.
        var seconds: Double? {
            switch self {
            case .year, .month: nil
            case .week: 604_800
            case .day: 86_400
            case .hour: 3600
            case .minute: 60
            case .second: 1
            }
        }

        /// The units of `units`, largest first; none means year, month, day, hour, minute, second.
        static func allowed(in units: NSCalendar.Unit) -> [DurationUnit] {
            let allowed = allCases.filter { units.contains($0.calendarUnit) }
            return allowed.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowed
        }

        /// The quantities `components` holds, nanoseconds as a fraction of a second.
        static func values(of components: DateComponents) -> [DurationUnit: Double] {
            var values: [DurationUnit: Double] = [:]
            for unit in allCases {
                if let value = components.value(for: unit.component) { values[unit] = Double(value) }
            }
            if components.weekOfMonth == nil, let weeks = components.weekOfYear { values[.week] = Double(weeks) }
            if let nanoseconds = components.nanosecond { values[.second, default: 0] += Double(nanoseconds) / 1e9 }
            return values
        }

        /// `values` carried into `units`: a larger unit that is not allowed goes into the next
        /// smaller one, a smaller quantity overflows into larger units, and what the smallest
        /// allowed unit cannot hold is dropped or, with `allowsFractions`, kept as its fraction.
        static func normalize(_ values: [DurationUnit: Double], into units: [DurationUnit], allowsFractions: Bool)
            -> [DurationUnit: Double]
        {
            var result: [DurationUnit: Double] = [:]
            var months = (values[.year] ?? 0) * 12 + (values[.month] ?? 0)
            var seconds = allCases.reduce(0.0) { total, unit in total + (values[unit] ?? 0) * (unit.seconds ?? 0) }
            let fixedUnits = units.filter { !$0.isCalendrical }
            if units.contains(.year) {
                let years = !units.contains(.month) && fixedUnits.isEmpty && allowsFractions ? months / 12 : wholePart(months / 12)
                result[.year] = years
                months -= years * 12
            }
            if units.contains(.month) {
                let whole = fixedUnits.isEmpty && allowsFractions ? months : wholePart(months)
                result[.month] = whole
                months -= whole
            }
            // A month that no allowed unit holds is 30 days.
            seconds += months * 30 * 86_400
            for (offset, unit) in fixedUnits.enumerated() {
                guard let length = unit.seconds else { continue }
                let isSmallest = offset == fixedUnits.count - 1
                let value = isSmallest && allowsFractions ? seconds / length : wholePart(seconds / length)
                result[unit] = value
                seconds -= value * length
            }
            return result
        }

        /// `value` without its fraction, forgiving the last bits a sum of doubles can lose.
        private static func wholePart(_ value: Double) -> Double {
            (value + 1e-9).rounded(.down)
        }
    }

    /// The words of a `DateComponentsFormatter` string: which units are shown, in which style.
    struct DurationText {
        var configuration: DateComponentsFormatter.Configuration
        var units: [DurationUnit]

        func string(from values: [DurationUnit: Double], isNegative: Bool) -> String? {
            var entries = units.map { (unit: $0, value: values[$0] ?? 0) }
            guard !entries.isEmpty else { return nil }
            let style = configuration.unitsStyle
            let behavior = configuration.zeroFormattingBehavior
            var drops = behavior.intersection(.dropAll)
            if drops.isEmpty, behavior.contains(.default), !behavior.contains(.pad) {
                drops = style == .positional ? .dropLeading : .dropAll
            }
            if style == .positional {
                // A clock cannot skip a position: only leading zeros go, down to minutes and seconds.
                if drops.contains(.dropLeading) {
                    while entries.count > 2, entries[0].value == 0 { entries.removeFirst() }
                }
            } else {
                entries = Self.dropping(drops, from: entries)
            }
            if configuration.collapsesLargestUnit, entries.count > 1, entries[0].value == 1,
                let ratio = Self.ratio(of: entries[0].unit, to: entries[1].unit)
            {
                entries[1].value += ratio
                entries.removeFirst()
            }
            if configuration.maximumUnitCount > 0 { entries = Array(entries.prefix(configuration.maximumUnitCount)) }
            var text = style == .positional ? positional(entries) : Self.worded(entries, style: style)
            if isNegative { text = "-" + text }
            if configuration.includesApproximationPhrase { text = "About " + text }
            if configuration.includesTimeRemainingPhrase { text += " remaining" }
            return text
        }

        /// `entries` less the zero units `drops` names; the smallest unit stays when all are zero.
        private static func dropping(
            _ drops: DateComponentsFormatter.ZeroFormattingBehavior, from entries: [(unit: DurationUnit, value: Double)]
        )
            -> [(unit: DurationUnit, value: Double)]
        {
            guard let first = entries.firstIndex(where: { $0.value != 0 }), let last = entries.lastIndex(where: { $0.value != 0 })
            else {
                return drops.isEmpty ? entries : Array(entries.suffix(1))
            }
            return entries.enumerated().filter { offset, entry in
                guard entry.value == 0 else { return true }
                if offset < first { return !drops.contains(.dropLeading) }
                if offset > last { return !drops.contains(.dropTrailing) }
                return !drops.contains(.dropMiddle)
            }.map(\.element)
        }

        /// How many of `smaller` make one `larger`, where that is fixed.
        private static func ratio(of larger: DurationUnit, to smaller: DurationUnit) -> Double? {
            if larger == .year, smaller == .month { return 12 }
            guard let large = larger.seconds, let small = smaller.seconds else { return nil }
            return large / small
        }

        /// "0d 1:00:00": units of a day and longer abbreviated, then the clock.
        private func positional(_ entries: [(unit: DurationUnit, value: Double)]) -> String {
            let clockUnits: [DurationUnit] = [.hour, .minute, .second]
            let prefix = entries.filter { !clockUnits.contains($0.unit) }
            let clock = entries.filter { clockUnits.contains($0.unit) }
            var parts = prefix.map { Self.number($0.value) + Self.abbreviation($0.unit) }
            if !clock.isEmpty {
                let pads = configuration.zeroFormattingBehavior.contains(.pad)
                let fields = clock.enumerated().map { offset, entry in
                    let digits = Self.number(entry.value)
                    let width = offset > 0 || (pads && entry.unit != .hour) ? 2 : 1
                    let integerDigits = digits.prefix { $0 != "." }.count
                    return String(repeating: "0", count: max(0, width - integerDigits)) + digits
                }
                parts.append(fields.joined(separator: ":"))
            }
            return parts.joined(separator: " ")
        }

        private static func worded(_ entries: [(unit: DurationUnit, value: Double)], style: DateComponentsFormatter.UnitsStyle) -> String {
            let words = entries.map { entry in
                let isOne = entry.value == 1
                switch style {
                case .abbreviated: return number(entry.value) + abbreviation(entry.unit)
                case .brief: return number(entry.value) + shortName(entry.unit, isOne: isOne)
                case .short: return number(entry.value) + " " + shortName(entry.unit, isOne: isOne)
                case .spellOut: return spelled(entry.value) + " " + fullName(entry.unit, isOne: isOne)
                case .full, .positional: return number(entry.value) + " " + fullName(entry.unit, isOne: isOne)
                }
            }
            return words.joined(separator: style == .abbreviated || style == .brief ? " " : ", ")
        }

        private static func abbreviation(_ unit: DurationUnit) -> String {
            switch unit {
            case .year: "y"
            case .month: "mo"
            case .week: "w"
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }

        private static func shortName(_ unit: DurationUnit, isOne: Bool) -> String {
            switch unit {
            case .year: isOne ? "yr" : "yrs"
            case .month: isOne ? "mth" : "mths"
            case .week: isOne ? "wk" : "wks"
            case .day: isOne ? "day" : "days"
            case .hour: "hr"
            case .minute: "min"
            case .second: "sec"
            }
        }

        private static func fullName(_ unit: DurationUnit, isOne: Bool) -> String {
            let name =
                switch unit {
                case .year: "year"
                case .month: "month"
                case .week: "week"
                case .day: "day"
                case .hour: "hour"
                case .minute: "minute"
                case .second: "second"
                }
            return isOne ? name : name + "s"
        }

        /// `value` in digits: whole numbers as they are, a fraction to two places at most.
        static func number(_ value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            var text = String(format: "%.2f", value)
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }

        /// `value` in English words ("forty-one"), or in digits when it has a fraction.
        static func spelled(_ value: Double) -> String {
            guard value == value.rounded(), abs(value) < 1e15 else { return number(value) }
            return cardinal(Int(value))
        }

        private static let ones = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

        private static func cardinal(_ number: Int) -> String {
            if number < 0 { return "minus " + cardinal(-number) }
            if number < 20 { return ones[number] }
            if number < 100 { return tens[number / 10] + (number % 10 == 0 ? "" : "-" + ones[number % 10]) }
            if number < 1000 {
                return ones[number / 100] + " hundred" + (number % 100 == 0 ? "" : " " + cardinal(number % 100))
            }
            for (size, name) in [(1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand")]
            where number >= size {
                return cardinal(number / size) + " " + name + (number % size == 0 ? "" : " " + cardinal(number % size))
            }
            return String(number)
        }
    }
#endif
