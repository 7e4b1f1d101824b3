import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct TimerTextTests {
    private let screen = Screen(width: 160, height: nil)
    private let start = Date(timeIntervalSinceReferenceDate: 1_000)

    private func shown(_ text: Text, at seconds: TimeInterval) throws -> String {
        let picture = try text.environment(\.renderDate, start.addingTimeInterval(seconds)).renderASCII(on: screen)
        return picture.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aCountdownShowsTheTimeLeftAtTheRenderDate() throws {
        let timer = Text(timerInterval: start...start.addingTimeInterval(300))
        #expect(try shown(timer, at: 0) == "5:00")
        #expect(try shown(timer, at: 0.5) == "5:00")
        #expect(try shown(timer, at: 75) == "3:45")
        #expect(try shown(timer, at: 400) == "0:00")
        #expect(try shown(timer, at: -60) == "5:00")
    }

    @Test func countingUpShowsTheTimeSinceTheStart() throws {
        let timer = Text(timerInterval: start...start.addingTimeInterval(300), countsDown: false)
        #expect(try shown(timer, at: 75.9) == "1:15")
        #expect(try shown(timer, at: 900) == "5:00")
    }

    @Test func hoursShowWhenAskedAndMinutesGoOnOtherwise() throws {
        let interval = start...start.addingTimeInterval(2 * 3600)
        #expect(try shown(Text(timerInterval: interval), at: 0) == "2:00:00")
        #expect(try shown(Text(timerInterval: interval, showsHours: false), at: 0) == "120:00")
    }

    @Test func aPauseTimeStopsTheTimerThere() throws {
        let timer = Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: start.addingTimeInterval(10))
        #expect(try shown(timer, at: 200) == "4:50")
    }

    @Test func withoutARenderDateTheTimerCountsFromTheFixedReferenceDateNeverTheWallClock() throws {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let timer = Text(timerInterval: reference...reference.addingTimeInterval(90))
        #expect(try timer.renderASCII(on: screen).trimmingCharacters(in: .whitespacesAndNewlines) == "1:30")
        let relative = Text(reference.addingTimeInterval(-7_500), style: .relative)
        #expect(try relative.renderASCII(on: screen).trimmingCharacters(in: .whitespacesAndNewlines) == "2 hours, 5 minutes")
    }
}
