#if !canImport(Darwin)
    import Foundation

    /// A publisher that code sends values through, as Combine's `Subject`.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<Void, Never>()
    /// taps.send()
    /// ```
    public protocol Subject<Output, Failure>: AnyObject, Publisher {
        /// Delivers `value` to the subscribers that asked for one.
        func send(_ value: Output)
        /// Ends the subject: its subscribers learn `completion`, and nothing is sent after it.
        func send(completion: Subscribers.Completion<Failure>)
        /// Asks `subscription` for every value, for a subject used as a subscriber's target.
        func send(subscription: any Subscription)
    }

    extension Subject where Output == Void {
        /// Delivers the empty value.
        ///
        /// ```swift
        /// let refresh = PassthroughSubject<Void, Never>()
        /// refresh.send()
        /// ```
        public func send() {
            send(())
        }
    }

    /// A subject that delivers each value to the subscribers present when it is sent, and keeps
    /// none, as Combine's `PassthroughSubject`.
    ///
    /// A subscriber that has not asked for a value misses it, as in Combine.
    ///
    /// ```swift
    /// let messages = PassthroughSubject<String, Never>()
    /// let printing = messages.sink { print($0) }
    /// messages.send("saved")   // prints "saved"
    /// ```
    public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
        private let subscribers = SubjectSubscribers<Output, Failure>()

        /// A subject with no subscribers.
        public init() {}

        /// Attaches `subscriber`; after the subject ended, it learns the end at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers.attach(subscriber, current: nil)
        }

        /// Delivers `value` to the subscribers that asked for one.
        public func send(_ value: Output) {
            subscribers.send(value)
        }

        /// Ends the subject.
        public func send(completion: Subscribers.Completion<Failure>) {
            subscribers.finish(completion)
        }

        /// Asks `subscription` for every value.
        public func send(subscription: any Subscription) {
            subscription.request(.unlimited)
        }
    }

    /// A subject that holds a current value, hands it to each new subscriber and delivers every
    /// change, as Combine's `CurrentValueSubject`.
    ///
    /// ```swift
    /// let count = CurrentValueSubject<Int, Never>(0)
    /// let printing = count.sink { print($0) }   // prints 0
    /// count.value = 1                            // prints 1
    /// ```
    public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
        private let subscribers = SubjectSubscribers<Output, Failure>()
        private let lock = NSLock()
        private var current: Output

        /// A subject whose current value is `value`.
        public init(_ value: Output) {
            self.current = value
        }

        /// The current value; setting it delivers the new value to the subscribers.
        public var value: Output {
            get { lock.withLock { current } }
            set { send(newValue) }
        }

        /// Attaches `subscriber`, which receives the current value when it first asks for one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers.attach(subscriber, current: value)
        }

        /// Makes `value` the current value and delivers it.
        public func send(_ value: Output) {
            guard !subscribers.isFinished else { return }
            lock.withLock { current = value }
            subscribers.send(value)
        }

        /// Ends the subject.
        public func send(completion: Subscribers.Completion<Failure>) {
            subscribers.finish(completion)
        }

        /// Asks `subscription` for every value.
        public func send(subscription: any Subscription) {
            subscription.request(.unlimited)
        }
    }

    /// The subscriptions of a subject: each one's subscriber and the values it still wants.
    final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
        private let lock = NSLock()
        private var conduits: [Conduit] = []
        private var completion: Subscribers.Completion<Failure>?

        var isFinished: Bool { lock.withLock { completion != nil } }

        func attach<S: Subscriber>(_ subscriber: S, current: Output?) where S.Input == Output, S.Failure == Failure {
            let ending = lock.withLock { completion }
            if let ending {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: ending)
                return
            }
            let conduit = Conduit(subscriber: AnySubscriber(subscriber), pending: current, owner: self)
            lock.withLock { conduits.append(conduit) }
            subscriber.receive(subscription: conduit)
        }

        func send(_ value: Output) {
            let conduits = lock.withLock { completion == nil ? self.conduits : [] }
            for conduit in conduits { conduit.deliver(value) }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let conduits = lock.withLock {
                guard self.completion == nil else { return [Conduit]() }
                self.completion = completion
                defer { self.conduits = [] }
                return self.conduits
            }
            for conduit in conduits { conduit.finish(completion) }
        }

        fileprivate func detach(_ conduit: Conduit) {
            lock.withLock { conduits.removeAll { $0 === conduit } }
        }

        /// One subscriber's subscription to the subject.
        final class Conduit: Subscription, @unchecked Sendable {
            private let lock = NSLock()
            private var subscriber: AnySubscriber<Output, Failure>?
            private var demand = Subscribers.Demand.none
            /// A current value the subscriber has not asked for yet.
            private var pending: Output?
            private weak var owner: SubjectSubscribers?

            init(subscriber: AnySubscriber<Output, Failure>, pending: Output?, owner: SubjectSubscribers) {
                self.subscriber = subscriber
                self.pending = pending
                self.owner = owner
            }

            func request(_ demand: Subscribers.Demand) {
                let first: (AnySubscriber<Output, Failure>, Output)? = lock.withLock {
                    self.demand += demand
                    guard let subscriber, let pending, self.demand > .none else { return nil }
                    self.pending = nil
                    self.demand -= .max(1)
                    return (subscriber, pending)
                }
                if let (subscriber, value) = first { give(value, to: subscriber) }
            }

            func deliver(_ value: Output) {
                let subscriber: AnySubscriber<Output, Failure>? = lock.withLock {
                    guard let subscriber = self.subscriber else { return nil }
                    pending = nil
                    guard demand > .none else { return nil }
                    demand -= .max(1)
                    return subscriber
                }
                if let subscriber { give(value, to: subscriber) }
            }

            private func give(_ value: Output, to subscriber: AnySubscriber<Output, Failure>) {
                let more = subscriber.receiveValue(value)
                lock.withLock { demand += more }
            }

            func finish(_ completion: Subscribers.Completion<Failure>) {
                let subscriber = lock.withLock {
                    defer { self.subscriber = nil }
                    return self.subscriber
                }
                subscriber?.receiveCompletion(completion)
            }

            func cancel() {
                lock.withLock { subscriber = nil }
                owner?.detach(self)
            }
        }
    }

    /// A subscriber behind closures, so a subject can keep subscribers of any type.
    struct AnySubscriber<Input, Failure: Error> {
        let receiveSubscription: (any Subscription) -> Void
        let receiveValue: (Input) -> Subscribers.Demand
        let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
            receiveSubscription = subscriber.receive(subscription:)
            receiveValue = subscriber.receive(_:)
            receiveCompletion = subscriber.receive(completion:)
        }
    }
#endif
