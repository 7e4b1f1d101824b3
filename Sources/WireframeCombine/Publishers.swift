#if !canImport(Darwin)
    import Foundation

    /// A publisher that delivers one value and finishes, as Combine's `Just`.
    ///
    /// ```swift
    /// let printing = Just("ready").sink { print($0) }   // prints "ready"
    /// ```
    public struct Just<Output>: Publisher {
        /// `Just` cannot fail.
        public typealias Failure = Never

        /// The value it delivers.
        public let output: Output

        /// A publisher of `output`.
        public init(_ output: Output) {
            self.output = output
        }

        /// Delivers the value when the subscriber first asks, then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            subscriber.receive(subscription: JustSubscription(output: output, subscriber: AnySubscriber(subscriber)))
        }

        private final class JustSubscription: Subscription {
            private let output: Output
            private var subscriber: AnySubscriber<Output, Never>?

            init(output: Output, subscriber: AnySubscriber<Output, Never>) {
                self.output = output
                self.subscriber = subscriber
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > .none, let subscriber else { return }
                self.subscriber = nil
                _ = subscriber.receiveValue(output)
                subscriber.receiveCompletion(.finished)
            }

            func cancel() {
                subscriber = nil
            }
        }
    }

    extension Just: Equatable where Output: Equatable {}
    extension Just: Sendable where Output: Sendable {}

    /// A publisher whose type hides what it wraps, as Combine's `AnyPublisher`.
    ///
    /// ```swift
    /// var names: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
    /// ```
    public struct AnyPublisher<Output, Failure: Error>: Publisher {
        private let attach: (AnySubscriber<Output, Failure>) -> Void

        /// Wraps `publisher`.
        public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
            attach = { publisher.receive(subscriber: ErasedSubscriber(base: $0)) }
        }

        /// Attaches `subscriber` to the wrapped publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            attach(AnySubscriber(subscriber))
        }
    }

    /// A subscriber made of another's closures.
    private struct ErasedSubscriber<Input, Failure: Error>: Subscriber {
        let base: AnySubscriber<Input, Failure>

        func receive(subscription: any Subscription) { base.receiveSubscription(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { base.receiveValue(input) }
        func receive(completion: Subscribers.Completion<Failure>) { base.receiveCompletion(completion) }
    }

    extension Publisher {
        /// This publisher as an ``AnyPublisher``.
        ///
        /// ```swift
        /// var names: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
        /// ```
        public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
            AnyPublisher(self)
        }

        /// Delivers `transform` of each value.
        ///
        /// ```swift
        /// let lengths = names.map(\.count)
        /// ```
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
            Publishers.Map(upstream: self, transform: transform)
        }

        /// Delivers the values `isIncluded` accepts.
        ///
        /// ```swift
        /// let nonEmpty = names.filter { !$0.isEmpty }
        /// ```
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
            Publishers.Filter(upstream: self, isIncluded: isIncluded)
        }

        /// Delivers `transform` of each value where it is not `nil`.
        ///
        /// ```swift
        /// let numbers = texts.compactMap { Int($0) }
        /// ```
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
            Publishers.CompactMap(upstream: self, transform: transform)
        }

        /// Delivers a value only when `isDuplicate` says it differs from the one before.
        ///
        /// ```swift
        /// let changes = scores.removeDuplicates { abs($0 - $1) < 0.5 }
        /// ```
        public func removeDuplicates(by isDuplicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
            Publishers.RemoveDuplicates(upstream: self, predicate: isDuplicate)
        }
    }

    extension Publisher where Output: Equatable {
        /// Delivers a value only when it differs from the one before.
        ///
        /// ```swift
        /// let changes = query.removeDuplicates()
        /// ```
        public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
            removeDuplicates(by: ==)
        }
    }

    /// The publishers the operators return, as Combine's `Publishers` namespace.
    ///
    /// ```swift
    /// let lengths: Publishers.Map<PassthroughSubject<String, Never>, Int> = names.map(\.count)
    /// ```
    public enum Publishers {
        /// Delivers a transform of each upstream value; what `map(_:)` returns.
        public struct Map<Upstream: Publisher, Output>: Publisher {
            /// Fails as the upstream does.
            public typealias Failure = Upstream.Failure
            /// The publisher whose values are transformed.
            public let upstream: Upstream
            /// The transform.
            public let transform: (Upstream.Output) -> Output

            /// Attaches `subscriber` through the transform.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let transform = self.transform
                upstream.receive(subscriber: Relay(downstream: subscriber) { .some(transform($0)) })
            }
        }

        /// Delivers the upstream values a predicate accepts; what `filter(_:)` returns.
        public struct Filter<Upstream: Publisher>: Publisher {
            /// Delivers the upstream's values.
            public typealias Output = Upstream.Output
            /// Fails as the upstream does.
            public typealias Failure = Upstream.Failure
            /// The publisher whose values are filtered.
            public let upstream: Upstream
            /// Whether a value is delivered.
            public let isIncluded: (Upstream.Output) -> Bool

            /// Attaches `subscriber` through the predicate.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let isIncluded = self.isIncluded
                upstream.receive(subscriber: Relay(downstream: subscriber) { isIncluded($0) ? $0 : nil })
            }
        }

        /// Delivers the non-`nil` transforms of the upstream values; what `compactMap(_:)` returns.
        public struct CompactMap<Upstream: Publisher, Output>: Publisher {
            /// Fails as the upstream does.
            public typealias Failure = Upstream.Failure
            /// The publisher whose values are transformed.
            public let upstream: Upstream
            /// The transform; `nil` drops the value.
            public let transform: (Upstream.Output) -> Output?

            /// Attaches `subscriber` through the transform.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                upstream.receive(subscriber: Relay(downstream: subscriber, transform: transform))
            }
        }

        /// Delivers an upstream value only when it differs from the one before; what
        /// `removeDuplicates()` returns.
        public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
            /// Delivers the upstream's values.
            public typealias Output = Upstream.Output
            /// Fails as the upstream does.
            public typealias Failure = Upstream.Failure
            /// The publisher whose repeats are dropped.
            public let upstream: Upstream
            /// Whether two values in a row count as one.
            public let predicate: (Output, Output) -> Bool

            /// Attaches `subscriber`, keeping the last value it was given.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let predicate = self.predicate
                let last = LastValue<Output>()
                upstream.receive(
                    subscriber: Relay(downstream: subscriber) { value in
                        defer { last.value = value }
                        if let previous = last.value, predicate(previous, value) { return nil }
                        return value
                    })
            }
        }

        /// Connects its upstream when the first subscriber attaches, and cancels the connection when
        /// the last one goes; what `autoconnect()` returns.
        public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
            /// Delivers the upstream's values.
            public typealias Output = Upstream.Output
            /// Fails as the upstream does.
            public typealias Failure = Upstream.Failure
            /// The publisher it connects.
            public final let upstream: Upstream
            private let lock = NSLock()
            private var connection: (any Cancellable)?
            private var subscribers = 0

            /// Connects `upstream` on demand.
            public init(upstream: Upstream) {
                self.upstream = upstream
            }

            /// Attaches `subscriber`, connecting the upstream if it is the first.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let first = lock.withLock {
                    subscribers += 1
                    return subscribers == 1
                }
                upstream.receive(subscriber: Relay(downstream: subscriber, onCancel: { [weak self] in self?.release() }) { $0 })
                if first {
                    let connection = upstream.connect()
                    lock.withLock { self.connection = connection }
                }
            }

            private func release() {
                let connection: (any Cancellable)? = lock.withLock {
                    subscribers -= 1
                    guard subscribers == 0 else { return nil }
                    defer { self.connection = nil }
                    return self.connection
                }
                connection?.cancel()
            }
        }
    }

    /// A publisher that starts delivering only once it is connected, as Combine's
    /// `ConnectablePublisher`.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public protocol ConnectablePublisher<Output, Failure>: Publisher {
        /// Starts delivering; cancelling the result stops.
        func connect() -> any Cancellable
    }

    extension ConnectablePublisher {
        /// This publisher, connected when its first subscriber attaches and disconnected when the
        /// last one cancels.
        ///
        /// ```swift
        /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        /// ```
        public func autoconnect() -> Publishers.Autoconnect<Self> {
            Publishers.Autoconnect(upstream: self)
        }
    }

    /// The last value a `removeDuplicates` subscription passed on.
    private final class LastValue<Value> {
        var value: Value?
    }

    /// A subscriber between an upstream and a downstream that transforms or drops each value;
    /// a dropped value is replaced by asking the upstream for one more, as Combine's operators do.
    private final class Relay<Input, Downstream: Subscriber>: Subscriber, Subscription {
        typealias Failure = Downstream.Failure
        private let downstream: Downstream
        private let transform: (Input) -> Downstream.Input?
        private let onCancel: (() -> Void)?
        private var upstream: (any Subscription)?

        init(
            downstream: Downstream, onCancel: (() -> Void)? = nil, transform: @escaping (Input) -> Downstream.Input?
        ) {
            self.downstream = downstream
            self.onCancel = onCancel
            self.transform = transform
        }

        func receive(subscription: any Subscription) {
            upstream = subscription
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard let output = transform(input) else { return .max(1) }
            return downstream.receive(output)
        }

        func receive(completion: Subscribers.Completion<Downstream.Failure>) {
            upstream = nil
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            upstream?.request(demand)
        }

        func cancel() {
            guard let upstream else { return }
            self.upstream = nil
            upstream.cancel()
            onCancel?()
        }
    }
#endif
