import Foundation
import Testing
import Wireframe

@testable import WireframeCombine

/// A subscriber that asks for a fixed number of values at the start and one more after each
/// value it is told to take, recording everything it receives.
private final class Counting: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let initial: Subscribers.Demand
    let more: Subscribers.Demand
    var values: [Int] = []
    var completions = 0
    var subscription: (any Subscription)?

    init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
        self.initial = initial
        self.more = more
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return more
    }

    func receive(completion: Subscribers.Completion<Never>) {
        completions += 1
    }
}

private final class Model: ObservableObject {
    @Published var query = "a"
}

@Suite struct PublisherTests {
    @Test func justDeliversItsValueOnceThenFinishes() {
        var values: [String] = []
        var completions: [Subscribers.Completion<Never>] = []
        let subscription = Just("ready").sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values == ["ready"])
        #expect(completions == [.finished])
        subscription.cancel()
    }

    @Test func aPassthroughSubjectDeliversToThoseSubscribedWhenItSends() {
        let subject = PassthroughSubject<Int, Never>()
        var early: [Int] = []
        var late: [Int] = []
        let first = subject.sink { early.append($0) }
        subject.send(1)
        let second = subject.sink { late.append($0) }
        subject.send(2)
        first.cancel()
        subject.send(3)
        #expect(early == [1, 2])
        #expect(late == [2, 3])
        second.cancel()
    }

    @Test func aFinishedSubjectSendsNothingMoreAndTellsNewSubscribersAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = 0
        let before = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        subject.send(completion: .finished)
        subject.send(1)
        let after = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        #expect(values.isEmpty)
        #expect(finished == 2)
        _ = (before, after)
    }

    @Test func aCurrentValueSubjectHandsEachNewSubscriberItsValue() {
        let count = CurrentValueSubject<Int, Never>(0)
        var seen: [Int] = []
        let subscription = count.sink { seen.append($0) }
        count.value = 1
        count.send(2)
        #expect(seen == [0, 1, 2])
        #expect(count.value == 2)
        subscription.cancel()
    }

    @Test func aSubscriberReceivesOnlyWhatItAskedFor() {
        let subject = PassthroughSubject<Int, Never>()
        let once = Counting(initial: .max(1))
        let onceMore = Counting(initial: .max(1), more: .max(1))
        subject.subscribe(once)
        subject.subscribe(onceMore)
        for value in 1...3 { subject.send(value) }
        #expect(once.values == [1])
        #expect(onceMore.values == [1, 2, 3])
        once.subscription?.request(.max(1))
        subject.send(4)
        #expect(once.values == [1, 4])
    }

    @Test func aFilteredValueIsReplacedByAskingUpstreamForAnother() {
        let subject = PassthroughSubject<Int, Never>()
        let evens = Counting(initial: .max(1))
        subject.filter { $0.isMultiple(of: 2) }.subscribe(evens)
        for value in 1...4 { subject.send(value) }
        #expect(evens.values == [2])
    }

    @Test func operatorsTransformDropAndSkipRepeats() {
        let subject = PassthroughSubject<String, Never>()
        var seen: [Int] = []
        let subscription =
            subject
            .compactMap { Int($0) }
            .removeDuplicates()
            .map { $0 * 10 }
            .eraseToAnyPublisher()
            .sink { seen.append($0) }
        for text in ["1", "1", "x", "2", "2", "1"] { subject.send(text) }
        #expect(seen == [10, 20, 10])
        subscription.cancel()
    }

    @Test func demandAddsUpAndSaturates() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(.max) + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(3) == .none)
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(-4) == .none)
        #expect(Subscribers.Demand.max(5) < .unlimited)
    }

    @Test func anAnyCancellableCancelsWhenReleasedAndOnlyOnce() {
        var cancels = 0
        var subscriptions = Set<AnyCancellable>()
        AnyCancellable { cancels += 1 }.store(in: &subscriptions)
        #expect(cancels == 0)
        subscriptions.removeAll()
        #expect(cancels == 1)
        let cancellable = AnyCancellable { cancels += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(cancels == 2)
    }

    @Test func aPublishedPropertyPublishesItsValueAndEachChangeBeforeItIsMade() {
        let model = Model()
        var seen: [String] = []
        var heldWhenTold: [String] = []
        let subscription = model.$query.sink { value in
            seen.append(value)
            heldWhenTold.append(model.query)
        }
        model.query = "b"
        #expect(seen == ["a", "b"])
        #expect(heldWhenTold == ["a", "a"])
        #expect(model.query == "b")
        subscription.cancel()
    }

    @Test func anObjectsWillChangePublisherReachesItsSubscribers() {
        let publisher = ObservableObjectPublisher()
        var announcements = 0
        let subscription = publisher.sink { announcements += 1 }
        publisher.send()
        publisher.send()
        #expect(announcements == 2)
        subscription.cancel()
    }
}

/// Ticks a timer publisher by hand: what `connect()` started, and whether it was cancelled.
private final class HandTicker: @unchecked Sendable {
    var tick: (@Sendable () -> Void)?
    var intervals: [TimeInterval] = []
    var cancellations = 0

    func start(_ interval: TimeInterval, _ tick: @escaping @Sendable () -> Void) -> any Cancellable {
        intervals.append(interval)
        self.tick = tick
        return AnyCancellable { self.cancellations += 1 }
    }
}

@Suite struct TimerPublisherTests {
    private func publisher(every interval: TimeInterval, ticker: HandTicker) -> Timer.TimerPublisher {
        Timer.TimerPublisher(interval: interval, tolerance: nil, runLoop: .main, mode: .common, start: ticker.start)
    }

    @Test func autoconnectStartsTheTimerForTheFirstSubscriberAndStopsItAfterTheLast() {
        let ticker = HandTicker()
        let ticks = publisher(every: 1, ticker: ticker).autoconnect()
        #expect(ticker.intervals.isEmpty)
        var first = 0
        var second = 0
        let a = ticks.sink { _ in first += 1 }
        let b = ticks.sink { _ in second += 1 }
        #expect(ticker.intervals == [1])
        ticker.tick?()
        ticker.tick?()
        a.cancel()
        ticker.tick?()
        #expect(first == 2)
        #expect(second == 3)
        #expect(ticker.cancellations == 0)
        b.cancel()
        #expect(ticker.cancellations == 1)
    }

    @Test func aTimerTicksOnlyWhileConnected() {
        let ticker = HandTicker()
        let timer = publisher(every: 0.5, ticker: ticker)
        var ticks = 0
        let subscription = timer.sink { _ in ticks += 1 }
        #expect(ticker.tick == nil)
        let connection = timer.connect()
        ticker.tick?()
        #expect(ticks == 1)
        connection.cancel()
        #expect(ticker.cancellations == 1)
        subscription.cancel()
    }

    @Test func anIntervalThatWouldTickForeverIsAMillisecond() {
        let ticker = HandTicker()
        for interval in [0, -3, .nan] {
            _ = publisher(every: interval, ticker: ticker).connect()
        }
        #expect(ticker.intervals == [0.001, 0.001, 0.001])
    }
}
