import Foundation

/// A view whose content is built for a moment of a schedule, as SwiftUI's `TimelineView` is.
///
/// A still picture shows one moment: the last entry of the schedule that is not after the
/// environment's `renderDate` (1 January 2001, 00:00 UTC unless a view sets another), or the
/// render date itself when the schedule has none so early. The wall clock is never read, so a
/// snapshot of a clock face is the same every day.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// .environment(\.renderDate, start.addingTimeInterval(90))
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content closure is given: the moment it is built for and how often it changes.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in Text("\(context.date)") }
    /// ```
    public struct Context {
        /// How often the timeline changes its content.
        ///
        /// ```swift
        /// TimelineView(.animation) { context in Text(context.cadence == .live ? "live" : "still") }
        /// ```
        public enum Cadence: Comparable, Sendable {
            /// As often as the screen refreshes.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The moment the content is built for.
        public let date: Date
        /// How often the content changes.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates a timeline view that builds its content for a moment of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let now = context.environment.renderDate
        let date = schedule.shownEntry(at: now)
        return try context.resolve(content(TimelineViewDefaultContext(date: date, cadence: cadence)))
    }

    /// How often the schedule changes the content.
    private var cadence: TimelineViewDefaultContext.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: .live
        case is EveryMinuteTimelineSchedule: .minutes
        default: .seconds
        }
    }
}

/// The context of a `TimelineView` whose schedule is not named.
///
/// ```swift
/// func clockFace(_ context: TimelineViewDefaultContext) -> some View { Text("\(context.date)") }
/// ```
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A sequence of dates a `TimelineView` changes its content at.
///
/// ```swift
/// struct EveryHour: TimelineSchedule {
///     func entries(from start: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         sequence(first: start) { $0.addingTimeInterval(3600) }
///     }
/// }
/// ```
public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from about `startDate` on, in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may change a `TimelineView`: normally, or sparingly (as on a watch's
/// dimmed face).
///
/// ```swift
/// schedule.entries(from: .now, mode: .lowFrequency)
/// ```
public enum TimelineScheduleMode: Sendable {
    /// As the schedule asks.
    case normal
    /// As seldom as the schedule allows.
    case lowFrequency
}

extension TimelineSchedule {
    /// At most this many entries are read to find the one a picture shows, so a schedule whose
    /// dates do not increase cannot hang a render.
    static var entriesReadAtMost: Int { 10_000 }

    /// The entry a picture at `now` shows: the last not after `now`, else `now`.
    func shownEntry(at now: Date) -> Date {
        if let periodic = self as? PeriodicTimelineSchedule { return periodic.entry(at: now) }
        var shown: Date?
        for (index, date) in entries(from: now, mode: .normal).enumerated() {
            guard date <= now, index < Self.entriesReadAtMost else { break }
            shown = date
        }
        return shown ?? now
    }
}

/// A schedule of dates a fixed interval apart.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in SecondHand(date: context.date) }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a schedule of dates `interval` seconds apart from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the last one not after `startDate`, `interval` apart.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(next: entry(at: startDate), interval: interval)
    }

    /// The last date of the schedule not after `now`: its start while `now` is earlier.
    func entry(at now: Date) -> Date {
        guard interval.isFinite, interval > 0, now > startDate else { return startDate }
        let steps = ((now.timeIntervalSince(startDate)) / interval).rounded(.down)
        return startDate.addingTimeInterval(steps * interval)
    }

    /// The dates of a periodic schedule.
    ///
    /// ```swift
    /// Array(PeriodicTimelineSchedule(from: start, by: 60).entries(from: start, mode: .normal).prefix(3))
    /// ```
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        init(next: Date, interval: TimeInterval) {
            upcoming = next
            self.interval = interval
        }

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval.isFinite && interval > 0 ? interval : 1) }
            return upcoming
        }
    }
}

/// A schedule of the start of every minute.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates the schedule.
    public init() {}

    /// The starts of minutes, from the start of the minute of `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(next: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule of the dates given.
///
/// ```swift
/// TimelineView(.explicit([start, start.addingTimeInterval(5)])) { context in Text("\(context.date)") }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule of `dates`, which must increase.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule of every frame of an animation; a still picture shows the render date.
///
/// ```swift
/// TimelineView(.animation) { context in Wave(phase: context.date.timeIntervalSinceReferenceDate) }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates the schedule; `minimumInterval` spaces its frames out and `paused` stops it.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frames from `startDate`, `minimumInterval` apart (a sixtieth of a second by default).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(next: startDate, interval: minimumInterval ?? 1.0 / 60)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule of dates `interval` seconds apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule of the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule of every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule of frames at least `minimumInterval` apart, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule of the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
