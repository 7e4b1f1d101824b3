#if !canImport(Darwin)
    import Foundation
    import Testing
    import Wireframe

    /// The expected strings are Apple's: those its documentation gives (the pages of
    /// `DateComponentsFormatter.UnitsStyle` and its cases, and of `ZeroFormattingBehavior`'s
    /// `default`, `dropLeading`, `none` and `pad`), and the minute-and-second clock that apps such
    /// as TCA's VoiceMemos build with `.pad` ("00:05", and "62:05" past an hour).
    @Suite struct DateComponentsFormatterTests {
        private func formatter(
            _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle = .positional,
            _ zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
        ) -> DateComponentsFormatter {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = units
            formatter.unitsStyle = style
            formatter.zeroFormattingBehavior = zeros
            return formatter
        }

        @Test func aMinuteAndSecondClockPaddedCountsMinutesPastTheHour() {
            let clock = formatter([.minute, .second], .positional, .pad)
            #expect(clock.string(from: 5) == "00:05")
            #expect(clock.string(from: 65) == "01:05")
            #expect(clock.string(from: 3725) == "62:05")
        }

        @Test func positionalPaddingLeavesTheHourUnpadded() {
            #expect(formatter([.hour, .minute, .second], .positional, .pad).string(from: 3725) == "1:02:05")
            // Apple: one hour, days to seconds allowed, `.pad`: "0d 1:00:00".
            #expect(formatter([.day, .hour, .minute, .second], .positional, .pad).string(from: 3600) == "0d 1:00:00")
        }

        @Test func positionalByDefaultDropsLeadingZerosAndPadsTheRest() {
            let clock = formatter([.hour, .minute, .second])
            #expect(clock.string(from: 3610) == "1:00:10")
            #expect(clock.string(from: 4200) == "1:10:00")
            #expect(clock.string(from: 3725) == "1:02:05")
            #expect(clock.string(from: 5) == "0:05")
            #expect(formatter([.minute, .second]).string(from: 5) == "0:05")
        }

        @Test func otherStylesDropEveryZeroByDefault() {
            #expect(formatter([.day, .hour, .minute, .second], .abbreviated).string(from: 3610) == "1h 10s")
            #expect(formatter([.hour, .minute, .second], .abbreviated).string(from: 0) == "0s")
        }

        @Test func eachZeroBehaviorDropsItsZeros() {
            let units: NSCalendar.Unit = [.day, .hour, .minute, .second]
            #expect(formatter(units, .abbreviated, .dropLeading).string(from: 600) == "10m 0s")
            #expect(formatter([.hour, .minute, .second], .abbreviated, .none).string(from: 3610) == "1h 0m 10s")
            #expect(formatter(units, .abbreviated, .pad).string(from: 3600) == "0d 1h 0m 0s")
            #expect(formatter([.hour, .minute, .second], .abbreviated, .dropTrailing).string(from: 4200) == "1h 10m")
            #expect(formatter([.hour, .minute, .second], .abbreviated, .dropMiddle).string(from: 3610) == "1h 10s")
        }

        @Test func everyStyleWritesNineHoursFortyOneMinutesThirtySeconds() {
            let interval: TimeInterval = 9 * 3600 + 41 * 60 + 30
            let units: NSCalendar.Unit = [.hour, .minute, .second]
            #expect(formatter(units, .positional).string(from: interval) == "9:41:30")
            #expect(formatter(units, .abbreviated).string(from: interval) == "9h 41m 30s")
            #expect(formatter(units, .brief).string(from: interval) == "9hr 41min 30sec")
            #expect(formatter(units, .short).string(from: interval) == "9 hr, 41 min, 30 sec")
            #expect(formatter(units, .full).string(from: interval) == "9 hours, 41 minutes, 30 seconds")
            #expect(formatter(units, .spellOut).string(from: interval) == "nine hours, forty-one minutes, thirty seconds")
        }

        @Test func componentsOfYearsToSecondsInEveryWordedStyle() {
            let components = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
            func string(_ style: DateComponentsFormatter.UnitsStyle) -> String? {
                DateComponentsFormatter.localizedString(from: components, unitsStyle: style)
            }
            #expect(string(.abbreviated) == "3y 9mo 26d 19h 17s")
            #expect(string(.brief) == "3yrs 9mths 26days 19hr 17sec")
            #expect(string(.short) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
            #expect(string(.full) == "3 years, 9 months, 26 days, 19 hours, 17 seconds")
            #expect(string(.spellOut) == "three years, nine months, twenty-six days, nineteen hours, seventeen seconds")
        }

        @Test func oneOfAUnitIsSingular() {
            let full = formatter([.hour, .minute, .second], .full)
            #expect(full.string(from: 3661) == "1 hour, 1 minute, 1 second")
            #expect(formatter([.day], .short).string(from: 86_400) == "1 day")
        }

        @Test func componentsAreCarriedIntoTheAllowedUnits() {
            #expect(formatter([.hour, .minute]).string(from: DateComponents(minute: 90)) == "1:30")
            #expect(formatter([.minute], .full).string(from: DateComponents(hour: 2, minute: 5)) == "125 minutes")
        }

        @Test func aFractionIsDroppedUnlessFractionalUnitsAreAllowed() {
            let hours = formatter([.hour], .abbreviated)
            #expect(hours.string(from: 5400) == "1h")
            hours.allowsFractionalUnits = true
            #expect(hours.string(from: 5400) == "1.5h")
            #expect(formatter([.minute, .second], .positional, .pad).string(from: 5.9) == "00:05")
        }

        @Test func theUnitCountAndPhrasesShapeTheString() {
            let full = formatter([.hour, .minute, .second], .full)
            full.maximumUnitCount = 2
            #expect(full.string(from: 3725) == "1 hour, 2 minutes")
            full.maximumUnitCount = 0
            full.includesApproximationPhrase = true
            full.includesTimeRemainingPhrase = true
            #expect(full.string(from: 300) == "About 5 minutes remaining")
        }

        @Test func theLargestUnitOfOneCollapsesIntoTheNext() {
            let abbreviated = formatter([.hour, .minute], .abbreviated)
            abbreviated.collapsesLargestUnit = true
            #expect(abbreviated.string(from: 4200) == "70m")
            #expect(abbreviated.string(from: 8400) == "2h 20m")
        }

        @Test func negativeAndNonFiniteIntervals() {
            #expect(formatter([.hour, .minute, .second]).string(from: -3725) == "-1:02:05")
            #expect(formatter([.minute, .second]).string(from: .nan) == nil)
            #expect(formatter([.minute, .second]).string(from: .infinity) == nil)
        }

        @Test func monthsOfAnIntervalAreCountedFromTheReferenceDate() throws {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
            let months = formatter([.month, .day], .full)
            months.calendar = calendar
            // 1 February 2001, UTC: February has 28 days.
            months.referenceDate = Date(timeIntervalSinceReferenceDate: 31 * 86_400)
            #expect(months.string(from: 30 * 86_400) == "1 month, 2 days")
        }

        @Test func theTimeBetweenTwoDates() throws {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
            let days = formatter([.day, .hour], .abbreviated)
            days.calendar = calendar
            let start = Date(timeIntervalSinceReferenceDate: 0)
            #expect(days.string(from: start, to: start.addingTimeInterval(90_000)) == "1d 1h")
            #expect(days.string(for: DateComponents(day: 2)) == "2d")
            #expect(days.string(for: "two days") == nil)
        }
    }
#endif
