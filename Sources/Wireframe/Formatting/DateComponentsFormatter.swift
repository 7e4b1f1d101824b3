#if !canImport(Darwin)
    import Foundation

    /// A formatter of quantities of time, as Foundation's `DateComponentsFormatter`, where
    /// swift-corelibs-foundation declares that class unavailable.
    ///
    /// A file that imports `SwiftUI` or `ComposableArchitecture` (or `Wireframe`) sees this class
    /// in place of Foundation's, so code written for Apple's platforms compiles and formats as it
    /// does there, in U.S. English:
    ///
    /// ```swift
    /// let formatter = DateComponentsFormatter()
    /// formatter.allowedUnits = [.minute, .second]
    /// formatter.zeroFormattingBehavior = .pad
    /// formatter.string(from: 5)      // "00:05"
    /// formatter.string(from: 3725)   // "62:05"
    ///
    /// formatter.allowedUnits = [.hour, .minute, .second]
    /// formatter.unitsStyle = .full
    /// formatter.zeroFormattingBehavior = .default
    /// formatter.string(from: 3725)   // "1 hour, 2 minutes, 5 seconds"
    /// ```
    ///
    /// Every style of `UnitsStyle` is written, with the zero formatting behaviours, the maximum
    /// unit count, the approximation and time-remaining phrases and fractional units. Choices
    /// where Apple's documentation is silent: with `allowedUnits` empty the units are year, month,
    /// day, hour, minute and second; a fraction of the smallest shown unit is dropped (not
    /// rounded) unless `allowsFractionalUnits` is set; in the positional style only leading zeros
    /// are dropped (a clock cannot skip a position); a month or year not allowed is carried into
    /// the next smaller unit as 12 months or 30 days. Months and years of a `TimeInterval` are
    /// counted on `calendar` from `referenceDate`, or from now, as on Apple's platforms; shorter
    /// quantities never depend on the date. Parsing (`getObjectValue`) is not supported, as it
    /// is not on Apple's platforms. The configuration is guarded by a lock, so one formatter may
    /// be shared between tasks.
    open class DateComponentsFormatter: Formatter, @unchecked Sendable {
        /// How the quantity and unit names are written. The raw values are Apple's.
        ///
        /// For 9 hours, 41 minutes and 30 seconds: `.positional` "9:41:30", `.abbreviated`
        /// "9h 41m 30s", `.brief` "9hr 41min 30sec", `.short` "9 hr, 41 min, 30 sec", `.full`
        /// "9 hours, 41 minutes, 30 seconds", `.spellOut` "nine hours, forty-one minutes,
        /// thirty seconds".
        public enum UnitsStyle: Int, Sendable {
            /// Units joined by colons: "1:00:10".
            case positional = 0
            /// Short units without spaces: "19h 17s".
            case abbreviated = 1
            /// Short units: "19 hr, 17 sec".
            case short = 2
            /// Whole words: "19 hours, 17 seconds".
            case full = 3
            /// Numbers spelled out: "nineteen hours, seventeen seconds".
            case spellOut = 4
            /// Short units without a space before them: "9hr 41min 30sec".
            case brief = 5
        }

        /// Which units whose value is 0 are left out or padded. The raw values are Apple's.
        ///
        /// ```swift
        /// formatter.zeroFormattingBehavior = [.dropLeading, .dropTrailing]
        /// ```
        public struct ZeroFormattingBehavior: OptionSet, Sendable {
            /// The options' bits, as Apple numbers them.
            public let rawValue: UInt
            /// The options whose bits are set in `rawValue`.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Nothing dropped, nothing padded: "1h 0m 10s".
            public static let none = ZeroFormattingBehavior([])
            /// Positional: leading zeros dropped, the rest padded ("1:00:10"); other styles:
            /// every zero dropped ("1h 10s").
            public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
            /// Zero units before the first non-zero one dropped: "10m 0s".
            public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
            /// Zero units between non-zero ones dropped: "1h 10s".
            public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
            /// Zero units after the last non-zero one dropped: "1h 10m".
            public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
            /// Every zero unit dropped.
            public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
            /// Zeros kept and padded: "0d 1:00:00", "0d 1h 0m 0s", "00:05".
            public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        }

        /// Everything a string depends on, read once under the lock for each call.
        struct Configuration {
            var allowedUnits: NSCalendar.Unit = []
            var allowsFractionalUnits = false
            var calendar: Calendar?
            var collapsesLargestUnit = false
            var includesApproximationPhrase = false
            var includesTimeRemainingPhrase = false
            var maximumUnitCount = 0
            var referenceDate: Date?
            var unitsStyle = UnitsStyle.positional
            var zeroFormattingBehavior = ZeroFormattingBehavior.default
            var formattingContext = Formatter.Context.unknown
        }

        private let lock = NSLock()
        private var configuration = Configuration()

        private func read<Value>(_ value: (Configuration) -> Value) -> Value {
            lock.lock()
            defer { lock.unlock() }
            return value(configuration)
        }

        private func write(_ change: (inout Configuration) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            change(&configuration)
        }

        /// A formatter of the positional style, every unit from year to second allowed.
        public override init() { super.init() }

        /// Not supported: a formatter is not archived on Linux.
        public required init?(coder: NSCoder) { nil }

        /// The units the string may use, from `.year` to `.second` (with `.weekOfMonth`); empty
        /// means year, month, day, hour, minute and second.
        open var allowedUnits: NSCalendar.Unit {
            get { read { $0.allowedUnits } }
            set { write { $0.allowedUnits = newValue } }
        }
        /// Whether the smallest unit shown may carry a fraction ("1.5h") instead of dropping it.
        open var allowsFractionalUnits: Bool {
            get { read { $0.allowsFractionalUnits } }
            set { write { $0.allowsFractionalUnits = newValue } }
        }
        /// The calendar months and years are counted on; `nil` is `Calendar.current`.
        open var calendar: Calendar? {
            get { read { $0.calendar } }
            set { write { $0.calendar = newValue } }
        }
        /// Whether a largest unit of 1 is written in the next one: "1h 10m" as "70m".
        open var collapsesLargestUnit: Bool {
            get { read { $0.collapsesLargestUnit } }
            set { write { $0.collapsesLargestUnit = newValue } }
        }
        /// Whether the string begins "About ".
        open var includesApproximationPhrase: Bool {
            get { read { $0.includesApproximationPhrase } }
            set { write { $0.includesApproximationPhrase = newValue } }
        }
        /// Whether the string ends " remaining".
        open var includesTimeRemainingPhrase: Bool {
            get { read { $0.includesTimeRemainingPhrase } }
            set { write { $0.includesTimeRemainingPhrase = newValue } }
        }
        /// At most this many units, the largest first; 0 means no limit.
        open var maximumUnitCount: Int {
            get { read { $0.maximumUnitCount } }
            set { write { $0.maximumUnitCount = newValue } }
        }
        /// Where a `TimeInterval`'s months and years are counted from; `nil` is now.
        open var referenceDate: Date? {
            get { read { $0.referenceDate } }
            set { write { $0.referenceDate = newValue } }
        }
        /// How quantities and unit names are written; `.positional` by default.
        open var unitsStyle: UnitsStyle {
            get { read { $0.unitsStyle } }
            set { write { $0.unitsStyle = newValue } }
        }
        /// Which zero units are dropped or padded; `.default` by default.
        open var zeroFormattingBehavior: ZeroFormattingBehavior {
            get { read { $0.zeroFormattingBehavior } }
            set { write { $0.zeroFormattingBehavior = newValue } }
        }
        /// Accepted; U.S. English has no capitalization rule that it changes.
        open var formattingContext: Formatter.Context {
            get { read { $0.formattingContext } }
            set { write { $0.formattingContext = newValue } }
        }

        /// `ti` seconds as configured, or `nil` when `ti` is not finite.
        ///
        /// - Parameter ti: A quantity of time in seconds; negative quantities get a leading "-".
        /// - Returns: The string, such as "1:02:05" for 3725 in the positional style.
        open func string(from ti: TimeInterval) -> String? {
            guard ti.isFinite else { return nil }
            let settings = read { $0 }
            let units = DurationUnit.allowed(in: settings.allowedUnits)
            var values: [DurationUnit: Double]
            if units.contains(where: \.isCalendrical), abs(ti) >= 28 * 86_400 {
                let calendar = settings.calendar ?? Calendar.current
                let start = settings.referenceDate ?? Date()
                let (from, to) = ti < 0 ? (start.addingTimeInterval(ti), start) : (start, start.addingTimeInterval(ti))
                values = DurationUnit.values(of: calendar.dateComponents(Set(units.map(\.component)), from: from, to: to))
                values = DurationUnit.normalize(values, into: units, allowsFractions: settings.allowsFractionalUnits)
            } else {
                values = DurationUnit.normalize([.second: abs(ti)], into: units, allowsFractions: settings.allowsFractionalUnits)
            }
            return DurationText(configuration: settings, units: units).string(from: values, isNegative: ti < 0)
        }

        /// `components` as configured, carried into the allowed units: 90 minutes with hours and
        /// minutes allowed is "1:30".
        open func string(from components: DateComponents) -> String? {
            let settings = read { $0 }
            let units = DurationUnit.allowed(in: settings.allowedUnits)
            let values = DurationUnit.values(of: components)
            let isNegative = values.values.contains { $0 < 0 } && !values.values.contains { $0 > 0 }
            let normalized = DurationUnit.normalize(
                values.mapValues(abs), into: units, allowsFractions: settings.allowsFractionalUnits)
            return DurationText(configuration: settings, units: units).string(from: normalized, isNegative: isNegative)
        }

        /// The time from `startDate` to `endDate`, counted on `calendar`.
        open func string(from startDate: Date, to endDate: Date) -> String? {
            let settings = read { $0 }
            let units = DurationUnit.allowed(in: settings.allowedUnits)
            let calendar = settings.calendar ?? Calendar.current
            return string(from: calendar.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate))
        }

        /// A `DateComponents` (or a `TimeInterval`) as configured; `nil` for anything else.
        open override func string(for obj: Any?) -> String? {
            switch obj {
            case let components as DateComponents: string(from: components)
            case let interval as TimeInterval: string(from: interval)
            default: nil
            }
        }

        /// `components` in `unitsStyle`, every other setting its default.
        ///
        /// ```swift
        /// DateComponentsFormatter.localizedString(from: DateComponents(hour: 2), unitsStyle: .full)  // "2 hours"
        /// ```
        open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = unitsStyle
            return formatter.string(from: components)
        }
    }

#endif
