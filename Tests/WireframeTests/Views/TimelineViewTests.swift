import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct TimelineViewTests {
    private let screen = Screen(width: 240, height: 40)
    private let start = Date(timeIntervalSinceReferenceDate: 1_000)

    private func shownDate(_ view: some View, at now: Date) throws -> String {
        try view.environment(\.renderDate, now).renderASCII(on: screen)
    }

    private func seconds(_ date: Date) -> String { "\(Int(date.timeIntervalSinceReferenceDate))" }

    @Test func aPeriodicScheduleShowsItsLastTickBeforeTheRenderDate() throws {
        let view = TimelineView(.periodic(from: start, by: 10)) { context in Text(seconds(context.date)) }
        #expect(try shownDate(view, at: start.addingTimeInterval(25)).contains("1020"))
        #expect(try shownDate(view, at: start.addingTimeInterval(30)).contains("1030"))
        // Before the schedule starts, its first date is shown.
        #expect(try shownDate(view, at: start.addingTimeInterval(-500)).contains("1000"))
    }

    @Test func everyMinuteShowsTheStartOfTheMinute() throws {
        let view = TimelineView(.everyMinute) { context in Text(seconds(context.date)) }
        // 1,000 s is 16 min 40 s past the reference date: the minute began at 960 s.
        #expect(try shownDate(view, at: start).contains("960"))
    }

    @Test func anExplicitScheduleShowsTheLastDateNotAfterTheRenderDate() throws {
        let dates = [start, start.addingTimeInterval(5), start.addingTimeInterval(50)]
        let view = TimelineView(.explicit(dates)) { context in Text(seconds(context.date)) }
        #expect(try shownDate(view, at: start.addingTimeInterval(10)).contains("1005"))
        // With no date so early, the render date itself.
        #expect(try shownDate(view, at: start.addingTimeInterval(-1)).contains("999"))
    }

    @Test func anAnimationScheduleShowsTheRenderDateLive() throws {
        let view = TimelineView(.animation) { context in
            Text("\(seconds(context.date)) \(context.cadence == .live ? "live" : "not live")")
        }
        let picture = try shownDate(view, at: start)
        #expect(picture.contains("1000 live"))
    }

    @Test func aScheduleThatNeverReachesTheRenderDateEndsInsteadOfHanging() throws {
        struct Forever: TimelineSchedule {
            func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
                let early = Date(timeIntervalSinceReferenceDate: 0)
                return AnySequence { AnyIterator { early } }
            }
        }
        let view = TimelineView(Forever()) { context in Text(seconds(context.date)) }
        #expect(try shownDate(view, at: start).contains("0"))
    }

    @Test func theContentIsLaidOutAsWithoutTheTimeline() throws {
        let timeline = TimelineView(.everyMinute) { _ in Text("tick").padding(4) }
        #expect(try timeline.renderSVG(on: screen) == (try Text("tick").padding(4).renderSVG(on: screen)))
    }
}
