#if !canImport(Darwin)
    /// Something that delivers values over time to its subscribers, as Combine's `Publisher`.
    ///
    /// Combine does not exist on Linux, so Wireframe declares the part of it SwiftUI code reaches
    /// for: this protocol and ``Subscriber``/``Subscription`` with demand, ``Just``,
    /// ``PassthroughSubject``, ``CurrentValueSubject``, ``AnyPublisher``, `map`, `filter`,
    /// `compactMap`, `removeDuplicates`, `sink`, `assign(to:on:)`, ``AnyCancellable`` and
    /// `Timer.publish(every:on:in:)`. A view receives a publisher's values with
    /// `onReceive(_:perform:)`.
    ///
    /// ```swift
    /// let names = PassthroughSubject<String, Never>()
    /// let greeting = names.map { "Hello, \($0)" }.sink { print($0) }
    /// names.send("Ada")   // prints "Hello, Ada"
    /// ```
    public protocol Publisher<Output, Failure> {
        /// The values the publisher delivers.
        associatedtype Output
        /// The error the publisher may finish with; `Never` when it cannot fail.
        associatedtype Failure: Error

        /// Attaches `subscriber`: the publisher hands it a ``Subscription``, then delivers values
        /// as the subscriber asks for them.
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
    }

    extension Publisher {
        /// Attaches `subscriber`, as ``receive(subscriber:)`` does.
        ///
        /// ```swift
        /// Just(1).subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { print($0) }))
        /// ```
        public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
            receive(subscriber: subscriber)
        }
    }

    /// What receives a publisher's values, as Combine's `Subscriber`.
    ///
    /// ```swift
    /// final class Printer: Subscriber {
    ///     func receive(subscription: any Subscription) { subscription.request(.unlimited) }
    ///     func receive(_ input: Int) -> Subscribers.Demand { print(input); return .none }
    ///     func receive(completion: Subscribers.Completion<Never>) {}
    /// }
    /// Just(1).subscribe(Printer())
    /// ```
    public protocol Subscriber<Input, Failure> {
        /// The values the subscriber takes.
        associatedtype Input
        /// The error it can be told of.
        associatedtype Failure: Error

        /// Takes the subscription; the subscriber asks it for values with `request(_:)`.
        func receive(subscription: any Subscription)
        /// Takes a value, and says how many more it wants besides those it asked for.
        func receive(_ input: Input) -> Subscribers.Demand
        /// Learns that the publisher finished, or failed.
        func receive(completion: Subscribers.Completion<Failure>)
    }

    /// A subscriber's link to its publisher, as Combine's `Subscription`: asks for values and
    /// cancels.
    ///
    /// ```swift
    /// func receive(subscription: any Subscription) { subscription.request(.max(1)) }
    /// ```
    public protocol Subscription: Cancellable {
        /// Asks for `demand` more values.
        func request(_ demand: Subscribers.Demand)
    }

    /// The subscription a publisher hands a subscriber it will never send a value: it ignores
    /// requests and cancellation, as Combine's `Subscriptions.empty`.
    ///
    /// ```swift
    /// subscriber.receive(subscription: Subscriptions.empty)
    /// ```
    public enum Subscriptions {
        /// A subscription that does nothing.
        public static var empty: any Subscription { EmptySubscription() }

        private struct EmptySubscription: Subscription {
            func request(_ demand: Subscribers.Demand) {}
            func cancel() {}
        }
    }

    /// The subscribers and the terms they use, as Combine's `Subscribers` namespace.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// ```
    public enum Subscribers {
        /// How many values a subscriber wants: a number, or `.unlimited`.
        ///
        /// ```swift
        /// subscription.request(.max(3))
        /// ```
        public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
            /// The count, or `nil` for unlimited.
            public let max: Int?

            private init(count: Int?) {
                self.max = count
            }

            /// As many values as the publisher has.
            public static let unlimited = Demand(count: nil)
            /// No more values.
            public static let none = Demand(count: 0)

            /// At most `value` values; a negative count is taken as none.
            public static func max(_ value: Int) -> Demand {
                Demand(count: Swift.max(0, value))
            }

            /// The two demands together; unlimited if either is.
            public static func + (lhs: Demand, rhs: Demand) -> Demand {
                guard let left = lhs.max, let right = rhs.max else { return .unlimited }
                let (sum, overflow) = left.addingReportingOverflow(right)
                return overflow ? .unlimited : .max(sum)
            }

            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Demand, rhs: Demand) {
                lhs = lhs + rhs
            }

            /// `lhs` less `rhs`, never below none; unlimited less a count stays unlimited.
            public static func - (lhs: Demand, rhs: Demand) -> Demand {
                guard let left = lhs.max else { return .unlimited }
                guard let right = rhs.max else { return .none }
                return .max(left - right)
            }

            /// Takes `rhs` from `lhs`.
            public static func -= (lhs: inout Demand, rhs: Demand) {
                lhs = lhs - rhs
            }

            /// Whether `lhs` wants fewer values than `rhs`; unlimited is the largest demand.
            public static func < (lhs: Demand, rhs: Demand) -> Bool {
                switch (lhs.max, rhs.max) {
                case (.some(let left), .some(let right)): left < right
                case (.some, .none): true
                case (.none, _): false
                }
            }

            /// `unlimited` or `max(n)`.
            public var description: String {
                max.map { "max(\($0))" } ?? "unlimited"
            }
        }

        /// How a publisher ended: it finished, or it failed with an error.
        ///
        /// ```swift
        /// publisher.sink(receiveCompletion: { if case .failure(let error) = $0 { print(error) } }, receiveValue: { _ in })
        /// ```
        public enum Completion<Failure: Error> {
            /// The publisher has no more values.
            case finished
            /// The publisher stopped with `error`.
            case failure(Failure)
        }

        /// A subscriber that asks for every value and hands each to a closure, as Combine's
        /// `Subscribers.Sink`; what `sink` returns wraps one.
        ///
        /// ```swift
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).subscribe(sink)
        /// ```
        public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
            /// What each value is handed to.
            public let receiveValue: (Input) -> Void
            /// What the completion is handed to.
            public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
            private var subscription: (any Subscription)?
            private var isDone = false

            /// A sink that hands values to `receiveValue` and the end to `receiveCompletion`.
            public init(
                receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Input) -> Void
            ) {
                self.receiveCompletion = receiveCompletion
                self.receiveValue = receiveValue
            }

            /// Keeps the subscription and asks for every value.
            public func receive(subscription: any Subscription) {
                guard !isDone, self.subscription == nil else { return subscription.cancel() }
                self.subscription = subscription
                subscription.request(.unlimited)
            }

            /// Hands `input` to `receiveValue`.
            public func receive(_ input: Input) -> Subscribers.Demand {
                if !isDone { receiveValue(input) }
                return .none
            }

            /// Hands the end to `receiveCompletion`, once.
            public func receive(completion: Subscribers.Completion<Failure>) {
                guard !isDone else { return }
                isDone = true
                subscription = nil
                receiveCompletion(completion)
            }

            /// Cancels the subscription; no more values arrive.
            public func cancel() {
                isDone = true
                let subscription = self.subscription
                self.subscription = nil
                subscription?.cancel()
            }
        }
    }

    extension Subscribers.Completion: Equatable where Failure: Equatable {}
    extension Subscribers.Completion: Sendable where Failure: Sendable {}

    extension Publisher {
        /// Hands each value to `receiveValue` and the end to `receiveCompletion`, for as long as
        /// the returned cancellable lives.
        ///
        /// ```swift
        /// let subscription = loader.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
        /// ```
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            receive(subscriber: sink)
            return AnyCancellable(sink)
        }

        /// Writes each value to `object`'s property at `keyPath`, for as long as the returned
        /// cancellable lives.
        ///
        /// ```swift
        /// let subscription = names.assign(to: \.title, on: model)
        /// ```
        public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
        where Failure == Never {
            sink { object[keyPath: keyPath] = $0 }
        }
    }

    extension Publisher where Failure == Never {
        /// Hands each value to `receiveValue`, for as long as the returned cancellable lives.
        ///
        /// ```swift
        /// let subscription = Just(1).sink { print($0) }   // prints 1
        /// ```
        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
        }
    }
#endif
